import { z } from 'zod';
import { ContactBodySchema } from '../../contact/contact.schemas.js';
import { MessageResponseSchema } from '../../auth/auth.schemas.js';
import { LivenessSchema, ReadinessSchema } from '../../health/health.schemas.js';
import { SiteInfoResponseSchema } from '../../site/site.schemas.js';
import { defineEndpoints } from '../endpoint.js';

/** GET /media/{key}: the stored file's key, slashes included (`logos/<userId>/<name>.png`). */
const MediaFileParamsSchema = z.object({
  key: z.string().describe('The file’s key in the media storage: `<kind>/<userId>/<name>.<ext>`.'),
});

/** The only types the media storage stores and serves (never SVG or HTML). */
const MEDIA_FILE_TYPES = [
  'image/png',
  'image/webp',
  'image/jpeg',
  'image/gif',
  'video/mp4',
  'video/webm',
  'audio/mp4',
  'text/vtt; charset=utf-8',
  'application/x-subrip; charset=utf-8',
] as const;

/** Public pages' data: health, site settings, contact, stored media files. */
export const SITE_ENDPOINTS = defineEndpoints({
  getLiveness: {
    method: 'get',
    path: '/healthz',
    tag: 'Health',
    summary: 'Is the process up',
    description: 'Answers `{ "status": "ok" }` while the process runs; checks nothing else.',
    auth: 'none',
    answer: { kind: 'json', schema: LivenessSchema },
    errors: [],
  },
  getReadiness: {
    method: 'get',
    path: '/readyz',
    tag: 'Health',
    summary: 'Can the process serve requests',
    description:
      'Checks that MongoDB and the job store on PostgreSQL answer: 200 `ready` with both `up`, ' +
      'else 503 `unavailable` with `down` for whichever does not answer (the same body).',
    auth: 'none',
    answer: { kind: 'json', schema: ReadinessSchema, statuses: [200, 503] },
    errors: [],
  },
  sendContactMessage: {
    method: 'post',
    path: '/api/contact',
    tag: 'Site',
    summary: 'Send a message with the contact form',
    description:
      'The landing page’s TALK TO US and the /contact page. Unknown keys are dropped; `topic` ' +
      'is `general` when left out. The message is stored first and mailed to the operator ' +
      '(`CONTACT_EMAIL`) with the sender as Reply-To, and the sender gets a confirmation in the ' +
      'request’s `Accept-Language`; when mail fails the request still succeeds and the worker ' +
      'retries. Messages are kept `CONTACT_RETENTION_DAYS` days. Limited to 3 per hour per ' +
      'email and 5 per hour per client address, counting accepted messages only (a 400 does ' +
      'not): 429 `rate_limited` with `Retry-After`.',
    auth: 'none',
    body: ContactBodySchema,
    answer: { kind: 'json', schema: MessageResponseSchema, statuses: [201] },
    errors: [400, 403, 429],
  },
  getSiteInfo: {
    method: 'get',
    path: '/api/site',
    tag: 'Site',
    summary: 'Read the operator’s public details',
    description:
      'What the privacy policy and the footer show, from the server’s configuration ' +
      '(`CONTACT_EMAIL`, `PRIVACY_EMAIL`, `COMPANY_NAME`, `COMPANY_ADDRESS`, ' +
      '`CONTACT_RETENTION_DAYS`); `companyAddress` is empty when none is configured. The only ' +
      '`/api` answer that may be cached: `Cache-Control: public, max-age=300`.',
    auth: 'none',
    answer: { kind: 'json', schema: SiteInfoResponseSchema },
    errors: [],
  },
  getMediaFile: {
    method: 'get',
    path: '/media/{key}',
    pathRest: true,
    tag: 'Site',
    summary: 'Download a stored media file',
    description:
      'Stored logos, generated images and videos, and uploads, to anyone who has the address ' +
      '(`Cache-Control: public, max-age=31536000, immutable`, `nosniff`); never SVG or HTML. ' +
      'Every name holds 128 random bits (32 hex digits), so an address cannot be worked out ' +
      'from another. A miss is a 404 `not_found`; past `MEDIA_MISS_LIMIT_PER_MINUTE` (60) ' +
      'misses in a minute from one client address, misses are a 429 `rate_limited` with ' +
      '`Retry-After` until the minute ends. Files that exist always answer.',
    auth: 'none',
    params: MediaFileParamsSchema,
    answer: { kind: 'file', contentTypes: MEDIA_FILE_TYPES },
    errors: [404, 429],
  },
});
