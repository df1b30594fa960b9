import {
  MAKE_REELS_JOB,
  REELS_MESSAGES,
  REELS_PROGRESS_EVENT,
  userRoom,
} from '@postcraft/contracts';
import {
  asOwnerId,
  findReelSourceKeysInUse,
  findReelsJob,
  listQueuedReelsJobsBefore,
  REEL_SOURCE_KEY_PREFIX,
  updateReelsJobState,
} from '@postcraft/data';
import { retireJobId } from '@postcraft/jobs';
import { reelsJobOf } from '@postcraft/studio';
import { z } from 'zod';
import { defineJob } from '../job-definition.js';
import { sweepUnreferencedMedia } from '../sweep-unreferenced-media.js';

export const SWEEP_REEL_LEFTOVERS = 'content.sweep-reel-leftovers';

/** The API schedules a reels job within moments of recording it: one missing after this never will be. */
const UNQUEUED_GRACE_MS = 10 * 60_000;
/** An uploaded source no waiting or running job needs is deleted after this. */
const SOURCE_GRACE_MS = 24 * 3_600_000;
const BATCH_SIZE = 100;

/**
 * Every 10 minutes, what a stopped process may leave of reels: a job still `queued` ten minutes
 * after it was recorded whose Agenda job neither waits nor runs (the API stopped between the
 * two) fails, its id retired first so no job can start for it, and its source is deleted; and
 * uploaded sources a day old that no waiting or running job needs (an upload whose record was
 * never written) are deleted.
 */
export const sweepReelLeftoversJob = defineJob({
  name: SWEEP_REEL_LEFTOVERS,
  payloadSchema: z.object({}),
  every: '10 minutes',
  concurrency: 1,
  async handle(_payload, { jobStore, logger, services }) {
    const stale = await listQueuedReelsJobsBefore(
      new Date(Date.now() - UNQUEUED_GRACE_MS),
      BATCH_SIZE,
    );
    for (const { _id, ownerId, jobId } of stale) {
      const reelsId = _id.toString();
      const owner = asOwnerId(ownerId.toString());
      const job = await retireJobId(
        jobStore.pool,
        { id: jobId, name: MAKE_REELS_JOB, reason: 'never queued: its reels job was failed' },
        jobStore.tableName,
      );
      if (job === 'live') continue;
      const record = await findReelsJob(owner, reelsId);
      if (record?.status !== 'queued') continue;
      const failed = { ...record, status: 'failed' as const, failure: REELS_MESSAGES.failed };
      if (!(await updateReelsJobState(owner, reelsId, failed))) continue;
      if (record.source.key) await services.mediaStorage.delete(record.source.key);
      logger.warn({ reelsId, ownerId: owner, jobId }, 'reels job never queued: failed');
      const language = await services.ownerLanguage(owner);
      await services.realtime.emit(
        userRoom(owner),
        REELS_PROGRESS_EVENT,
        reelsJobOf(failed, [], language),
      );
    }
    await sweepUnreferencedMedia({
      storage: services.mediaStorage,
      prefix: REEL_SOURCE_KEY_PREFIX,
      olderThan: Date.now() - SOURCE_GRACE_MS,
      findReferenced: findReelSourceKeysInUse,
      logger,
      what: 'reel sources',
    });
  },
});
