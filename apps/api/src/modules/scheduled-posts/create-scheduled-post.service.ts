import {
  ownCaptionsOf,
  PostPublishPayloadSchema,
  SCHEDULING_LIMITS,
  SCHEDULING_MESSAGES as M,
  type CreateScheduledPostBody,
  type ScheduledPost,
} from '@postcraft/contracts';
import {
  deleteScheduledPost,
  insertScheduledPost,
  toScheduledPostResponse,
  type OwnerId,
  type ScheduledPostRecord,
} from '@postcraft/data';
import { newJobId, POST_PUBLISH_JOB } from '@postcraft/jobs';
import { AppError } from '../../lib/app-error.js';
import {
  checkCaptionLimits,
  checkPlatformsConnected,
  checkCarousel,
  checkPostMedia,
  splitByMediaSupport,
} from './post-targets.js';
import type { UploadedPostMedia } from './post-form.js';
import type { PostJobQueue, ScheduledPostsDeps } from './scheduled-posts.deps.js';
import { postEvent } from '@postcraft/webhooks';

export function requireJobQueue(deps: Pick<ScheduledPostsDeps, 'jobQueue'>): PostJobQueue {
  if (!deps.jobQueue) throw new AppError('scheduling_unavailable', M.queueUnavailable);
  return deps.jobQueue;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Refuses a time that is not strictly in the future (with `pastMessage`), or that lies more than
 * SCHEDULING_LIMITS.maxAheadDays ahead. The server's clock decides.
 */
export function checkScheduleTime(time: Date, pastMessage: string, now: Date): void {
  if (time.getTime() <= now.getTime()) throw new AppError('validation_failed', pastMessage);
  if (time.getTime() - now.getTime() > SCHEDULING_LIMITS.maxAheadDays * DAY_MS)
    throw new AppError('validation_failed', M.scheduledTimeTooFar);
}

/**
 * Creates a pending post and its publish job. Every check runs before anything is stored; if the
 * job cannot be scheduled, the post (and its upload) is removed again.
 */
export async function createScheduledPost(
  deps: ScheduledPostsDeps,
  ownerId: OwnerId,
  body: CreateScheduledPostBody,
  file: UploadedPostMedia | null,
  now: Date = new Date(),
): Promise<ScheduledPost> {
  checkScheduleTime(body.scheduledTime, M.scheduledTimeInPast, now);
  await checkPlatformsConnected(deps, ownerId, body.platforms);
  const pending = await checkPostMedia(
    { storage: deps.storage, publicUrl: deps.config.publicUrl, ownerId },
    file,
    body.mediaUrl,
    body.type,
  );
  const carousel = await checkCarousel(
    { storage: deps.storage, publicUrl: deps.config.publicUrl, ownerId },
    pending,
    body.carouselUrls,
  );
  splitByMediaSupport(deps.registry, body.platforms, pending, Boolean(file));
  const captions = ownCaptionsOf(body.platforms, body.caption, body.captions);
  checkCaptionLimits(deps.registry, body.platforms, body.caption, captions);
  const queue = requireJobQueue(deps);

  const media = await pending.store();
  const undoMedia = async () => {
    if (file) await deps.storage.delete(media.key);
  };
  const post = await insertOrUndo(undoMedia, () =>
    insertScheduledPost(ownerId, {
      scheduledTime: body.scheduledTime,
      caption: body.caption,
      captions,
      mediaUrl: media.url,
      mediaKey: media.key,
      mediaMimeType: media.mimeType,
      mediaSizeBytes: media.sizeBytes,
      ...(carousel.length ? { carousel } : {}),
      platforms: body.platforms,
      type: media.type,
      origin: 'schedule',
      jobId: newJobId(),
    }),
  );
  await scheduleOrUndo(queue, ownerId, post, undoMedia);
  const scheduled = toScheduledPostResponse(post, now);
  await deps.postEvents(ownerId, postEvent('post.scheduled', scheduled, now));
  return scheduled;
}

/** Inserts a post; when that fails, its just-stored upload is deleted again before the error goes on. */
export async function insertOrUndo(
  undoMedia: () => Promise<void>,
  insert: () => Promise<ScheduledPostRecord>,
): Promise<ScheduledPostRecord> {
  try {
    return await insert();
  } catch (error) {
    await undoMedia().catch(() => {});
    throw error;
  }
}

/**
 * Queues the post's job under the id the post was saved with (so the post is never written again
 * once its job may run); undoes the post when that fails.
 */
export async function scheduleOrUndo(
  queue: PostJobQueue,
  ownerId: OwnerId,
  post: ScheduledPostRecord,
  undoMedia: () => Promise<void>,
): Promise<void> {
  try {
    if (!post.jobId) throw new Error('A post is saved with its job id before it is queued');
    const payload = PostPublishPayloadSchema.parse({ postId: post._id.toString() });
    await queue.schedule(POST_PUBLISH_JOB, post.scheduledTime, payload, post.jobId);
  } catch (error) {
    await deleteScheduledPost(ownerId, post._id);
    await undoMedia();
    throw new AppError('scheduling_unavailable', M.queueUnavailable, { cause: error });
  }
}
