import type { AutopilotStop, ScheduledPost } from '@postcraft/contracts';
import {
  cancelAwaitingPost,
  countApprovedUpcoming,
  deleteAutopilotState,
  listAwaitingApproval,
  toScheduledPostResponse,
  type OwnerId,
} from '@postcraft/data';
import { dropUnmadeVideo } from './drop-unmade-video.js';

/**
 * Autopilot turned off: every planned post still awaiting approval is cancelled (its job, when
 * the store still holds it, is deleted; one a worker already holds finds the post cancelled), and
 * so is its video if it is still being made (its credits come back); approved ones stay
 * scheduled. Answers how many of each; `onCancelled` hears of each post cancelled, as a reject
 * would tell it (the owner's webhooks).
 */
export async function stopAutopilot(
  ownerId: OwnerId,
  cancelJob: (jobId: string) => Promise<unknown>,
  onCancelled: (post: ScheduledPost) => Promise<void> = async () => {},
  now: Date = new Date(),
): Promise<AutopilotStop> {
  let cancelled = 0;
  for (const post of await listAwaitingApproval(ownerId)) {
    if (!(await cancelAwaitingPost(ownerId, post._id))) continue;
    cancelled += 1;
    if (post.jobId) await cancelJob(post.jobId).catch(() => false);
    await dropUnmadeVideo(ownerId, post, cancelJob);
    await onCancelled(
      toScheduledPostResponse({ ...post, status: 'cancelled', updatedAt: now }, now),
    );
  }
  await deleteAutopilotState(ownerId);
  return { cancelled, kept: await countApprovedUpcoming(ownerId, now) };
}
