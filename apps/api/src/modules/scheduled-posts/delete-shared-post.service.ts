import {
  SCHEDULING_MESSAGES as M,
  type DeleteSharedPostResponse,
  type PlatformDeletionResult,
} from '@postcraft/contracts';
import {
  toScheduledPostResponse,
  updateScheduledPost,
  type OwnerId,
  type PlatformResultRecord,
} from '@postcraft/data';
import {
  expiresSoon,
  loadAccount,
  platformDisplayName,
  reasonOf,
  refreshAccount,
} from '@postcraft/publishing';
import { AppError } from '../../lib/app-error.js';
import { findOwnPost } from './scheduled-post-actions.service.js';
import type { ScheduledPostsDeps } from './scheduled-posts.deps.js';

async function deleteFromPlatform(
  deps: ScheduledPostsDeps,
  ownerId: OwnerId,
  result: PlatformResultRecord,
  now: Date,
): Promise<PlatformDeletionResult> {
  const adapter = deps.registry.find(result.platform);
  if (!adapter) {
    return { platform: result.platform, success: false, message: M.platformUnknown };
  }
  try {
    let loaded = await loadAccount(ownerId, result.platform, { tokenCipher: deps.cipher });
    if (expiresSoon(loaded, now)) {
      loaded = await refreshAccount(adapter, loaded, { tokenCipher: deps.cipher }, now);
    }
    await adapter.deletePost(loaded.credentials, result.externalId ?? '');
    return { platform: result.platform, success: true, message: 'Deleted' };
  } catch (error) {
    return { platform: result.platform, success: false, message: reasonOf(error) };
  }
}

/**
 * DELETE /api/user/schedule/{jobId}/share: deletes the post from every platform that has it,
 * each through its adapter. Platforms that deleted it are marked on the post's results; once
 * none has it any more, the post is 'deleted'. Failures (a platform without a delete API, a
 * refused token) are reported per platform and leave that platform's result as it was.
 */
export async function deleteSharedPost(
  deps: ScheduledPostsDeps,
  ownerId: OwnerId,
  id: string,
  now: Date = new Date(),
): Promise<DeleteSharedPostResponse> {
  const post = await findOwnPost(ownerId, id);
  const live = post.platformResults.filter(
    (result) => result.outcome === 'published' && !result.deletedAt && result.externalId,
  );
  if (live.length === 0) throw new AppError('post_not_pending', M.notPublished);

  const deletions = await Promise.all(
    live.map((result) => deleteFromPlatform(deps, ownerId, result, now)),
  );
  const deleted = new Set(deletions.filter((d) => d.success).map((d) => d.platform));
  const platformResults = post.platformResults.map((result) =>
    deleted.has(result.platform) && !result.deletedAt ? { ...result, deletedAt: now } : result,
  );
  const stillLive = platformResults.some(
    (result) => result.outcome === 'published' && !result.deletedAt,
  );
  const status = stillLive ? post.status : 'deleted';
  await updateScheduledPost(ownerId, post._id, { platformResults, status });

  const success = deletions.every((deletion) => deletion.success);
  const names = [...deleted].map(platformDisplayName).join(', ');
  return {
    success,
    message: success ? M.deletedFrom(names) : M.someNotDeleted,
    platformResults: deletions,
    post: toScheduledPostResponse({ ...post, platformResults, status, updatedAt: now }, now),
  };
}
