import { SWEEP_ORPHAN_LOGOS, SweepOrphanLogosPayloadSchema } from '@postcraft/contracts';
import { findReferencedLogoKeys, LOGO_KEY_PREFIX, UserModel } from '@postcraft/data';
import type { MediaEntry } from '@postcraft/media';
import { defineJob } from '../job-definition.js';

/** Keys checked against the users per query. */
const BATCH_SIZE = 200;

/**
 * Deletes logo files that no user's `brandLogoKey` or `brandLogoThumbnailKey` names: uploads
 * whose database write never came, files whose deletion failed, files of a request that was
 * still running when its account was deleted. Files younger than the grace period are left
 * alone (their upload may still be on its way to the database).
 *
 * The media storage must be the one the API of this database writes to. As a guard against a
 * worker pointed at another database, nothing is deleted while the database has no user at all.
 */
export const sweepOrphanLogosJob = defineJob({
  name: SWEEP_ORPHAN_LOGOS,
  payloadSchema: SweepOrphanLogosPayloadSchema,
  every: '1 day',
  concurrency: 1,
  async handle({ graceMinutes }, { logger, services }) {
    const storage = services.mediaStorage;
    const olderThan = Date.now() - graceMinutes * 60_000;
    const hasUsers = (await UserModel.exists({})) !== null;
    let checked = 0;
    let deleted = 0;
    let batch: MediaEntry[] = [];

    const sweep = async () => {
      const referenced = await findReferencedLogoKeys(batch.map((entry) => entry.key));
      for (const entry of batch) {
        if (referenced.has(entry.key)) continue;
        await storage.delete(entry.key);
        deleted += 1;
      }
      batch = [];
    };

    for await (const entry of storage.list(LOGO_KEY_PREFIX)) {
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
          'logo files exist but the database has no user: is this the right media storage? Nothing deleted',
        );
      }
      return;
    }
    if (batch.length > 0) await sweep();
    logger.info({ checked, deleted, graceMinutes }, 'swept orphaned logo files');
  },
});
