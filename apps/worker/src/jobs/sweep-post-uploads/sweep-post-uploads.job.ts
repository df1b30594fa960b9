import { SWEEP_POST_UPLOADS, SweepPostUploadsPayloadSchema } from '@postcraft/contracts';
import {
  BRAND_PHOTO_KEY_PREFIX,
  findKeysOfBrandPhotos,
  findKeysUsedByPosts,
  POST_MEDIA_KEY_PREFIX,
} from '@postcraft/data';
import { defineJob } from '../job-definition.js';
import { sweepUnreferencedMedia } from '../sweep-unreferenced-media.js';

/** Of these keys, those a library photo or a post names (a post may carry a library photo). */
async function findKeysOfPhotosOrPosts(keys: readonly string[]): Promise<Set<string>> {
  const [photos, posts] = await Promise.all([
    findKeysOfBrandPhotos(keys),
    findKeysUsedByPosts(keys),
  ]);
  return new Set([...photos, ...posts]);
}

/**
 * Deletes files uploaded with posts (`posts/<ownerId>/`) older than the grace period (24 hours)
 * that no post refers to: an upload whose post was never written (the API stopped between the
 * two), or whose post record was deleted. A post of any status keeps its file. Likewise the photo
 * library's files (`photos/<ownerId>/`) that neither a photo record nor a post names.
 */
export const sweepPostUploadsJob = defineJob({
  name: SWEEP_POST_UPLOADS,
  payloadSchema: SweepPostUploadsPayloadSchema,
  every: '1 hour',
  concurrency: 1,
  async handle({ graceHours }, { logger, services }) {
    await sweepUnreferencedMedia({
      storage: services.mediaStorage,
      prefix: POST_MEDIA_KEY_PREFIX,
      olderThan: Date.now() - graceHours * 3_600_000,
      findReferenced: findKeysUsedByPosts,
      logger,
      what: 'post uploads',
      logFields: { graceHours },
    });
    await sweepUnreferencedMedia({
      storage: services.mediaStorage,
      prefix: BRAND_PHOTO_KEY_PREFIX,
      olderThan: Date.now() - graceHours * 3_600_000,
      findReferenced: findKeysOfPhotosOrPosts,
      logger,
      what: 'library photos',
      logFields: { graceHours },
    });
  },
});
