import { isUpcomingPostStatus, type ScheduledPost } from '@postcraft/contracts';

/**
 * Retry publishes again the platforms where a post failed for certain: a failed post, or a
 * published one that some platform refused. A platform that may have the post (unconfirmed) is
 * never sent it again, so it does not make a post retryable.
 */
export const canRetry = (post: ScheduledPost): boolean =>
  (post.status === 'failed' || post.status === 'completed') &&
  post.platformResults.some((result) => result.outcome === 'failed' && !result.deletedAt);

/**
 * A post still to come (pending, or awaiting approval) moves to its new time; a failed or
 * cancelled one starts a new scheduled post from its platforms, media and caption (spec 001 §4).
 */
export const canReschedule = (post: ScheduledPost): boolean =>
  isUpcomingPostStatus(post.status) || post.status === 'failed' || post.status === 'cancelled';

/** A post the autopilot planned that is published only once the user approves it. */
export const isAwaitingApproval = (post: ScheduledPost): boolean =>
  post.status === 'awaiting_approval';

/** A planned video post whose video the render queue is still making (no file yet). */
export const isVideoInProgress = (post: ScheduledPost): boolean =>
  post.type === 'video' &&
  !post.mediaUrl &&
  post.autopilot !== null &&
  isUpcomingPostStatus(post.status);
