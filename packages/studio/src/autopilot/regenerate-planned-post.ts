import {
  AUTOPILOT_MESSAGES as M,
  AUTOPILOT_SETTINGS,
  isUpcomingPostStatus,
  SCHEDULING_MESSAGES,
  type ScheduledPost,
} from '@postcraft/contracts';
import {
  findScheduledPost,
  listRecentPlans,
  replacePlannedContent,
  toScheduledPostResponse,
  type OwnerId,
} from '@postcraft/data';
import { AppError } from '../app-error.js';
import { loadAutopilotOwner } from './autopilot-owner.js';
import { makeContent, type AutopilotPlanDeps } from './plan-horizon.js';
import { nextAngle, planTopics } from './topic-plan.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Regenerate on a planned post still to come: a new angle on its topic (a new topic when every
 * angle was used within the no-repeat window), made by the studio's generator; its time, status
 * and slot stay.
 */
export async function regeneratePlannedPost(
  deps: Pick<AutopilotPlanDeps, 'storage' | 'generator'>,
  ownerId: OwnerId,
  id: string,
  now: Date = new Date(),
): Promise<ScheduledPost> {
  const post = await findScheduledPost(ownerId, id);
  if (!post) throw new AppError('not_found', SCHEDULING_MESSAGES.notFound);
  if (!post.autopilot) throw new AppError('conflict', M.notPlanned);
  if (!isUpcomingPostStatus(post.status)) throw new AppError('post_not_pending', M.notUpcoming);
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

  const made = await makeContent(deps, ownerId, owner.language, plan, topic);
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
  return toScheduledPostResponse(updated!, now);
}
