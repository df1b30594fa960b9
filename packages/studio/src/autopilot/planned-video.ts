import {
  RENDER_VIDEO_JOB,
  type GenerateContentRequest,
  type MailLanguage,
} from '@postcraft/contracts';
import { findGeneration, plannedVideoIdsOf, type OwnerId } from '@postcraft/data';
import type { ContentGenerator } from '@postcraft/generation';
import type { MediaStorage } from '@postcraft/media';
import { startVideoGeneration, type RenderQueue } from '../generation/start-video-generation.js';
import type { PlannedSlot } from './plan-slots.js';
import type { PlannedTopic } from './topic-plan.js';

export interface PlannedVideoDeps {
  storage: MediaStorage;
  generator: ContentGenerator;
  /** Queues render jobs; scheduling an id that exists already keeps the job that is there. */
  renderQueue: RenderQueue;
  billingEnabled: boolean;
}

/**
 * Starts the video of a planned slot, as the Generate button starts one: the plan's checks, its
 * credits held (a 402 AppError when short), its render queued on the workers. The slot gives the
 * generation's and the job's ids, so a re-run after a crash finds the video it started (and
 * queues its job again, in case the crash came before) instead of paying for a second one.
 * Answers the generation's id; the post gets the file when the render ends (attachRenderedVideo).
 */
export async function startPlannedVideo(
  deps: PlannedVideoDeps,
  ownerId: OwnerId,
  language: MailLanguage,
  slot: Pick<PlannedSlot, 'platform' | 'slotKey'>,
  topic: Pick<PlannedTopic, 'description'>,
  styleId: string | null,
): Promise<string> {
  const ids = plannedVideoIdsOf(ownerId, slot.slotKey);
  const generationId = ids.generationId.toString();
  const started = await findGeneration(ownerId, generationId);
  if (started) {
    if (started.render?.status === 'queued') {
      await deps.renderQueue.schedule(
        RENDER_VIDEO_JOB,
        new Date(),
        { generationId, ownerId },
        ids.jobId,
      );
    }
    return generationId;
  }
  const request: GenerateContentRequest = {
    description: topic.description,
    contentType: 'video',
    platforms: [slot.platform],
    source: 'smart',
    ...(styleId ? { styleId } : {}),
  };
  await startVideoGeneration(
    ownerId,
    request,
    {
      storage: deps.storage,
      jobQueue: deps.renderQueue,
      generatorId: deps.generator.id,
      billingEnabled: deps.billingEnabled,
    },
    language,
    ids,
  );
  return generationId;
}
