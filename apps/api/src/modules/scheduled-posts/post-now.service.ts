import {
  DEFAULT_POST_CAPTION,
  ownCaptionsOf,
  type PostNowBody,
  type PostNowResponse,
} from '@postcraft/contracts';
import { insertScheduledPost, type OwnerId } from '@postcraft/data';
import { publishPost } from '@postcraft/publishing';
import {
  checkCaptionLimits,
  checkPlatformsConnected,
  checkCarousel,
  checkPostMedia,
  splitByMediaSupport,
} from './post-targets.js';
import { insertOrUndo } from './create-scheduled-post.service.js';
import type { UploadedPostMedia } from './post-form.js';
import { summarisePublish, waitingPublishServices } from './publish-summary.js';
import type { ScheduledPostsDeps } from './scheduled-posts.deps.js';

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
  file: UploadedPostMedia | null,
  claimedBy: string,
): Promise<PostNowResponse> {
  await checkPlatformsConnected(deps, ownerId, body.platforms);
  const pending = await checkPostMedia(
    { storage: deps.storage, publicUrl: deps.config.publicUrl, ownerId },
    file,
    body.mediaUrl,
    body.type,
  );
  const carousel = await checkCarousel(
    { storage: deps.storage, publicUrl: deps.config.publicUrl, ownerId },
    pending,
    body.carouselUrls,
  );
  const { accepted, refused } = splitByMediaSupport(
    deps.registry,
    body.platforms,
    pending,
    Boolean(file),
  );

  const caption = body.caption.trim() === '' ? DEFAULT_POST_CAPTION : body.caption;
  const captions = ownCaptionsOf(accepted, caption, body.captions);
  checkCaptionLimits(deps.registry, accepted, caption, captions);

  const media = await pending.store();
  const undoMedia = async () => {
    if (file) await deps.storage.delete(media.key);
  };
  const post = await insertOrUndo(undoMedia, () =>
    insertScheduledPost(ownerId, {
      scheduledTime: new Date(),
      caption,
      captions,
      mediaUrl: media.url,
      mediaKey: media.key,
      mediaMimeType: media.mimeType,
      mediaSizeBytes: media.sizeBytes,
      ...(carousel.length ? { carousel } : {}),
      platforms: accepted,
      type: media.type,
      origin: 'now',
    }),
  );

  const outcome = await publishPost(post, waitingPublishServices(deps, claimedBy));
  return summarisePublish(post, outcome, refused);
}
