import { UserModel } from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import type { MediaEntry, MediaStorage } from '@postcraft/media';

/** Keys checked against the database per query. */
const BATCH_SIZE = 200;

export interface MediaSweep {
  storage: MediaStorage;
  /** The folder swept, e.g. `logos/`. */
  prefix: string;
  /** Files modified after this time are left alone (their record may still be on its way). */
  olderThan: number;
  /** Of the given keys, those that a record still names: they are kept. */
  findReferenced: (keys: readonly string[]) => Promise<Set<string>>;
  logger: Logger;
  /** What the files are, for the log ("logo files"). */
  what: string;
  /** Logged with the outcome (the grace period). */
  logFields?: Record<string, unknown>;
}

export interface MediaSweepResult {
  checked: number;
  deleted: string[];
  kept: string[];
}

/**
 * Deletes the files under `prefix` older than `olderThan` that no record names, in batches.
 * The media storage must be the one the API of this database writes to: as a guard against a
 * worker pointed at another database, nothing is deleted while the database has no user at all.
 */
export async function sweepUnreferencedMedia(sweep: MediaSweep): Promise<MediaSweepResult> {
  const { storage, logger } = sweep;
  const hasUsers = (await UserModel.exists({})) !== null;
  const result: MediaSweepResult = { checked: 0, deleted: [], kept: [] };
  let batch: MediaEntry[] = [];

  const settle = async () => {
    const referenced = await sweep.findReferenced(batch.map((entry) => entry.key));
    for (const entry of batch) {
      if (referenced.has(entry.key)) {
        result.kept.push(entry.key);
        continue;
      }
      await storage.delete(entry.key);
      result.deleted.push(entry.key);
    }
    batch = [];
  };

  for await (const entry of storage.list(sweep.prefix)) {
    if (entry.modifiedAt.getTime() > sweep.olderThan) continue;
    result.checked += 1;
    if (!hasUsers) continue;
    batch.push(entry);
    if (batch.length >= BATCH_SIZE) await settle();
  }
  if (!hasUsers) {
    if (result.checked > 0) {
      logger.warn(
        { files: result.checked },
        `${sweep.what} exist but the database has no user: is this the right media storage? Nothing deleted`,
      );
    }
    return result;
  }
  if (batch.length > 0) await settle();
  logger.info(
    {
      checked: result.checked,
      deleted: result.deleted.length,
      kept: result.kept.length,
      ...sweep.logFields,
    },
    `swept ${sweep.what} that nothing refers to`,
  );
  return result;
}
