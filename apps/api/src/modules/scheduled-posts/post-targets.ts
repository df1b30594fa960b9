import {
  captionOf,
  getCaptionCountUnit,
  type PostCaptions,
  SCHEDULING_MESSAGES as M,
  type ConnectablePlatformId,
  type PostType,
} from '@postcraft/contracts';
import {
  findGeneratedVideoDuration,
  listConnectedAccounts,
  markGenerationUsed,
  type CarouselImageRecord,
  type OwnerId,
} from '@postcraft/data';
import type { MediaStorage } from '@postcraft/media';
import { captionRefusal, mediaRefusal } from '@postcraft/publishing';
import type { PlatformRegistry } from '@postcraft/platforms';
import { activeAccountsAmong, idleAccountRefusal, ownerPlanOf } from '@postcraft/studio';
import { probeVideo } from '@postcraft/video';
import { AppError } from '../../lib/app-error.js';
import { throwIfRefused } from '@postcraft/studio';
import type { UploadedPostMedia } from './post-form.js';
import type { ScheduledPostsDeps } from './scheduled-posts.deps.js';
import {
  resolveOwnMediaUrl,
  storeUploadedMedia,
  type ResolvedPostMedia,
} from './post-media.service.js';

const displayNameOf = (registry: PlatformRegistry, platform: ConnectablePlatformId) =>
  registry.list().find((entry) => entry.platform === platform)?.name ?? platform;

/**
 * Refuses platforms this server cannot post to, platforms the owner has not connected (all of
 * them named in one message), and accounts the plan leaves idle (403 plan_limit).
 */
export async function checkPlatformsConnected(
  { registry, config }: Pick<ScheduledPostsDeps, 'registry' | 'config'>,
  ownerId: OwnerId,
  platforms: readonly ConnectablePlatformId[],
): Promise<void> {
  if (platforms.some((platform) => !registry.find(platform))) {
    throw new AppError('platform_unavailable', M.platformUnknown);
  }
  const accounts = await listConnectedAccounts(ownerId);
  const connected = new Set(accounts.map((a) => a.platform));
  const missing = platforms.filter((platform) => !connected.has(platform));
  if (missing.length > 0) {
    const names = missing.map((platform) => displayNameOf(registry, platform)).join(', ');
    throw new AppError('validation_failed', M.platformNotConnected(names));
  }
  const plan = await ownerPlanOf(ownerId, config.payments);
  throwIfRefused(
    idleAccountRefusal(activeAccountsAmong(plan, accounts), platforms, (platform) =>
      displayNameOf(registry, platform),
    ),
  );
}

/** The media a post will carry, checked but not stored yet. */
export interface PendingMedia {
  type: PostType;
  mimeType: string;
  sizeBytes: number;
  /** A video's length in seconds when known: each platform's duration limits are checked. */
  durationSec?: number;
  /** Stores an upload (no-op for media already stored); called once every check passed. */
  store(): Promise<ResolvedPostMedia>;
}

/**
 * The post's media: an uploaded file (type from its first bytes, read by the form) or a `mediaUrl` of the owner's own
 * stored media. Refuses a post with neither.
 */
export async function checkPostMedia(
  input: { storage: MediaStorage; publicUrl: string; ownerId: OwnerId },
  file: UploadedPostMedia | null,
  mediaUrl: string | undefined,
  declared: PostType | undefined,
): Promise<PendingMedia> {
  if (file) {
    const detected = file.inspected;
    if (declared && declared !== detected.kind) {
      throw new AppError('invalid_media', M.mediaTypeMismatch(declared));
    }
    // An upload's length, read by ffprobe; one it cannot read is left to the platform to judge.
    const durationSec =
      detected.kind === 'video'
        ? await probeVideo(file.path).then(
            (probed) => probed.durationSec,
            () => undefined,
          )
        : undefined;
    return {
      type: detected.kind,
      mimeType: detected.mimeType,
      sizeBytes: file.size,
      ...(durationSec ? { durationSec } : {}),
      store: () => storeUploadedMedia(input.storage, input.ownerId, file),
    };
  }
  if (!mediaUrl) throw new AppError('validation_failed', M.mediaRequired);
  const resolved = await resolveOwnMediaUrl(
    input.storage,
    input.publicUrl,
    input.ownerId,
    mediaUrl,
    declared,
  );
  const durationSec =
    resolved.type === 'video'
      ? await findGeneratedVideoDuration(input.ownerId, resolved.key)
      : undefined;
  return {
    ...resolved,
    ...(durationSec ? { durationSec } : {}),
    // A studio draft's image becomes used when a post keeps it: the 24-hour sweep spares it.
    store: async () => {
      await markGenerationUsed(input.ownerId, resolved.key);
      return resolved;
    },
  };
}

/**
 * A carousel's slides after its cover: each a `mediaUrl` of the owner's own images, checked like
 * the cover. A carousel needs an image cover; at most CAROUSEL_MAX_IMAGES images in all (the
 * contract caps the list). Nothing is stored: the slides are files the owner already has.
 */
export async function checkCarousel(
  input: { storage: MediaStorage; publicUrl: string; ownerId: OwnerId },
  cover: Pick<PendingMedia, 'type'>,
  carouselUrls: readonly string[] | undefined,
): Promise<CarouselImageRecord[]> {
  if (!carouselUrls?.length) return [];
  if (cover.type !== 'image') throw new AppError('invalid_media', M.carouselNeedsImage);
  const slides: CarouselImageRecord[] = [];
  for (const url of carouselUrls) {
    const slide = await resolveOwnMediaUrl(
      input.storage,
      input.publicUrl,
      input.ownerId,
      url,
      undefined,
    );
    if (slide.type !== 'image') throw new AppError('invalid_media', M.carouselNotImages);
    slides.push({
      key: slide.key,
      url: slide.url,
      mimeType: slide.mimeType,
      sizeBytes: slide.sizeBytes,
    });
  }
  return slides;
}

/**
 * The platforms whose adapter takes this media (its limits), and the others with the reason.
 * None left: the spec's message for an upload, or 'No compatible platforms selected.'.
 */
export function splitByMediaSupport(
  registry: PlatformRegistry,
  platforms: readonly ConnectablePlatformId[],
  media: Pick<PendingMedia, 'type' | 'mimeType' | 'sizeBytes' | 'durationSec'>,
  isUpload: boolean,
): {
  accepted: ConnectablePlatformId[];
  refused: { platform: ConnectablePlatformId; reason: string }[];
} {
  const accepted: ConnectablePlatformId[] = [];
  const refused: { platform: ConnectablePlatformId; reason: string }[] = [];
  for (const platform of platforms) {
    const adapter = registry.find(platform);
    const reason = adapter
      ? mediaRefusal(adapter.limits, adapter.displayName, { key: '', ...media })
      : M.platformUnknown;
    if (reason) refused.push({ platform, reason });
    else accepted.push(platform);
  }
  if (accepted.length === 0) {
    throw new AppError(
      'validation_failed',
      isUpload ? M.noDirectUploadPlatform : M.noCompatiblePlatform,
    );
  }
  return { accepted, refused };
}

/**
 * Refuses a caption longer than a chosen platform takes (each adapter's `captionMaxLength`, X's
 * weighted), so a post is not accepted now to fail at its time. Each platform is checked with
 * the caption it will publish: its own from `captions`, else `caption`.
 */
export function checkCaptionLimits(
  registry: PlatformRegistry,
  platforms: readonly ConnectablePlatformId[],
  caption: string,
  captions?: PostCaptions,
): void {
  for (const platform of platforms) {
    const adapter = registry.find(platform);
    if (!adapter) continue;
    if (captionRefusal(adapter, captionOf({ caption, captions }, platform))) {
      throw new AppError(
        'validation_failed',
        getCaptionCountUnit(adapter.id) === 'bytes'
          ? M.captionTooLongInBytesFor(adapter.displayName, adapter.limits.captionMaxLength)
          : M.captionTooLongFor(adapter.displayName, adapter.limits.captionMaxLength),
      );
    }
  }
}
