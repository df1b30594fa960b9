import { SWEEP_POST_UPLOADS, SweepPostUploadsPayloadSchema } from '@postcraft/contracts';
import { findKeysUsedByPosts, POST_MEDIA_KEY_PREFIX, UserModel } from '@postcraft/data';
import type { MediaEntry } from '@postcraft/media';
import { defineJob } from '../job-definition.js';

/** Keys checked against the posts per query. */
const BATCH_SIZE = 200;

/**
 * Deletes files uploaded with posts (`posts/<ownerId>/`) older than the grace period (24 hours)
 * that no post refers to: an upload whose post was never written (the API stopped between the
 * two), or whose post record was deleted. A post of any status keeps its file.
 *
 * As the logo and generated-media sweeps do, nothing is deleted while the database has no user
 * at all (a worker pointed at another database than its media storage's).
 */
export const sweepPostUploadsJob = defineJob({
  name: SWEEP_POST_UPLOADS,
  payloadSchema: SweepPostUploadsPayloadSchema,
  every: '1 hour',
  concurrency: 1,
  async handle({ graceHours }, { logger, services }) {
    const storage = services.mediaStorage;
    const olderThan = Date.now() - graceHours * 3_600_000;
    const hasUsers = (await UserModel.exists({})) !== null;
    let checked = 0;
    let deleted = 0;
    let batch: MediaEntry[] = [];

    const sweep = async () => {
      const referenced = await findKeysUsedByPosts(batch.map((entry) => entry.key));
      for (const entry of batch) {
        if (referenced.has(entry.key)) continue;
        await storage.delete(entry.key);
        deleted += 1;
      }
      batch = [];
    };

    for await (const entry of storage.list(POST_MEDIA_KEY_PREFIX)) {
      if (entry.modifiedAt.getTime() > olderThan) continue;
      checked += 1;
      if (!hasUsers) continue;
      batch.push(entry);
      if (batch.length >= BATCH_SIZE) await sweep();
    }
    if (!hasUsers) {
      if (checked > 0) {
        logger.warn(
          { files: checked },
          'post uploads exist but the database has no user: is this the right media storage? Nothing deleted',
        );
      }
      return;
    }
    if (batch.length > 0) await sweep();
    logger.info({ checked, deleted, graceHours }, 'swept post uploads no post refers to');
  },
});
