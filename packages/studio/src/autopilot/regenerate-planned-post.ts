import {
  AUTOPILOT_MESSAGES as M,
  AUTOPILOT_SETTINGS,
  isUpcomingPostStatus,
  SCHEDULING_MESSAGES,
  type ScheduledPost,
} from '@postcraft/contracts';
import {
  awaitNewPlannedVideo,
  findScheduledPost,
  listRecentPlans,
  replacePlannedContent,
  toScheduledPostResponse,
  type OwnerId,
} from '@postcraft/data';
import { AppError } from '../app-error.js';
import { loadAutopilotOwner } from './autopilot-owner.js';
import { startVideoGeneration, type RenderQueue } from '../generation/start-video-generation.js';
import { makeContent, usableStyleId, type AutopilotPlanDeps } from './plan-horizon.js';
import { nextAngle, planTopics } from './topic-plan.js';

const DAY_MS = 24 * 60 * 60_000;

export type RegenerateDeps = Pick<AutopilotPlanDeps, 'storage' | 'generator' | 'billingEnabled'> & {
  /** The render queue; null where there is none (a video's regenerate is then refused). */
  renderQueue: RenderQueue | null;
};

/**
 * Regenerate on a planned post still to come: a new angle on its topic (a new topic when every
 * angle was used within the no-repeat window), made by the studio's generator; its time, status
 * and slot stay. A video post gets a new video, paid and queued as the Generate button's are:
 * the post waits for it (`video: true` in the answer); one whose video is still being made is a
 * 409.
 */
export async function regeneratePlannedPost(
  deps: RegenerateDeps,
  ownerId: OwnerId,
  id: string,
  now: Date = new Date(),
): Promise<{ post: ScheduledPost; video: boolean }> {
  const post = await findScheduledPost(ownerId, id);
  if (!post) throw new AppError('not_found', SCHEDULING_MESSAGES.notFound);
  if (!post.autopilot) throw new AppError('conflict', M.notPlanned);
  if (!isUpcomingPostStatus(post.status)) throw new AppError('post_not_pending', M.notUpcoming);
  const isVideo = post.type === 'video';
  if (isVideo && !post.mediaKey) throw new AppError('conflict', M.videoInProgress);
  const owner = await loadAutopilotOwner(ownerId);
  if (!owner) throw new AppError('not_found', SCHEDULING_MESSAGES.notFound);

  const recent = await listRecentPlans(
    ownerId,
    new Date(now.getTime() - AUTOPILOT_SETTINGS.repeatWindowDays * DAY_MS),
  );
  const plan = post.autopilot;
  const usedAngles = recent
    .filter((other) => other.autopilot?.topicKey === plan.topicKey)
    .map((other) => other.autopilot!.angle);
  const seed = now.getTime() % 1_000_000;
  const angle = nextAngle(owner.profile, plan.topicKey, usedAngles, seed);
  const topic = angle
    ? { ...angle, contentKind: plan.contentKind }
    : planTopics(
        owner.profile,
        recent.flatMap((other) =>
          other.autopilot
            ? [
                {
                  topicKey: other.autopilot.topicKey,
                  angle: other.autopilot.angle,
                  caption: other.caption,
                  scheduledTime: other.scheduledTime,
                },
              ]
            : [],
        ),
        1,
        now,
        seed,
      )[0];
  if (!topic) throw new AppError('conflict', M.notPlanned);
  const styleId = await usableStyleId(ownerId, owner);

  if (isVideo) {
    const started = await startVideoGeneration(
      ownerId,
      {
        description: topic.description,
        contentType: 'video',
        platforms: [plan.platform],
        source: 'smart',
        ...(styleId ? { styleId } : {}),
      },
      {
        storage: deps.storage,
        jobQueue: deps.renderQueue,
        generatorId: deps.generator.id,
        billingEnabled: deps.billingEnabled,
      },
      owner.language,
    );
    const waiting = await awaitNewPlannedVideo(ownerId, post._id, {
      angle: topic.angle,
      generationId: started.generationId,
    });
    if (!waiting) throw new AppError('post_not_pending', M.notUpcoming);
    const updated = await findScheduledPost(ownerId, post._id.toString());
    return { post: toScheduledPostResponse(updated!, now), video: true };
  }

  const made = await makeContent(deps, ownerId, owner.language, plan, { ...topic, styleId });
  const replaced = await replacePlannedContent(ownerId, post._id, {
    caption: made.caption,
    mediaUrl: made.url,
    mediaKey: made.key,
    mediaMimeType: made.mimeType,
    mediaSizeBytes: made.sizeBytes,
    angle: topic.angle,
    generationId: made.generationId,
  });
  if (!replaced) throw new AppError('post_not_pending', M.notUpcoming);
  const updated = await findScheduledPost(ownerId, post._id.toString());
  return { post: toScheduledPostResponse(updated!, now), video: false };
}
