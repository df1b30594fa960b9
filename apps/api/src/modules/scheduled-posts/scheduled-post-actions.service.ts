import {
  isUpcomingPostStatus,
  POST_EDIT_FIELDS,
  SCHEDULING_MESSAGES as M,
  type RescheduleBody,
  type ScheduledPost,
} from '@postcraft/contracts';
import {
  deletePostEngagementOf,
  deletePublishAttemptsOf,
  deleteScheduledPost,
  findScheduledPost,
  insertScheduledPost,
  toScheduledPostResponse,
  updatePendingPost,
  updateScheduledPost,
  type OwnerId,
  type ScheduledPostRecord,
} from '@postcraft/data';
import { newJobId } from '@postcraft/jobs';
import { dropUnmadeVideo } from '@postcraft/studio';
import { AppError } from '../../lib/app-error.js';
import {
  checkScheduleTime,
  requireJobQueue,
  scheduleOrUndo,
} from './create-scheduled-post.service.js';
import { editPendingPost } from './edit-scheduled-post.service.js';
import type { UploadedPostMedia } from './post-form.js';
import { checkPlatformsConnected } from './post-targets.js';
import { postEvent } from '@postcraft/webhooks';
import type { ScheduledPostsDeps } from './scheduled-posts.deps.js';

/** One of the owner's posts by `_id` or `jobId`; another user's post is a 404 like a missing one. */
export async function findOwnPost(ownerId: OwnerId, id: string): Promise<ScheduledPostRecord> {
  const post = await findScheduledPost(ownerId, id);
  if (!post) throw new AppError('not_found', M.notFound);
  return post;
}

/**
 * Stops the job of a post still to come (pending, or awaiting approval). The job store decides: a job a worker holds cannot be stopped, and
 * the post is left to its publish. A job that is gone (a cancel or an edit stopped before writing
 * the post, or a run that ended without an outcome) counts as stopped: nothing runs it, so the
 * post's change can go on, and a cancel that stopped half-way can be done again.
 */
export async function stopJob(
  deps: Pick<ScheduledPostsDeps, 'jobQueue'>,
  post: ScheduledPostRecord,
): Promise<void> {
  if (!post.jobId) return;
  const queue = requireJobQueue(deps);
  if (await queue.cancel(post.jobId)) return;
  if (await queue.isHeld(post.jobId)) throw new AppError('post_not_pending', M.alreadyRunning);
}

/**
 * DELETE /api/user/schedule/{id}: a post still to come becomes 'cancelled' and its job is deleted
 * (for a post awaiting approval, this is rejecting it).
 */
export async function cancelScheduledPost(
  deps: Pick<ScheduledPostsDeps, 'jobQueue' | 'postEvents'>,
  ownerId: OwnerId,
  id: string,
  now: Date = new Date(),
): Promise<ScheduledPost> {
  const post = await findOwnPost(ownerId, id);
  if (!isUpcomingPostStatus(post.status)) throw new AppError('post_not_pending', M.notPending);
  await stopJob(deps, post);
  await updateScheduledPost(ownerId, post._id, { status: 'cancelled' });
  // A planned video still being made is not wanted any more: its credits come back.
  await dropUnmadeVideo(ownerId, post, (jobId) => requireJobQueue(deps).cancel(jobId));
  const cancelled = toScheduledPostResponse({ ...post, status: 'cancelled', updatedAt: now }, now);
  await deps.postEvents(ownerId, postEvent('post.cancelled', cancelled, now));
  return cancelled;
}

/**
 * PUT /api/user/schedule/{id}: a post still to come moves to the new time (its job too), or is
 * edited (caption, platforms, media: editPendingPost), and keeps its status (a post awaiting
 * approval still awaits it); any other post starts a new pending post with its platforms, type,
 * media and caption (spec 001 §4), and cannot be edited (409).
 */
export async function rescheduleScheduledPost(
  deps: ScheduledPostsDeps,
  ownerId: OwnerId,
  id: string,
  body: RescheduleBody,
  file: UploadedPostMedia | null = null,
  now: Date = new Date(),
): Promise<{ post: ScheduledPost; created: boolean }> {
  const isEdit = file !== null || POST_EDIT_FIELDS.some((field) => body[field] !== undefined);
  if (body.scheduledTime) checkScheduleTime(body.scheduledTime, M.rescheduleTimeInPast, now);
  const post = await findOwnPost(ownerId, id);
  if (isEdit) {
    if (!isUpcomingPostStatus(post.status)) {
      throw new AppError('post_not_pending', M.notPendingEdit);
    }
    return { post: await editPendingPost(deps, ownerId, post, body, file, now), created: false };
  }
  // Without edits the schema requires a time.
  const scheduledTime = body.scheduledTime!;
  const queue = requireJobQueue(deps);

  if (isUpcomingPostStatus(post.status)) {
    if (post.jobId && !(await queue.reschedule(post.jobId, scheduledTime))) {
      throw new AppError('post_not_pending', M.alreadyRunning);
    }
    // Only while it is still to come (its status is kept): one cancelled meanwhile stays as it is.
    if (!(await updatePendingPost(ownerId, post._id, { scheduledTime }))) {
      throw new AppError('post_not_pending', M.notPending);
    }
    const moved = { ...post, scheduledTime, updatedAt: now };
    return { post: toScheduledPostResponse(moved, now), created: false };
  }

  await checkPlatformsConnected(deps, ownerId, post.platforms);
  if (post.mediaKey && !(await mediaExists(deps, post.mediaKey))) {
    throw new AppError('invalid_media', M.mediaMissing);
  }
  const copy = await insertScheduledPost(ownerId, {
    scheduledTime,
    caption: post.caption,
    captions: post.captions,
    mediaUrl: post.mediaUrl,
    mediaKey: post.mediaKey,
    mediaMimeType: post.mediaMimeType,
    mediaSizeBytes: post.mediaSizeBytes,
    ...(post.carousel?.length ? { carousel: post.carousel } : {}),
    platforms: post.platforms,
    type: post.type,
    origin: 'schedule',
    rescheduledFrom: post._id,
    jobId: newJobId(),
  });
  // The media stays: the original post still names it.
  await scheduleOrUndo(queue, ownerId, copy, () => Promise.resolve());
  return { post: toScheduledPostResponse(copy, now), created: true };
}

async function mediaExists(deps: ScheduledPostsDeps, key: string): Promise<boolean> {
  const stored = await deps.storage.read(key);
  stored?.body.destroy();
  return stored !== null;
}

/**
 * DELETE /api/user/schedule/{id}/record: removes the post from the calendar (the job of one still
 * to come is cancelled first). What was published stays on the platforms; Delete from platforms is
 * DELETE .../share.
 */
export async function deleteScheduledPostRecord(
  deps: ScheduledPostsDeps,
  ownerId: OwnerId,
  id: string,
): Promise<string> {
  const post = await findOwnPost(ownerId, id);
  if (isUpcomingPostStatus(post.status)) await stopJob(deps, post);
  await deleteScheduledPost(ownerId, post._id);
  await deletePublishAttemptsOf(post._id);
  await deletePostEngagementOf(ownerId, post._id);
  return post._id.toString();
}
