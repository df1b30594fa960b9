import { GENERATION_PROGRESS_EVENT, RENDER_VIDEO_JOB, userRoom } from '@postcraft/contracts';
import {
  asOwnerId,
  findGeneration,
  listQueuedRendersBefore,
  updateGenerationRender,
  type GenerationRenderRecord,
} from '@postcraft/data';
import { retireJobId } from '@postcraft/jobs';
import { endVideoCharge, generationProgressOf } from '@postcraft/studio';
import { z } from 'zod';
import { defineJob } from '../job-definition.js';

export const SWEEP_UNQUEUED_RENDERS = 'content.sweep-unqueued-renders';

/**
 * How old a queued video's record must be before the sweep looks for its job: the API schedules
 * the job within moments of recording the video, so one still missing after this never will be.
 */
export const UNQUEUED_RENDER_GRACE_MS = 10 * 60_000;

/** Queued videos looked at per sweep, oldest first. */
const BATCH_SIZE = 100;

/**
 * Every 5 minutes: a video generation still `queued` UNQUEUED_RENDER_GRACE_MS after it was
 * recorded, whose render job neither waits nor runs (the API stopped between taking its charge
 * and scheduling the job, or the job ended without ever starting the render), fails with
 * `renderNotStarted`, and its charge ends as a failed render's does: its held credits released
 * under the same `end:` keys, its trial slot given back. A video whose job waits behind others
 * is left alone whatever its age.
 *
 * The render record has one writer at a time: before writing it, the sweep retires the job's id
 * (a finished row under it, inserted only if the id is free), so no render job can ever run for
 * this video, and a late schedule by the API fails (the API then deletes the video and ends its
 * charge itself). Two sweeps at once write the same failure, and every end of a charge is
 * recorded once.
 */
export const sweepUnqueuedRendersJob = defineJob({
  name: SWEEP_UNQUEUED_RENDERS,
  payloadSchema: z.object({}),
  every: '5 minutes',
  concurrency: 1,
  async handle(_payload, { jobStore, logger, services }) {
    const stale = await listQueuedRendersBefore(
      new Date(Date.now() - UNQUEUED_RENDER_GRACE_MS),
      BATCH_SIZE,
    );
    let failed = 0;
    for (const { _id, ownerId, render } of stale) {
      if (!render) continue;
      const generationId = _id.toString();
      const owner = asOwnerId(ownerId.toString());
      const job = await retireJobId(
        jobStore.pool,
        { id: render.jobId, name: RENDER_VIDEO_JOB, reason: 'never queued: its video was failed' },
        jobStore.tableName,
      );
      if (job === 'live') continue;
      // Read again now that no job can run for it: a job that ran meanwhile ended it itself.
      const generation = await findGeneration(owner, generationId);
      if (generation?.render?.status !== 'queued') continue;
      const ended: GenerationRenderRecord = {
        ...generation.render,
        status: 'failed',
        failure: 'renderNotStarted',
      };
      // False: the user discarded it meanwhile (the discard ended its charge).
      if (!(await updateGenerationRender(owner, generationId, ended))) continue;
      await endVideoCharge(owner, { ...generation, render: ended });
      failed += 1;
      logger.warn(
        { generationId, ownerId: owner, jobId: render.jobId, createdAt: generation.createdAt },
        'video never queued: failed and its charge ended',
      );
      const language = await services.ownerLanguage(owner);
      await services.realtime.emit(
        userRoom(owner),
        GENERATION_PROGRESS_EVENT,
        generationProgressOf(generationId, ended, language),
      );
    }
    logger.info({ queued: stale.length, failed }, 'swept unqueued renders');
  },
});
