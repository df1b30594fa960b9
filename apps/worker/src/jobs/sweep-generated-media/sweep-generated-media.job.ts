import { SWEEP_GENERATED_MEDIA, SweepGeneratedMediaPayloadSchema } from '@postcraft/contracts';
import {
  findKeysUsedByPosts,
  GENERATED_KEY_PREFIX,
  recordGeneratedMediaSweep,
  UserModel,
} from '@postcraft/data';
import type { MediaEntry } from '@postcraft/media';
import { defineJob } from '../job-definition.js';

/** Keys checked against the posts per query. */
const BATCH_SIZE = 200;

/**
 * Deletes generated images (`generated/<userId>/`) older than the grace period (24 hours) that
 * no post carries, scheduled, published or failed: drafts of the content studio that were never
 * used nor discarded. Their generation records stay, marked `sweptAt`; generations whose files
 * a post carries are marked `usedAt`.
 *
 * As the logo sweep does, nothing is deleted while the database has no user at all (a worker
 * pointed at another database than its media storage's).
 */
export const sweepGeneratedMediaJob = defineJob({
  name: SWEEP_GENERATED_MEDIA,
  payloadSchema: SweepGeneratedMediaPayloadSchema,
  every: '1 hour',
  concurrency: 1,
  async handle({ graceHours }, { logger, services }) {
    const storage = services.mediaStorage;
    const olderThan = Date.now() - graceHours * 3_600_000;
    const hasUsers = (await UserModel.exists({})) !== null;
    const deleted: string[] = [];
    const used: string[] = [];
    let checked = 0;
    let batch: MediaEntry[] = [];

    const sweep = async () => {
      const carried = await findKeysUsedByPosts(batch.map((entry) => entry.key));
      for (const entry of batch) {
        if (carried.has(entry.key)) {
          used.push(entry.key);
          continue;
        }
        await storage.delete(entry.key);
        deleted.push(entry.key);
      }
      batch = [];
    };

    for await (const entry of storage.list(GENERATED_KEY_PREFIX)) {
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
          'generated files exist but the database has no user: is this the right media storage? Nothing deleted',
        );
      }
      return;
    }
    if (batch.length > 0) await sweep();
    await recordGeneratedMediaSweep(deleted, used, new Date());
    logger.info(
      { checked, deleted: deleted.length, kept: used.length, graceHours },
      'swept unused generated media',
    );
  },
});
