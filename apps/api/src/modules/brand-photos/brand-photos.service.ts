import { randomBytes } from 'node:crypto';
import {
  BRAND_PHOTO_LIMITS,
  BRAND_PHOTO_MESSAGES as M,
  type BrandPhoto,
} from '@postcraft/contracts';
import {
  brandPhotoKeyPrefixOf,
  countBrandPhotos,
  deleteBrandPhoto,
  findKeysUsedByPosts,
  insertBrandPhoto,
  type OwnerId,
} from '@postcraft/data';
import { putFileInto, type MediaStorage } from '@postcraft/media';
import { libraryPhoto, ownPhotos } from '@postcraft/studio';
import { probeVideo } from '@postcraft/video';
import { AppError } from '../../lib/app-error.js';
import type { UploadedPostMedia } from '../scheduled-posts/post-form.js';

/** The formats a photo may have: what the designer and every platform read. */
const PHOTO_MIME_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** The formats a clip may have: what phones and browsers record, and ffmpeg reads. */
const CLIP_MIME_TYPES = new Set(['video/mp4', 'video/webm']);

/** GET's answer: every photo, and how many of them the library holds. */
export async function listPhotos(
  ownerId: OwnerId,
): Promise<{ photos: BrandPhoto[]; libraryCount: number }> {
  const photos = await ownPhotos(ownerId);
  return {
    photos: photos.map((own) => own.photo),
    libraryCount: photos.filter((own) => own.photo.source === 'library').length,
  };
}

/** A clip ffmpeg reads as a video (a picture track), no longer than a clip may be. */
async function checkClip(path: string): Promise<void> {
  const probed = await probeVideo(path).catch(() => null);
  if (!probed?.videoCodec || !(probed.durationSec > 0)) {
    throw new AppError('invalid_media', M.clipUnreadable);
  }
  if (probed.durationSec > BRAND_PHOTO_LIMITS.maxClipSeconds + 0.5) {
    throw new AppError('payload_too_large', M.clipTooLong);
  }
}

/**
 * Adds an uploaded photo or clip to the owner's library: a JPEG, PNG or WebP of 15 MB at most,
 * or an MP4 or WebM clip of a minute at most (the type read from its first bytes, a clip's length
 * from ffprobe), moved under a new random name into `photos/<ownerId>/`. A full library is a 409;
 * the file is deleted again when its record cannot be written.
 */
export async function addPhoto(
  storage: MediaStorage,
  ownerId: OwnerId,
  file: UploadedPostMedia | null,
): Promise<BrandPhoto> {
  if (!file) throw new AppError('validation_failed', M.photoRequired);
  const { mimeType } = file.inspected;
  if (PHOTO_MIME_TYPES.has(mimeType)) {
    if (file.size > BRAND_PHOTO_LIMITS.maxBytes) {
      throw new AppError('payload_too_large', M.photoTooLarge);
    }
  } else if (CLIP_MIME_TYPES.has(mimeType)) {
    await checkClip(file.path);
  } else {
    throw new AppError('invalid_media', M.notAPhoto);
  }
  // Concurrent uploads may pass this check together: the per-user upload limits bound by how many.
  if ((await countBrandPhotos(ownerId)) >= BRAND_PHOTO_LIMITS.maxPhotos) {
    throw new AppError('photo_library_full', M.libraryFull);
  }
  const key = `${brandPhotoKeyPrefixOf(ownerId)}${randomBytes(16).toString('hex')}.${file.inspected.extension}`;
  const stored = await putFileInto(storage, key, file.path, file.inspected.mimeType);
  try {
    const record = await insertBrandPhoto(ownerId, {
      key,
      url: stored.url,
      mimeType: file.inspected.mimeType,
      sizeBytes: file.size,
    });
    return libraryPhoto(record).photo;
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/**
 * Takes a photo out of the owner's library; its file goes too unless a post carries it (a post
 * made with the photo keeps it). Another user's photo, or a photo of a post, answers 404.
 */
export async function removePhoto(
  storage: MediaStorage,
  ownerId: OwnerId,
  photoId: string,
): Promise<void> {
  const photo = await deleteBrandPhoto(ownerId, photoId);
  if (!photo) throw new AppError('not_found', M.notFound);
  if ((await findKeysUsedByPosts([photo.key])).size === 0) await storage.delete(photo.key);
}
