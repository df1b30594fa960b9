import { z } from 'zod';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';
import { IsoDateTimeSchema } from '../scheduling/iso-date-time.schemas.js';
import { PostPlatformsSchema } from '../scheduling/scheduled-posts.schemas.js';
import { BestTimeReasonSchema, PlatformBestTimeSchema } from './best-time-reason.schemas.js';

/** How "Let Postcraft choose" decides (GET /api/user/best-time). */
export const BEST_TIME_SETTINGS = {
  /**
   * A platform's own figures are trusted from this many published posts with engagement on it;
   * below, its published default stands. Ten spreads over a week's 168 hours thinly, but a
   * bucket's mean needs only a few posts to beat a study of other people's audiences, and a
   * user posting daily gets there in under two weeks.
   */
  minimumPosts: 10,
  /** Posts published within this many days count (audiences change). */
  lookbackDays: 90,
  /** The chosen slot lies within this many days after `after`: two of each weekday × hour. */
  searchDays: 14,
  /** The chosen slot is at least this far after `after`, so there is time to look at it. */
  minLeadMinutes: 30,
  /** `after` may lie at most this many days ahead. */
  maxAfterDays: 365,
} as const;

export const BEST_TIME_MESSAGES = {
  afterInvalid: '`after` must be a date and time (ISO 8601).',
  afterTooFar: `\`after\` must be within ${BEST_TIME_SETTINGS.maxAfterDays} days.`,
} as const;

export const BEST_TIME_MESSAGES_FR: FrenchCatalogue<typeof BEST_TIME_MESSAGES> = {
  afterInvalid: '`after` doit être une date et une heure (ISO 8601).',
  afterTooFar: `\`after\` doit se situer dans les ${BEST_TIME_SETTINGS.maxAfterDays} jours.`,
};

/**
 * GET /api/user/best-time?platforms=x,linkedin&after=<ISO>: `platforms` as the schedule call
 * takes them (a comma-separated list or repeated); `after` (default now) is the earliest moment
 * the answer may be near. A past `after` counts as now.
 */
export const BestTimeQuerySchema = z.object({
  platforms: PostPlatformsSchema,
  after: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    IsoDateTimeSchema(BEST_TIME_MESSAGES.afterInvalid, BEST_TIME_MESSAGES.afterInvalid).optional(),
  ),
});
export type BestTimeQuery = z.infer<typeof BestTimeQuerySchema>;
export type BestTimeQueryInput = z.input<typeof BestTimeQuerySchema>;

export {
  BEST_TIME_SOURCES,
  BestTimeReasonSchema,
  PlatformBestTimeSchema,
  type BestTimeReason,
  type PlatformBestTime,
} from './best-time-reason.schemas.js';

export const BestTimeSchema = z.object({
  /** The chosen time (ISO 8601, UTC), on the hour in the user's zone, never a taken hour. */
  scheduledTime: z.string(),
  /** The zone the weekdays and hours are in: the user's (UTC while they have none). */
  timeZone: z.string(),
  reason: BestTimeReasonSchema,
  perPlatform: z.array(PlatformBestTimeSchema),
});
export type BestTime = z.infer<typeof BestTimeSchema>;

export const BestTimeResponseSchema = z.object({ success: z.literal(true), data: BestTimeSchema });
export type BestTimeResponse = z.infer<typeof BestTimeResponseSchema>;

export const BEST_TIME_PATH = '/api/user/best-time';
