import {
  ownCaptionsOf,
  PostPublishPayloadSchema,
  SCHEDULING_MESSAGES as M,
  type RescheduleBody,
  type ScheduledPost,
} from '@postcraft/contracts';
import {
  toScheduledPostResponse,
  updatePendingPost,
  type OwnerId,
  type PendingPostEdit,
  type ScheduledPostRecord,
} from '@postcraft/data';
import { newJobId, POST_PUBLISH_JOB } from '@postcraft/jobs';
import { AppError } from '../../lib/app-error.js';
import { checkScheduleTime, requireJobQueue } from './create-scheduled-post.service.js';
import {
  checkCaptionLimits,
  checkPlatformsConnected,
  checkPostMedia,
  splitByMediaSupport,
} from './post-targets.js';
import type { UploadedPostMedia } from './post-form.js';
import { stopJob } from './scheduled-post-actions.service.js';
import type { ScheduledPostsDeps } from './scheduled-posts.deps.js';

/**
 * PUT /api/user/schedule/{id} with a new caption (or platforms' own captions), platforms or media
 * (an uploaded file, or `mediaUrl` of the owner's own media), and maybe a new time, of a post
 * still to come (pending, or awaiting approval: its status is kept). Everything is checked as on create (time, connected platforms, the owner's own
 * media and what each platform takes, caption limits) before anything changes. The post's job
 * is then cancelled (409 once its publish has started, so a publish never goes out half-edited),
 * the post is written with its new job's id, and that job is queued for its time. Should this
 * process stop before the new job is queued, the post names a job that does not exist: the
 * worker's overdue sweep gives it one once its time has passed.
 */
export async function editPendingPost(
  deps: ScheduledPostsDeps,
  ownerId: OwnerId,
  post: ScheduledPostRecord,
  body: RescheduleBody,
  file: UploadedPostMedia | null,
  now: Date,
): Promise<ScheduledPost> {
  if (body.scheduledTime) checkScheduleTime(body.scheduledTime, M.rescheduleTimeInPast, now);
  const platforms = body.platforms ?? post.platforms;
  const caption = body.caption ?? post.caption;
  // A new map replaces the old one; platforms removed from the post lose their own caption.
  const captions = ownCaptionsOf(platforms, caption, body.captions ?? post.captions);
  await checkPlatformsConnected(deps, ownerId, platforms);

  const changes: PendingPostEdit = {};
  if (file || body.mediaUrl) {
    const media = await checkPostMedia(
      { storage: deps.storage, publicUrl: deps.config.publicUrl, ownerId },
      file,
      body.mediaUrl,
      body.type,
    );
    splitByMediaSupport(deps.registry, platforms, media, Boolean(file));
    const stored = await media.store();
    Object.assign(changes, {
      mediaUrl: stored.url,
      mediaKey: stored.key,
      mediaMimeType: stored.mimeType,
      mediaSizeBytes: stored.sizeBytes,
      type: stored.type,
      // New media replaces the whole carousel (its slides belonged to the old cover).
      carousel: [],
    });
  } else if (post.mediaMimeType) {
    splitByMediaSupport(
      deps.registry,
      platforms,
      { type: post.type, mimeType: post.mediaMimeType, sizeBytes: post.mediaSizeBytes ?? 0 },
      false,
    );
  }
  checkCaptionLimits(deps.registry, platforms, caption, captions);
  const queue = requireJobQueue(deps);

  const scheduledTime = body.scheduledTime ?? post.scheduledTime;
  // The post takes its new job's id in the same write as the edit, before that job exists: the
  // old job, if it still runs, then finds another id and leaves the post alone.
  const jobId = newJobId();
  Object.assign(changes, { caption, captions, platforms, scheduledTime, jobId });
  await stopJob(deps, post);
  if (!(await updatePendingPost(ownerId, post._id, changes))) {
    throw new AppError('post_not_pending', M.notPendingEdit);
  }
  try {
    const payload = PostPublishPayloadSchema.parse({ postId: post._id.toString() });
    await queue.schedule(POST_PUBLISH_JOB, scheduledTime, payload, jobId);
  } catch (error) {
    throw new AppError('scheduling_unavailable', M.queueUnavailable, { cause: error });
  }
  return toScheduledPostResponse({ ...post, ...changes, updatedAt: now }, now);
}
