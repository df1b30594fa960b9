import { SWEEP_GENERATED_MEDIA, SweepGeneratedMediaPayloadSchema } from '@postcraft/contracts';
import {
  findKeysUsedByPosts,
  findSidecarsOfUsedVideos,
  GENERATED_KEY_PREFIX,
  recordGeneratedMediaSweep,
} from '@postcraft/data';
import { defineJob } from '../job-definition.js';
import { sweepUnreferencedMedia } from '../sweep-unreferenced-media.js';

/**
 * Deletes generated images (`generated/<userId>/`) older than the grace period (24 hours) that
 * no post carries, scheduled, published or failed: drafts of the content studio that were never
 * used nor discarded. Their generation records stay, marked `sweptAt`; generations whose files
 * a post carries are marked `usedAt`.
 */
export const sweepGeneratedMediaJob = defineJob({
  name: SWEEP_GENERATED_MEDIA,
  payloadSchema: SweepGeneratedMediaPayloadSchema,
  every: '1 hour',
  concurrency: 1,
  async handle({ graceHours }, { logger, services }) {
    const { deleted, kept } = await sweepUnreferencedMedia({
      storage: services.mediaStorage,
      prefix: GENERATED_KEY_PREFIX,
      olderThan: Date.now() - graceHours * 3_600_000,
      // A video a post carries keeps its poster and captions.
      findReferenced: async (keys) => {
        const [used, sidecars] = await Promise.all([
          findKeysUsedByPosts(keys),
          findSidecarsOfUsedVideos(keys),
        ]);
        return new Set([...used, ...sidecars]);
      },
      logger,
      what: 'generated images',
      logFields: { graceHours },
    });
    await recordGeneratedMediaSweep(deleted, kept, new Date());
  },
});
