import { SCHEDULING_MESSAGES as M, type PostNowResponse } from '@postcraft/contracts';
import { listLatestPublishAttempts, type OwnerId } from '@postcraft/data';
import { retryFailedPlatforms } from '@postcraft/publishing';
import { AppError } from '../../lib/app-error.js';
import { checkPlatformsConnected } from './post-targets.js';
import { summarisePublish, waitingPublishServices } from './publish-summary.js';
import { findOwnPost } from './scheduled-post-actions.service.js';
import type { ScheduledPostsDeps } from './scheduled-posts.deps.js';

/**
 * POST /api/user/schedule/{id}/retry: a failed (or partly published) post is published again,
 * now, on the platforms where it failed for certain, while the request waits (Post Now's retry
 * policy). Each such platform gets a new claim, so concurrent retries call it once; a platform
 * whose outcome is unknown, or that has the post, is never called again. Pending, cancelled and
 * deleted posts are refused (409), and so is a post with nothing that failed for certain. A
 * platform no longer connected is refused (400) before anything is sent.
 */
export async function retryScheduledPost(
  deps: ScheduledPostsDeps,
  ownerId: OwnerId,
  id: string,
  claimedBy: string,
): Promise<PostNowResponse> {
  const post = await findOwnPost(ownerId, id);
  if (post.status !== 'failed' && post.status !== 'completed') {
    throw new AppError('post_not_retryable', M.notRetryable);
  }
  const attempts = await listLatestPublishAttempts(post._id);
  const failed = post.platforms.filter((platform) => attempts.get(platform)?.outcome === 'failed');
  if (failed.length > 0) await checkPlatformsConnected(deps, ownerId, failed);

  const outcome = await retryFailedPlatforms(post, waitingPublishServices(deps, claimedBy));
  if (outcome.state === 'nothing_to_retry')
    throw new AppError('nothing_to_retry', M.nothingToRetry);
  if (outcome.state === 'in_progress') {
    throw new AppError('publish_in_progress', M.retryInProgress);
  }
  if (outcome.state === 'skipped') throw new AppError('post_not_retryable', M.notRetryable);
  return summarisePublish(post, outcome);
}
