import { captionOf, SCHEDULING_MESSAGES, type ConnectablePlatformId } from '@postcraft/contracts';
import {
  asOwnerId,
  claimPublishAttempt,
  publishAttemptId,
  recordAttemptOutcome,
  releasePublishAttempt,
  takeOverPublishAttempt,
  type PlatformOutcome,
  type PublishAttemptRecord,
  type ScheduledPostRecord,
} from '@postcraft/data';
import {
  isPlatformError,
  PlatformError,
  type PlatformAdapter,
  type PublishedPost,
  type PublishRequest,
} from '@postcraft/platforms';
import {
  expiresSoon,
  loadAccount,
  refreshAccount,
  type LoadedAccount,
} from './account-credentials.js';
import { classifyPublishFailure, kindOf, reasonOf } from './error-classification.js';
import { captionRefusal, mediaRefusal, toPublishMedia, type PostMedia } from './platform-media.js';
import { settleByLookup, type LookupSettlement } from './publish-lookup.js';
import {
  DEFAULT_ATTEMPT_LEASE_MS,
  DEFAULT_RETRY_POLICY,
  defaultSleep,
  type PublishServices,
  type RetryPolicy,
} from './publish-services.js';

/**
 * How a platform's publish of a post stands:
 * - published / failed / unconfirmed: settled for good (the post records it);
 * - in_progress: another live process holds the claim; ask again later;
 * - retry_later: a temporary failure in 'reschedule' mode; the claim was given back, run again
 *   after `retryInMs`.
 */
export interface PlatformPublishResult {
  platform: ConnectablePlatformId;
  outcome: PlatformOutcome | 'in_progress' | 'retry_later';
  externalId: string | null;
  url: string | null;
  message: string | null;
  publishedAt: Date | null;
  /** PlatformError kind of a failure, 'media_refused' when it was never called. */
  errorKind: string | null;
  /** The platform was never called (it does not take this media, say). */
  skipped: boolean;
  /** How long to wait before the next try of a `retry_later` result. */
  retryInMs: number | null;
}

export const UNCONFIRMED_MESSAGE = SCHEDULING_MESSAGES.publishInterrupted;

const settled = (
  platform: ConnectablePlatformId,
  fields: Partial<PlatformPublishResult> & Pick<PlatformPublishResult, 'outcome'>,
): PlatformPublishResult => ({
  platform,
  externalId: null,
  url: null,
  message: null,
  publishedAt: null,
  errorKind: null,
  skipped: false,
  retryInMs: null,
  ...fields,
});

/** What a post's media is, from its stored fields; null for a post without media. */
export function mediaOfPost(post: ScheduledPostRecord): PostMedia | null {
  if (!post.mediaKey || !post.mediaMimeType) return null;
  return {
    key: post.mediaKey,
    mimeType: post.mediaMimeType,
    sizeBytes: post.mediaSizeBytes ?? 0,
    type: post.type,
  };
}

/** The attempt as its claimer left it: its outcome, or 'in_progress' while it has none. */
function fromAttempt(attempt: PublishAttemptRecord): PlatformPublishResult {
  if (!attempt.outcome) return settled(attempt.platform, { outcome: 'in_progress' });
  return settled(attempt.platform, {
    outcome: attempt.outcome,
    externalId: attempt.externalId,
    url: attempt.url,
    message: attempt.message,
    publishedAt: attempt.publishedAt,
    errorKind: attempt.errorKind,
  });
}

const unconfirmed = (platform: ConnectablePlatformId, message: string) =>
  settled(platform, { outcome: 'unconfirmed', message, errorKind: 'unconfirmed' });

function fromSettlement(
  platform: ConnectablePlatformId,
  settlement: LookupSettlement,
  at: Date,
): PlatformPublishResult {
  if (settlement.outcome === 'unconfirmed') return unconfirmed(platform, settlement.message);
  return settled(platform, {
    outcome: 'published',
    externalId: settlement.externalId,
    url: settlement.url,
    message: settlement.message,
    publishedAt: at,
  });
}

/**
 * A post's files as one platform publishes them: the cover, then a carousel's slides as far as
 * the platform takes images in one post (its adapter's image maxCount); the cover alone elsewhere.
 */
export function mediaListOf(post: ScheduledPostRecord, maxImages: number): PostMedia[] {
  const cover = mediaOfPost(post);
  if (!cover) return [];
  const slides = cover.type === 'image' ? (post.carousel ?? []) : [];
  return [
    cover,
    ...slides.slice(0, Math.max(0, maxImages - 1)).map((slide) => ({
      key: slide.key,
      mimeType: slide.mimeType,
      sizeBytes: slide.sizeBytes,
      type: 'image' as const,
    })),
  ];
}

/** What the adapter is sent; the attempt's id goes along for platforms that keep a reference. */
function publishRequestOf(
  post: ScheduledPostRecord,
  platform: ConnectablePlatformId,
  services: PublishServices,
  round: number,
): PublishRequest {
  const maxImages = services.platforms.find(platform)?.limits.image?.maxCount ?? 1;
  return {
    // The platform's own caption when the post has one, else the post's default caption.
    text: captionOf(post, platform),
    media: mediaListOf(post, maxImages).map((media) =>
      toPublishMedia(services.mediaStorage, media, services.publicUrlOf),
    ),
    reference: publishAttemptId(post._id.toString(), platform, round),
  };
}

/**
 * Publishes a post to one of its platforms exactly once, whoever calls it and however often:
 * 1. claims the attempt (insert of `<postId>:<platform>`); a caller that does not win gets the
 *    attempt's outcome, or 'in_progress' while its claimer may still be at work; when the claimer
 *    died without writing one, one caller takes the claim over and settles it by a lookup
 *    (settleAbandoned): the platform is never called to create it a second time;
 * 2. the claimer checks the media against the adapter's limits, refreshes tokens that expire,
 *    calls the adapter, retries temporary failures with exponential backoff (Retry-After
 *    honoured), refreshes once on a 401, and fails at once on a refusal; a call that may have
 *    reached the platform without an answer is never repeated: the post is looked up, and
 *    settles 'published' when found, 'unconfirmed' otherwise (settleByLookup);
 * 3. the claimer writes the outcome.
 * `round` is 0 for the post's publish and n for its n-th Retry on the platform (a new claim,
 * made only once the previous round failed for certain).
 */
export async function publishToPlatform(
  post: ScheduledPostRecord,
  platform: ConnectablePlatformId,
  services: PublishServices,
  round = 0,
): Promise<PlatformPublishResult> {
  const now = services.now ?? (() => new Date());
  const claimedAt = now();
  const claim = await claimPublishAttempt({
    postId: post._id,
    ownerId: post.ownerId,
    platform,
    claimedBy: services.claimedBy,
    now: claimedAt,
    leaseMs: services.attemptLeaseMs ?? DEFAULT_ATTEMPT_LEASE_MS,
    round,
  });
  if (!claim.claimed) {
    const { attempt } = claim;
    const abandoned = !attempt.outcome && attempt.leaseUntil <= now();
    return abandoned ? settleAbandoned(post, attempt, services) : fromAttempt(attempt);
  }

  const { result, calls } = await publishAsClaimer(post, platform, claimedAt, services, round);
  if (result.outcome === 'retry_later') {
    await releasePublishAttempt(post._id, platform, services.claimedBy, round);
    services.logger?.warn(
      { postId: post._id.toString(), platform, err: result.message, delayMs: result.retryInMs },
      'temporary publish failure, the job runs again later',
    );
    return result;
  }
  await recordOutcome(post, result, calls, services, round);
  return result;
}

/** The outcome stored for a result: one still open when it is written counts as unconfirmed. */
export function recordedOutcome(result: PlatformPublishResult): PlatformOutcome {
  return result.outcome === 'in_progress' || result.outcome === 'retry_later'
    ? 'unconfirmed'
    : result.outcome;
}

/** Writes the attempt's outcome; only its claimer (or the one that took it over) calls this. */
async function recordOutcome(
  post: ScheduledPostRecord,
  result: PlatformPublishResult,
  calls: number,
  services: PublishServices,
  round: number,
): Promise<void> {
  const now = services.now ?? (() => new Date());
  await recordAttemptOutcome(
    { postId: post._id, ownerId: post.ownerId, platform: result.platform, round },
    {
      outcome: recordedOutcome(result),
      externalId: result.externalId,
      url: result.url,
      message: result.message,
      errorKind: result.errorKind,
      calls,
      publishedAt: result.publishedAt,
      finishedAt: now(),
    },
  );
  services.logger?.info(
    { postId: post._id.toString(), platform: result.platform, outcome: result.outcome, calls },
    'platform publish finished',
  );
}

/**
 * A claim whose claimer died without an outcome: its create may or may not have reached the
 * platform. One caller takes the claim over (the others answer 'in_progress' while it may be at
 * work, 'unconfirmed' once its own lease has ended too), looks the post up and writes the outcome.
 */
async function settleAbandoned(
  post: ScheduledPostRecord,
  attempt: PublishAttemptRecord,
  services: PublishServices,
): Promise<PlatformPublishResult> {
  const now = services.now ?? (() => new Date());
  const { platform } = attempt;
  const takeover = await takeOverPublishAttempt(
    attempt._id,
    now(),
    services.attemptLeaseMs ?? DEFAULT_ATTEMPT_LEASE_MS,
  );
  if (!takeover.takenOver) {
    return takeover.takerLeaseUntil > now()
      ? settled(platform, { outcome: 'in_progress' })
      : unconfirmed(platform, UNCONFIRMED_MESSAGE);
  }
  services.logger?.warn(
    { postId: post._id.toString(), platform, deadClaimer: attempt.claimedBy },
    'publish claim abandoned without an outcome, looking the post up',
  );
  const adapter = services.platforms.find(platform);
  let settlement: LookupSettlement = { outcome: 'unconfirmed', message: UNCONFIRMED_MESSAGE };
  if (adapter?.findPublished) {
    try {
      const loaded = await loadReadyAccount(adapter, post, platform, services);
      settlement = await settleByLookup(
        adapter,
        loaded.credentials,
        publishRequestOf(post, platform, services, attempt.round ?? 0),
        attempt.claimedAt,
        UNCONFIRMED_MESSAGE,
        services.logger,
      );
    } catch (error) {
      services.logger?.warn({ platform, err: reasonOf(error) }, 'publish lookup failed');
      settlement = {
        outcome: 'unconfirmed',
        message: SCHEDULING_MESSAGES.lookupInconclusive(adapter.displayName),
      };
    }
  }
  const result = fromSettlement(platform, settlement, now());
  await recordOutcome(post, result, attempt.calls ?? 0, services, attempt.round ?? 0);
  return result;
}

/** The owner's account on the platform, its tokens refreshed first when they expire soon. */
async function loadReadyAccount(
  adapter: PlatformAdapter,
  post: ScheduledPostRecord,
  platform: ConnectablePlatformId,
  services: PublishServices,
): Promise<LoadedAccount> {
  const now = services.now ?? (() => new Date());
  const loaded = await loadAccount(asOwnerId(post.ownerId.toString()), platform, services);
  return expiresSoon(loaded, now()) ? refreshAccount(adapter, loaded, services, now()) : loaded;
}

async function publishAsClaimer(
  post: ScheduledPostRecord,
  platform: ConnectablePlatformId,
  claimedAt: Date,
  services: PublishServices,
  round: number,
): Promise<{ result: PlatformPublishResult; calls: number }> {
  const now = services.now ?? (() => new Date());
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...services.retry };
  const sleep = services.sleep ?? defaultSleep;
  const failed = (error: unknown, calls: number) => ({
    result: settled(platform, {
      outcome: 'failed',
      message: reasonOf(error),
      errorKind: kindOf(error),
    }),
    calls,
  });

  const adapter = services.platforms.find(platform);
  if (!adapter) {
    return failed(
      new PlatformError(platform, 'unsupported', 'This platform is not enabled on this server'),
      0,
    );
  }
  const media = mediaListOf(post, adapter.limits.image?.maxCount ?? 1);
  const refusal =
    (media.length ? null : mediaRefusal(adapter.limits, adapter.displayName, null)) ??
    media.map((file) => mediaRefusal(adapter.limits, adapter.displayName, file)).find(Boolean) ??
    captionRefusal(adapter, captionOf(post, platform));
  if (refusal) {
    return {
      result: settled(platform, {
        outcome: 'failed',
        message: refusal,
        errorKind: 'media_refused',
        skipped: true,
      }),
      calls: 0,
    };
  }
  const planRefusal = await services.planRefusal?.(post.ownerId.toString(), platform);
  if (planRefusal) {
    return {
      result: settled(platform, {
        outcome: 'failed',
        message: planRefusal,
        errorKind: 'plan_limit',
        skipped: true,
      }),
      calls: 0,
    };
  }

  let loaded: LoadedAccount;
  try {
    loaded = await loadReadyAccount(adapter, post, platform, services);
  } catch (error) {
    return failed(error, 0);
  }

  const request = publishRequestOf(post, platform, services, round);
  let calls = 0;
  let retries = services.retriesSoFar ?? 0;
  let refreshed = false;
  for (;;) {
    let published: PublishedPost;
    try {
      calls += 1;
      published = await adapter.publish(loaded.credentials, request);
    } catch (error) {
      // The create may have reached the platform: sending it again could post it twice.
      if (isPlatformError(error) && error.outcomeUnknown) {
        const settlement = await settleByLookup(
          adapter,
          loaded.credentials,
          request,
          claimedAt,
          SCHEDULING_MESSAGES.noAnswerNotResent(adapter.displayName),
          services.logger,
        );
        return { result: fromSettlement(platform, settlement, now()), calls };
      }
      const failure = classifyPublishFailure(error);
      if (failure === 'permanent') return failed(error, calls);
      if (failure === 'reauth') {
        if (refreshed) return failed(error, calls);
        refreshed = true;
        try {
          loaded = await refreshAccount(adapter, loaded, services, now());
        } catch (refreshError) {
          return failed(refreshError, calls);
        }
        continue;
      }
      const delay = backoffDelay(error, retries, policy);
      if (retries >= policy.maxRetries || delay > policy.maxDelayMs) return failed(error, calls);
      if (services.retryMode === 'reschedule') {
        return {
          result: settled(platform, {
            outcome: 'retry_later',
            message: reasonOf(error),
            errorKind: kindOf(error),
            retryInMs: delay,
          }),
          calls,
        };
      }
      retries += 1;
      services.logger?.warn(
        { postId: post._id.toString(), platform, err: reasonOf(error), delayMs: delay },
        'temporary publish failure, retrying',
      );
      await sleep(delay);
      continue;
    }
    return {
      result: settled(platform, {
        outcome: 'published',
        externalId: published.id,
        url: published.url,
        publishedAt: now(),
      }),
      calls,
    };
  }
}

/** Exponential backoff from baseDelayMs, or the platform's Retry-After when longer. */
export function backoffDelay(error: unknown, retries: number, policy: RetryPolicy): number {
  const exponential = policy.baseDelayMs * 2 ** retries;
  const retryAfterMs =
    isPlatformError(error) && error.retryAfterSec ? error.retryAfterSec * 1000 : 0;
  return Math.max(exponential, retryAfterMs);
}
