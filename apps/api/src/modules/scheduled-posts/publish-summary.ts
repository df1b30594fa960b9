import {
  SCHEDULING_MESSAGES as M,
  type ConnectablePlatformId,
  type PostNowResponse,
} from '@postcraft/contracts';
import {
  asOwnerId,
  loadScheduledPostForPublish,
  toPlatformResult,
  toScheduledPostResponse,
  type ScheduledPostRecord,
} from '@postcraft/data';
import {
  platformDisplayName,
  publicMediaUrl,
  type PostPublishOutcome,
  type PublishServices,
  type RetryPolicy,
} from '@postcraft/publishing';
import type { ScheduledPostsDeps } from './scheduled-posts.deps.js';

/** A publish the user waits for: temporary failures get short retries. */
export const POST_NOW_RETRY: RetryPolicy = { maxRetries: 3, baseDelayMs: 500, maxDelayMs: 5000 };

/** The publishing services of a publish the user waits for (Post Now, a pending post now). */
export function waitingPublishServices(
  deps: ScheduledPostsDeps,
  claimedBy: string,
): PublishServices {
  return {
    platforms: deps.registry,
    tokenCipher: deps.cipher,
    mediaStorage: deps.storage,
    claimedBy,
    publicUrlOf: (key) => publicMediaUrl(deps.storage, deps.config.publicUrl, key),
    retry: POST_NOW_RETRY,
    recordEvent: (ownerId, event) => deps.postEvents(asOwnerId(ownerId), event),
  };
}

/**
 * The answer of a publish the user waited for: which platforms have the post, which did not and
 * why (`refused`: platforms skipped before any call), one message saying so, and the post as it
 * is now stored.
 */
export async function summarisePublish(
  post: ScheduledPostRecord,
  outcome: PostPublishOutcome,
  refused: ReadonlyArray<{ platform: ConnectablePlatformId; reason: string }> = [],
): Promise<PostNowResponse> {
  const results = outcome.state === 'skipped' ? [] : outcome.results;
  const stored = (await loadScheduledPostForPublish(post._id.toString())) ?? post;

  const successful = results
    .filter((result) => result.outcome === 'published')
    .map((result) => ({
      platform: result.platform,
      externalId: result.externalId,
      url: result.url,
    }));
  const failed = [
    ...results
      .filter((result) => result.outcome !== 'published')
      .map((result) => ({
        platform: result.platform,
        message: result.message ?? M.unknownError,
        skipped: result.skipped,
      })),
    ...refused.map(({ platform, reason }) => ({ platform, message: reason, skipped: true })),
  ];
  const failures = failed.map((f) => `${platformDisplayName(f.platform)}: ${f.message}`).join('; ');
  const message =
    failed.length === 0
      ? M.postedTo(successful.length)
      : successful.length > 0
        ? M.postedToSomeFailed(successful.length, failures)
        : M.allFailed(failures);
  return {
    success: successful.length > 0,
    successful,
    failed,
    message,
    results: stored.platformResults.map(toPlatformResult),
    post: toScheduledPostResponse(stored),
  };
}
