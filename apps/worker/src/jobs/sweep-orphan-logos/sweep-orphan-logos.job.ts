import { SWEEP_ORPHAN_LOGOS, SweepOrphanLogosPayloadSchema } from '@postcraft/contracts';
import { findReferencedLogoKeys, LOGO_KEY_PREFIX } from '@postcraft/data';
import { defineJob } from '../job-definition.js';
import { sweepUnreferencedMedia } from '../sweep-unreferenced-media.js';

/**
 * Deletes logo files that no user's `brandLogoKey` or `brandLogoThumbnailKey` names: uploads
 * whose database write never came, files whose deletion failed, files of a request that was
 * still running when its account was deleted. Files younger than the grace period are left
 * alone (their upload may still be on its way to the database).
 */
export const sweepOrphanLogosJob = defineJob({
  name: SWEEP_ORPHAN_LOGOS,
  payloadSchema: SweepOrphanLogosPayloadSchema,
  every: '1 day',
  concurrency: 1,
  async handle({ graceMinutes }, { logger, services }) {
    await sweepUnreferencedMedia({
      storage: services.mediaStorage,
      prefix: LOGO_KEY_PREFIX,
      olderThan: Date.now() - graceMinutes * 60_000,
      findReferenced: findReferencedLogoKeys,
      logger,
      what: 'logo files',
      logFields: { graceMinutes },
    });
  },
});
