import type { Notification, ScheduledPostStatus } from '@postcraft/contracts';
import {
  loadScheduledPostForPublish,
  recordPublishOutcome,
  type PlatformResultRecord,
  type ScheduledPostRecord,
} from '@postcraft/data';
import { recordOutcomeEvent } from './publish-events.js';
import { notifyPublishOutcome } from './publish-notifications.js';
import {
  publishToPlatform,
  recordedOutcome,
  type PlatformPublishResult,
} from './publish-to-platform.js';
import type { PublishServices } from './publish-services.js';

/**
 * How a post's publish run ended:
 * - done: every platform settled; the post now has `status` and its results, and the
 *   notifications are written (`notifications`: those this run wrote, for the real-time channel);
 * - in_progress: another live process still publishes some platform; run again later (the
 *   settled platforms are not called again);
 * - retry_later: some platform failed temporarily in 'reschedule' mode; run again after
 *   `retryInMs` with one more retry counted (the settled platforms are not called again);
 * - skipped: the post does not exist or is no longer pending (cancelled, already done).
 */
export type PostPublishOutcome =
  | {
      state: 'done';
      status: ScheduledPostStatus;
      results: PlatformPublishResult[];
      notifications: Notification[];
    }
  | { state: 'in_progress'; results: PlatformPublishResult[] }
  | { state: 'retry_later'; retryInMs: number; results: PlatformPublishResult[] }
  | { state: 'skipped'; reason: 'not_found' | 'not_pending' };

/**
 * 'completed' when at least one platform has the post (the calendar shows it published; its
 * `platformResults` and `isPartial` tell which did not), 'failed' when none has it.
 */
export function statusOfResults(results: readonly PlatformPublishResult[]): ScheduledPostStatus {
  return results.some((result) => result.outcome === 'published') ? 'completed' : 'failed';
}

/** How the post keeps a platform's result. */
export function toRecord(result: PlatformPublishResult): PlatformResultRecord {
  return {
    platform: result.platform,
    outcome: recordedOutcome(result),
    externalId: result.externalId,
    url: result.url,
    message: result.message,
    publishedAt: result.publishedAt,
    deletedAt: null,
  };
}

/**
 * Publishes a pending post to each of its platforms independently (exactly once per platform,
 * see publishToPlatform), then records the results and the final status in one write and writes
 * the notifications. Safe to call again for the same post: settled platforms are not called again.
 */
export async function publishPost(
  post: ScheduledPostRecord,
  services: PublishServices,
): Promise<PostPublishOutcome> {
  if (post.status !== 'pending') return { state: 'skipped', reason: 'not_pending' };
  const results = await Promise.all(
    post.platforms.map((platform) => publishToPlatform(post, platform, services)),
  );
  const retryInMs = Math.max(0, ...results.map((result) => result.retryInMs ?? 0));
  if (results.some((result) => result.outcome === 'retry_later')) {
    return { state: 'retry_later', retryInMs, results };
  }
  if (results.some((result) => result.outcome === 'in_progress')) {
    return { state: 'in_progress', results };
  }
  const status = statusOfResults(results);
  const at = (services.now ?? (() => new Date()))();
  const platformResults = results.map(toRecord);
  await recordOutcomeEvent(post, { status, platformResults, at }, services);
  await recordPublishOutcome(post, { status, platformResults, at });
  const notifications = await notifyPublishOutcome(post, results, services.languageOf);
  return { state: 'done', status, results, notifications };
}

/**
 * The `post.publish` job's work: loads the post its payload names and publishes it. A post that
 * was cancelled or deleted meanwhile is skipped.
 */
export async function publishScheduledPost(
  postId: string,
  services: PublishServices,
): Promise<PostPublishOutcome> {
  const post = await loadScheduledPostForPublish(postId);
  if (!post) return { state: 'skipped', reason: 'not_found' };
  return publishPost(post, services);
}
