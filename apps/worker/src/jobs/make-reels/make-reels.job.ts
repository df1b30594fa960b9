import { mkdir } from 'node:fs/promises';
import {
  MAKE_REELS_JOB,
  MakeReelsPayloadSchema,
  REELS_PROGRESS_EVENT,
  userRoom,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import { reelsProviderOf, runReelsJob } from '@postcraft/studio';
import { youtubeDownloaderOf } from '@postcraft/video';
import { defineJob } from '../job-definition.js';
import { renewLockWhileRunning } from '../lock-renewal.js';

/**
 * Cuts one long video into reels (queued by the API's POST /api/content/reels): the source, its
 * transcript and best moments, one captioned vertical clip each, stored as the owner's
 * generations. Each state is written to the job and pushed to the owner's browsers. The lock is
 * renewed while it runs, so only a dead worker's job is taken over (after the render lock's
 * lifetime); the next run starts again, up to RENDER_MAX_ATTEMPTS runs.
 */
export const makeReelsJob = defineJob({
  name: MAKE_REELS_JOB,
  payloadSchema: MakeReelsPayloadSchema,
  concurrency: (config) => config.reels.concurrency,
  lockLifetimeMs: (config) => config.render.lockLifetimeMs,
  lockLimit: (config) => config.reels.concurrency,
  async handle({ reelsId, ownerId }, context) {
    const { services, config, logger } = context;
    await mkdir(config.render.workDir, { recursive: true });
    const language = await services.ownerLanguage(ownerId);
    const renewal = renewLockWhileRunning(context, config.render.lockLifetimeMs);
    const outcome = await runReelsJob(asOwnerId(ownerId), reelsId, {
      storage: services.mediaStorage,
      workRoot: config.render.workDir,
      maxAttempts: config.render.maxAttempts,
      downloader: config.reels.downloaderCommand
        ? youtubeDownloaderOf(config.reels.downloaderCommand)
        : null,
      ...reelsProviderOf(config.ai),
      limits: { maxBytes: config.reels.maxBytes, maxSeconds: config.reels.maxSeconds },
      generatorId: services.contentGenerator.id,
      language,
      logger,
      onState: (job) => services.realtime.emit(userRoom(ownerId), REELS_PROGRESS_EVENT, job),
    }).finally(() => renewal.stop());
    logger.info({ reelsId, outcome }, 'reels job ended');
  },
});
