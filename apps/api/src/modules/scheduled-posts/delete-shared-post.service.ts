import {
  SCHEDULING_MESSAGES as M,
  type DeleteSharedPostResponse,
  type PlatformDeletionResult,
} from '@postcraft/contracts';
import {
  claimOnce,
  toScheduledPostResponse,
  updateScheduledPost,
  type OwnerId,
  type PlatformResultRecord,
  type ScheduledPostRecord,
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
import {
  SHARE_DELETION_LEASE_MS,
  SHARE_DELETION_TAKEOVERS,
  waitForRound,
} from './share-deletion-round.js';

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
    return { platform: result.platform, success: true, message: M.platformDeleted };
  } catch (error) {
    return { platform: result.platform, success: false, message: reasonOf(error) };
  }
}

const livePlatformsOf = (post: ScheduledPostRecord) =>
  post.platformResults.filter(
    (result) => result.outcome === 'published' && !result.deletedAt && result.externalId,
  );

/** The answer of the post's last settled round, as its claimer gave it. */
function answerOf(post: ScheduledPostRecord, now: Date): DeleteSharedPostResponse {
  const results = post.shareDeletion?.results ?? [];
  const success = results.every((result) => result.success);
  const names = results
    .filter((result) => result.success)
    .map((result) => platformDisplayName(result.platform))
    .join(', ');
  return {
    success,
    message: success ? M.deletedFrom(names) : M.someNotDeleted,
    platformResults: results.map(({ platform, success, message }) => ({
      platform,
      success,
      message,
    })),
    post: toScheduledPostResponse(post, now),
  };
}

/** The claimer's work: every live platform's delete, then the post's one write. */
async function settleRound(
  deps: ScheduledPostsDeps,
  ownerId: OwnerId,
  post: ScheduledPostRecord,
  round: number,
  now: Date,
): Promise<DeleteSharedPostResponse> {
  const deletions = await Promise.all(
    livePlatformsOf(post).map((result) => deleteFromPlatform(deps, ownerId, result, now)),
  );
  const deleted = new Set(deletions.filter((d) => d.success).map((d) => d.platform));
  const platformResults = post.platformResults.map((result) =>
    deleted.has(result.platform) && !result.deletedAt ? { ...result, deletedAt: now } : result,
  );
  const stillLive = platformResults.some(
    (result) => result.outcome === 'published' && !result.deletedAt,
  );
  const status = stillLive ? post.status : 'deleted';
  await updateScheduledPost(ownerId, post._id, {
    platformResults,
    status,
    shareDeletion: { round, results: deletions, settledAt: now },
  });
  // Answered from the stored post, so the callers that waited for this round get the same.
  return answerOf(await findOwnPost(ownerId, post._id.toString()), new Date());
}

/**
 * DELETE /api/user/schedule/{jobId}/share: deletes the post from every platform that has it,
 * each through its adapter. Platforms that deleted it are marked on the post's results; once
 * none has it any more, the post is 'deleted'. Failures (a platform without a delete API, a
 * refused token) are reported per platform and leave that platform's result as it was.
 *
 * Concurrent calls on one post make one round: the caller that inserts the round's claim calls
 * the platforms and writes the post (its results, status and the round's answer) in one write;
 * the others wait for that write and answer the same. A later call on a post with nothing left
 * to delete answers the last round again; one after a partial round starts the next round.
 */
export async function deleteSharedPost(
  deps: ScheduledPostsDeps,
  ownerId: OwnerId,
  id: string,
  now: Date = new Date(),
): Promise<DeleteSharedPostResponse> {
  const post = await findOwnPost(ownerId, id);
  if (livePlatformsOf(post).length === 0) {
    if (post.shareDeletion) return answerOf(post, now);
    throw new AppError('post_not_pending', M.notPublished);
  }

  const round = (post.shareDeletion?.round ?? 0) + 1;
  // A claim whose claimer died without settling is taken over, by one caller, after its lease.
  for (let takeover = 0; takeover <= SHARE_DELETION_TAKEOVERS; takeover += 1) {
    const claimId = `share-delete:${post._id.toString()}:${round}:${takeover}`;
    if (await claimOnce(claimId, new Date(Date.now() + SHARE_DELETION_LEASE_MS))) {
      return settleRound(deps, ownerId, post, round, now);
    }
    const settled = await waitForRound(ownerId, post._id.toString(), round, claimId);
    if (settled) return answerOf(settled, new Date());
  }
  throw new AppError('conflict', M.deletionInProgress);
}
