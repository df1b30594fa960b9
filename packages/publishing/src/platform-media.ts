import { countCaptionChars, getCaptionCountUnit, type PostType } from '@postcraft/contracts';
import type { MediaStorage } from '@postcraft/media';
import type { PlatformAdapter, PlatformLimits, PublishMedia } from '@postcraft/platforms';

export interface PostMedia {
  key: string;
  mimeType: string;
  sizeBytes: number;
  type: PostType;
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
  if (!media) return limits.textOnly ? null : `${displayName} needs an image or a video.`;
  const accepted = media.type === 'video' ? limits.video : limits.image;
  if (!accepted) return `${displayName} does not accept ${media.type}s.`;
  if (!accepted.mimeTypes.includes(media.mimeType)) {
    return `${displayName} does not accept ${media.mimeType} files.`;
  }
  if (media.sizeBytes > accepted.maxBytes) {
    const megabytes = Math.floor(accepted.maxBytes / (1024 * 1024));
    return `${displayName} accepts ${media.type}s of at most ${megabytes} MB.`;
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
  const unit = getCaptionCountUnit(id) === 'bytes' ? 'bytes' : 'characters';
  return `${displayName} takes captions of at most ${limits.captionMaxLength} ${unit}.`;
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
