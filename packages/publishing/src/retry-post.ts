import type { ConnectablePlatformId } from '@postcraft/contracts';
import {
  listLatestPublishAttempts,
  recordRetryOutcome,
  type PlatformResultRecord,
  type PublishAttemptRecord,
  type ScheduledPostRecord,
} from '@postcraft/data';
import { recordOutcomeEvent } from './publish-events.js';
import { notifyPublishOutcome } from './publish-notifications.js';
import { toRecord, type PostPublishOutcome } from './publish-post.js';
import { publishToPlatform } from './publish-to-platform.js';
import type { PublishServices } from './publish-services.js';

/** The Retry of a post: how the run ended, or that no platform of it can be retried. */
export type PostRetryOutcome = PostPublishOutcome | { state: 'nothing_to_retry' };

/** Which round of a platform a Retry settles, or null when the platform is not retried. */
function roundToSettle(
  attempt: PublishAttemptRecord | undefined,
  result: PlatformResultRecord | undefined,
): number | null {
  if (!attempt) return null;
  const round = attempt.round ?? 0;
  // Failed for certain: the platform was answered, nothing went out; a new round may be claimed.
  if (attempt.outcome === 'failed') return round + 1;
  // An earlier Retry's round that the post does not show yet (still running, its claimer died,
  // or it ended without the post being written): settled again, never claimed anew.
  if (round > 0 && attempt.outcome !== result?.outcome) return round;
  return null;
}

/**
 * Publishes again, now, the platforms of a published or failed post whose latest round failed
 * for certain (refused, revoked, unreachable before the request left: `failed`), each through a
 * new claim (`<postId>:<platform>:<round>`), so concurrent retries call a platform once per round
 * and a platform whose outcome is unknown (`unconfirmed`) or published is never called again.
 * When every platform it touched is settled, the post's results are replaced for those platforms
 * and its status follows (completed when any platform has the post), in one write.
 */
export async function retryFailedPlatforms(
  post: ScheduledPostRecord,
  services: PublishServices,
): Promise<PostRetryOutcome> {
  if (post.status !== 'failed' && post.status !== 'completed') {
    return { state: 'skipped', reason: 'not_pending' };
  }
  const attempts = await listLatestPublishAttempts(post._id);
  const resultOf = (platform: ConnectablePlatformId) =>
    post.platformResults.find((result) => result.platform === platform);
  const targets = post.platforms.flatMap((platform) => {
    const round = roundToSettle(attempts.get(platform), resultOf(platform));
    return round === null ? [] : [{ platform, round }];
  });
  if (targets.length === 0) return { state: 'nothing_to_retry' };

  const results = await Promise.all(
    targets.map(({ platform, round }) => publishToPlatform(post, platform, services, round)),
  );
  if (results.some((result) => result.outcome === 'in_progress')) {
    return { state: 'in_progress', results };
  }

  const retried = new Map(results.map((result) => [result.platform, toRecord(result)]));
  const platformResults = [
    ...post.platformResults.map((result) => retried.get(result.platform) ?? result),
    ...results
      .filter((result) => !resultOf(result.platform))
      .map((result) => retried.get(result.platform)!),
  ];
  const status = platformResults.some((result) => result.outcome === 'published')
    ? 'completed'
    : 'failed';
  const at = (services.now ?? (() => new Date()))();
  await recordOutcomeEvent(post, { status, platformResults, at }, services);
  await recordRetryOutcome(post, { status, platformResults, at });
  const notifications = await notifyPublishOutcome(post, results, services.languageOf);
  return { state: 'done', status, results, notifications };
}
