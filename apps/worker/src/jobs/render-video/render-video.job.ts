import { mkdir } from 'node:fs/promises';
import {
  GENERATION_PROGRESS_EVENT,
  RENDER_VIDEO_JOB,
  RenderVideoPayloadSchema,
  userRoom,
} from '@postcraft/contracts';
import { asOwnerId, findGeneration } from '@postcraft/data';
import {
  endPlannedVideo,
  endVideoCharge,
  generationProgressOf,
  renderVideoGeneration,
  speechProviderOf,
} from '@postcraft/studio';
import { defineJob } from '../job-definition.js';
import { renewLockWhileRunning } from '../lock-renewal.js';

/**
 * Renders one video generation (queued by the API's POST /api/content/generate): the script, the
 * voice, the scenes, one video per frame size, checked and stored in the owner's media. Each
 * state is written to the generation and pushed to the owner's browsers as it changes. The job's
 * lock is renewed while it runs, so only a dead worker's render is taken over (after
 * RENDER_LOCK_LIFETIME_MS), and the next run starts it again, up to RENDER_MAX_ATTEMPTS runs;
 * the credits it held stay held until a run ends them.
 */
export const renderVideoJob = defineJob({
  name: RENDER_VIDEO_JOB,
  payloadSchema: RenderVideoPayloadSchema,
  concurrency: (config) => config.render.concurrency,
  lockLifetimeMs: (config) => config.render.lockLifetimeMs,
  // One waiting render locked ahead at most: the others stay free for the other workers.
  lockLimit: (config) => config.render.concurrency,
  async handle({ generationId, ownerId }, context) {
    const { services, config, logger } = context;
    const owner = asOwnerId(ownerId);
    await mkdir(config.render.workDir, { recursive: true });
    const language = await services.ownerLanguage(ownerId);
    const renewal = renewLockWhileRunning(context, config.render.lockLifetimeMs);
    const outcome = await renderVideoGeneration(owner, generationId, {
      storage: services.mediaStorage,
      generator: services.contentGenerator,
      speech: speechProviderOf(config.ai),
      workRoot: config.render.workDir,
      maxAttempts: config.render.maxAttempts,
      logger,
      onState: async (render) => {
        await services.realtime.emit(
          userRoom(ownerId),
          GENERATION_PROGRESS_EVENT,
          generationProgressOf(generationId, render, language),
        );
      },
    }).finally(() => renewal.stop());
    // The video's credits end with its render: settled when made (its real length), released
    // and its trial slot given back when it failed. A run that finds the render already ended
    // ends them too (a worker killed in between); a cancelled one was ended by the discard.
    const generation = await findGeneration(owner, generationId);
    if (!generation) return;
    await endVideoCharge(owner, generation);
    // An autopilot post waiting for this video gets it (or an image, when the render failed).
    const planned = await endPlannedVideo(
      { storage: services.mediaStorage, generator: services.contentGenerator },
      owner,
      generation,
      language,
    );
    logger.info({ generationId, outcome, planned }, 'video render ended');
  },
});
