import { AUTOPILOT_MESSAGES as A, type ScheduledPost } from '@postcraft/contracts';
import {
  approvePlannedPost,
  listAwaitingApproval,
  toScheduledPostResponse,
  type OwnerId,
} from '@postcraft/data';
import { AppError } from '../../lib/app-error.js';
import { findOwnPost } from './scheduled-post-actions.service.js';

/**
 * A post awaiting approval can be approved only before its time: once its time has come its job
 * decides (it moves the post to a later slot once, then lets it expire), and an approval racing
 * that job is refused rather than half-applied.
 */
const isBeforeItsTime = (scheduledTime: Date, now: Date) => scheduledTime.getTime() > now.getTime();

/**
 * POST /api/user/schedule/{id}/approve: a post awaiting approval becomes pending. Its publish job
 * already waits for its time, so nothing is queued; the write is conditional, so a post cancelled or
 * approved meanwhile is a 409.
 */
export async function approveScheduledPost(
  ownerId: OwnerId,
  id: string,
  now: Date = new Date(),
): Promise<ScheduledPost> {
  const post = await findOwnPost(ownerId, id);
  const isApprovable =
    post.status === 'awaiting_approval' && isBeforeItsTime(post.scheduledTime, now);
  if (!isApprovable || !(await approvePlannedPost(ownerId, post._id, now))) {
    throw new AppError('post_not_pending', A.notAwaitingApproval);
  }
  const autopilot = post.autopilot ? { ...post.autopilot, approvedAt: now } : post.autopilot;
  return toScheduledPostResponse({ ...post, status: 'pending', autopilot, updatedAt: now }, now);
}

/**
 * POST /api/user/schedule/approve-all: every post of the owner awaiting approval, before its
 * time, becomes pending, each by its own conditional write (one cancelled or approved meanwhile
 * is left as it is). Answers the posts approved.
 */
export async function approveAllScheduledPosts(
  ownerId: OwnerId,
  now: Date = new Date(),
): Promise<ScheduledPost[]> {
  const awaiting = await listAwaitingApproval(ownerId);
  const approved: ScheduledPost[] = [];
  for (const post of awaiting) {
    if (!isBeforeItsTime(post.scheduledTime, now)) continue;
    if (!(await approvePlannedPost(ownerId, post._id, now))) continue;
    approved.push(toScheduledPostResponse(await findOwnPost(ownerId, post._id.toString()), now));
  }
  return approved;
}
