import {
  DEFAULT_POST_CAPTION,
  SCHEDULING_MESSAGES as M,
  type PostNowBody,
  type PostNowResponse,
} from '@postcraft/contracts';
import {
  insertScheduledPost,
  loadScheduledPostForPublish,
  toPlatformResult,
  toScheduledPostResponse,
  type OwnerId,
} from '@postcraft/data';
import {
  platformDisplayName,
  publicMediaUrl,
  publishPost,
  type PublishServices,
  type RetryPolicy,
} from '@postcraft/publishing';
import {
  checkCaptionLimits,
  checkPlatformsConnected,
  checkPostMedia,
  splitByMediaSupport,
} from './post-targets.js';
import type { ScheduledPostsDeps } from './scheduled-posts.deps.js';

/** Post Now answers while the user waits: temporary failures get short retries. */
export const POST_NOW_RETRY: RetryPolicy = { maxRetries: 3, baseDelayMs: 500, maxDelayMs: 5000 };

/**
 * POST /api/user/post-now: publishes at once, through the same per-platform use case as the
 * worker. Platforms whose adapter does not take the media are skipped (reported in `failed`);
 * the post is recorded like a scheduled one (no job), so it shows on the calendar and can be
 * deleted from its platforms later.
 */
export async function postNow(
  deps: ScheduledPostsDeps,
  ownerId: OwnerId,
  body: PostNowBody,
  file: Buffer | null,
  claimedBy: string,
): Promise<PostNowResponse> {
  await checkPlatformsConnected(deps.registry, ownerId, body.platforms);
  const pending = await checkPostMedia(
    { storage: deps.storage, publicUrl: deps.config.publicUrl, ownerId },
    file,
    body.mediaUrl,
    body.type,
  );
  const { accepted, refused } = splitByMediaSupport(
    deps.registry,
    body.platforms,
    pending,
    Boolean(file),
  );

  const caption = body.caption.trim() === '' ? DEFAULT_POST_CAPTION : body.caption;
  checkCaptionLimits(deps.registry, accepted, caption);

  const media = await pending.store();
  const post = await insertScheduledPost(ownerId, {
    scheduledTime: new Date(),
    caption,
    mediaUrl: media.url,
    mediaKey: media.key,
    mediaMimeType: media.mimeType,
    mediaSizeBytes: media.sizeBytes,
    platforms: accepted,
    type: media.type,
    origin: 'now',
  });

  const services: PublishServices = {
    platforms: deps.registry,
    tokenCipher: deps.cipher,
    mediaStorage: deps.storage,
    claimedBy,
    publicUrlOf: (key) => publicMediaUrl(deps.storage, deps.config.publicUrl, key),
    retry: POST_NOW_RETRY,
  };
  const outcome = await publishPost(post, services);
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
        message: result.message ?? 'Unknown error',
        skipped: result.skipped,
      })),
    ...refused.map(({ platform, reason }) => ({ platform, message: reason, skipped: true })),
  ];
  const parts: string[] = [];
  if (successful.length > 0) parts.push(M.postedTo(successful.length));
  if (failed.length > 0) {
    parts.push(
      successful.length > 0
        ? M.someFailed(
            failed.map((f) => `${platformDisplayName(f.platform)}: ${f.message}`).join('; '),
          )
        : `${M.allFailed} ${failed.map((f) => `${platformDisplayName(f.platform)}: ${f.message}`).join('; ')}`,
    );
  }
  return {
    success: successful.length > 0,
    successful,
    failed,
    message: parts.join(' '),
    results: stored.platformResults.map(toPlatformResult),
    post: toScheduledPostResponse(stored),
  };
}
