import { GENERATION_MESSAGES as M } from '@postcraft/contracts';
import { GENERATED_KEY_PREFIX, listRecentMediaOf, type OwnerId } from '@postcraft/data';
import { detectImageType, type MediaStorage } from '@postcraft/media';
import { AppError } from '../../lib/app-error.js';

/** Photos a generation may use, newest first: enough for variety, little to read. */
const PHOTOS_MAX = 4;
/** Recent media looked through for them. */
const MEDIA_LOOKED_AT = 30;
/** A photo larger than this is left out (a post's image limit is higher; a background needs less). */
const PHOTO_READ_MAX_BYTES = 15 * 1024 * 1024;

async function readPhoto(storage: MediaStorage, key: string): Promise<Uint8Array | null> {
  const stored = await storage.read(key);
  if (!stored) return null;
  if (stored.size > PHOTO_READ_MAX_BYTES) {
    stored.body.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const format = (await detectImageType(bytes))?.format;
  return format === 'png' || format === 'jpeg' || format === 'webp' ? bytes : null;
}

/**
 * The user's own photos for "use my photos": the images they uploaded with their posts (never
 * Postcraft's generated images), newest first, read from their own folder. None is a 422.
 */
export async function loadBrandPhotos(
  storage: MediaStorage,
  ownerId: OwnerId,
): Promise<Uint8Array[]> {
  const media = await listRecentMediaOf(ownerId, MEDIA_LOOKED_AT);
  const keys = [
    ...new Set(
      media
        .filter((item) => item.source === 'post' && !item.key.startsWith(GENERATED_KEY_PREFIX))
        .filter((item) => item.key.split('/')[1] === ownerId)
        .map((item) => item.key),
    ),
  ];
  const photos: Uint8Array[] = [];
  for (const key of keys) {
    if (photos.length >= PHOTOS_MAX) break;
    const photo = await readPhoto(storage, key);
    if (photo) photos.push(photo);
  }
  if (photos.length === 0) throw new AppError('no_photos', M.noPhotos);
  return photos;
}
