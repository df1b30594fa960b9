import {
  countCaptionChars,
  getCaptionCountUnit,
  SCHEDULING_MESSAGES as M,
  type PostType,
} from '@postcraft/contracts';
import type { MediaStorage } from '@postcraft/media';
import type { PlatformAdapter, PlatformLimits, PublishMedia } from '@postcraft/platforms';

export interface PostMedia {
  key: string;
  mimeType: string;
  sizeBytes: number;
  type: PostType;
  /** A video's length in seconds, when known (a generated video's, a probed upload's). */
  durationSec?: number;
}

/**
 * Why a platform cannot take this media (from its adapter's limits), or null when it can. A post
 * without media needs a platform that publishes text alone.
 */
export function mediaRefusal(
  limits: PlatformLimits,
  displayName: string,
  media: PostMedia | null,
): string | null {
  if (!media) return limits.textOnly ? null : M.mediaNeededBy(displayName);
  const isVideo = media.type === 'video';
  const accepted = isVideo ? limits.video : limits.image;
  if (!accepted) return isVideo ? M.videosRefusedBy(displayName) : M.imagesRefusedBy(displayName);
  if (!accepted.mimeTypes.includes(media.mimeType)) {
    return M.fileFormatRefusedBy(displayName, media.mimeType);
  }
  if (media.sizeBytes > accepted.maxBytes) {
    const megabytes = Math.floor(accepted.maxBytes / (1024 * 1024));
    return isVideo
      ? M.videosTooLargeFor(displayName, megabytes)
      : M.imagesTooLargeFor(displayName, megabytes);
  }
  if (
    limits.video &&
    isVideo &&
    media.durationSec !== undefined &&
    (media.durationSec < limits.video.minDurationSec ||
      media.durationSec > limits.video.maxDurationSec)
  ) {
    return M.videoDurationRefusedBy(
      displayName,
      limits.video.minDurationSec,
      limits.video.maxDurationSec,
    );
  }
  return null;
}

/**
 * Why a platform cannot take this caption (longer than its limit, counted as the platform counts:
 * X weighted, YouTube in bytes), or null when it can.
 */
export function captionRefusal(
  { id, limits, displayName }: Pick<PlatformAdapter, 'id' | 'limits' | 'displayName'>,
  caption: string,
): string | null {
  if (countCaptionChars(id, caption) <= limits.captionMaxLength) return null;
  return getCaptionCountUnit(id) === 'bytes'
    ? M.captionTooLongInBytesFor(displayName, limits.captionMaxLength)
    : M.captionTooLongFor(displayName, limits.captionMaxLength);
}

/** The post's file as adapters read it: bytes from the storage, and its public URL if any. */
export function toPublishMedia(
  storage: MediaStorage,
  media: PostMedia,
  publicUrlOf?: (key: string) => string | null,
): PublishMedia {
  return {
    kind: media.type,
    mimeType: media.mimeType,
    sizeBytes: media.sizeBytes,
    publicUrl: publicUrlOf?.(media.key) ?? null,
    async read() {
      const stored = await storage.read(media.key);
      if (!stored) throw new Error(`The media file ${media.key} no longer exists`);
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
  };
}

/**
 * The absolute address of a stored file, for platforms that fetch media themselves: the
 * storage's own URL when absolute (S3, a CDN), else the API's public origin plus its path.
 */
export function publicMediaUrl(storage: MediaStorage, publicUrl: string, key: string): string {
  const url = storage.urlOf(key);
  return url.startsWith('/') ? `${publicUrl.replace(/\/$/, '')}${url}` : url;
}
