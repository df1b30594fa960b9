import {
  isUpcomingPostStatus,
  SCHEDULING_MESSAGES as M,
  type PostNowResponse,
} from '@postcraft/contracts';
import {
  approvePlannedPost,
  updateScheduledPost,
  type OwnerId,
  type ScheduledPostRecord,
} from '@postcraft/data';
import { publishPost } from '@postcraft/publishing';
import { AppError } from '../../lib/app-error.js';
import { checkPlatformsConnected } from './post-targets.js';
import { summarisePublish, waitingPublishServices } from './publish-summary.js';
import { findOwnPost, stopJob } from './scheduled-post-actions.service.js';
import type { ScheduledPostsDeps } from './scheduled-posts.deps.js';

/**
 * POST /api/user/schedule/{id}/publish-now: a post still to come goes out now instead of at its
 * time. Its job is cancelled first (409 once its publish has started); a post awaiting approval is
 * then approved (publishing it is the user's explicit say-so), its time becomes now, and it is
 * published while the request waits, through the same use case as Post Now and the worker; the
 * post ends completed or failed with its platform results. Should this process stop half-way,
 * the post is a pending post whose time passed and whose job is gone: the worker's overdue sweep
 * gives it a new job, and the platforms already settled are not called again.
 */
export async function publishScheduledPostNow(
  deps: ScheduledPostsDeps,
  ownerId: OwnerId,
  id: string,
  claimedBy: string,
  now: Date = new Date(),
): Promise<PostNowResponse> {
  const post = await findOwnPost(ownerId, id);
  if (!isUpcomingPostStatus(post.status)) {
    throw new AppError('post_not_pending', M.notPendingPublishNow);
  }
  await checkPlatformsConnected(deps, ownerId, post.platforms);
  await stopJob(deps, post);
  const pending = post.status === 'awaiting_approval' ? await approveNow(ownerId, post, now) : post;

  await updateScheduledPost(ownerId, post._id, { scheduledTime: now });
  const due = { ...pending, scheduledTime: now };
  const outcome = await publishPost(due, waitingPublishServices(deps, claimedBy));
  return summarisePublish(due, outcome);
}

/**
 * Approves a post awaiting approval (a conditional write): as it now is, pending. Approved
 * meanwhile by another call is as good; cancelled meanwhile is a 409.
 */
async function approveNow(
  ownerId: OwnerId,
  post: ScheduledPostRecord,
  now: Date,
): Promise<ScheduledPostRecord> {
  if (await approvePlannedPost(ownerId, post._id, now)) {
    const autopilot = post.autopilot ? { ...post.autopilot, approvedAt: now } : post.autopilot;
    return { ...post, status: 'pending', autopilot };
  }
  const current = await findOwnPost(ownerId, post._id.toString());
  if (current.status !== 'pending') throw new AppError('post_not_pending', M.notPendingPublishNow);
  return current;
}
