import {
  SCHEDULING_MESSAGES,
  type ConnectablePlatformId,
  type DisconnectPendingPosts,
  type PendingPostCounts,
  type PendingPostsChoice,
} from '@postcraft/contracts';
import { listPendingPostsOn, removePlatformFromPendingPost, type OwnerId } from '@postcraft/data';
import { AppError } from '../../lib/app-error.js';
import { requireJobQueue } from '../scheduled-posts/create-scheduled-post.service.js';
import { cancelScheduledPost } from '../scheduled-posts/scheduled-post-actions.service.js';
import type { ScheduledPostsDeps } from '../scheduled-posts/scheduled-posts.deps.js';

type PendingPost = Awaited<ReturnType<typeof listPendingPostsOn>>[number];

const isOnlyOn = (post: PendingPost, platform: ConnectablePlatformId) =>
  post.platforms.every((target) => target === platform);

/** GET /api/connections/{platform}/pending-posts: the owner's pending posts on the platform. */
export async function countPendingPostsOn(
  ownerId: OwnerId,
  platform: ConnectablePlatformId,
): Promise<PendingPostCounts> {
  const posts = await listPendingPostsOn(ownerId, platform);
  const onlyThisPlatform = posts.filter((post) => isOnlyOn(post, platform)).length;
  return {
    total: posts.length,
    onlyThisPlatform,
    withOtherPlatforms: posts.length - onlyThisPlatform,
  };
}

/**
 * What a disconnect does to the owner's pending posts on the platform. `keep` changes nothing.
 * `cancel` cancels each post for this platform alone as the calendar's Cancel does (its job first,
 * then the post), and takes the platform off the others in one conditional write each. A post whose
 * publish a worker already holds is left to it and counted as kept. Each step is done or not on
 * its own, so a disconnect interrupted half-way is simply asked again: what was done is no longer
 * pending on the platform, and the rest is done then.
 */
export async function settlePendingPostsOn(
  deps: Pick<ScheduledPostsDeps, 'jobQueue' | 'postEvents'>,
  ownerId: OwnerId,
  platform: ConnectablePlatformId,
  choice: PendingPostsChoice,
): Promise<DisconnectPendingPosts> {
  const posts = await listPendingPostsOn(ownerId, platform);
  const settled: DisconnectPendingPosts = { choice, cancelled: 0, platformRemoved: 0, kept: 0 };
  if (choice === 'keep') return { ...settled, kept: posts.length };
  // Refused (503) before anything changes when there is no job store.
  const queue = requireJobQueue(deps);

  for (const post of posts) {
    if (isOnlyOn(post, platform)) {
      try {
        await cancelScheduledPost(deps, ownerId, post._id.toString());
        settled.cancelled += 1;
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'post_not_pending') throw error;
        // Being published right now (counted as kept), or published meanwhile (no longer pending).
        if (error.message === SCHEDULING_MESSAGES.alreadyRunning) settled.kept += 1;
      }
      continue;
    }
    if (post.jobId && (await queue.isHeld(post.jobId))) {
      settled.kept += 1;
      continue;
    }
    if (await removePlatformFromPendingPost(ownerId, post._id, platform)) {
      settled.platformRemoved += 1;
    }
  }
  return settled;
}
