import { GENERATION_MESSAGES as M } from '@postcraft/contracts';
import type { OwnerId } from '@postcraft/data';
import { detectImageType, type MediaStorage } from '@postcraft/media';
import { AppError } from '../../lib/app-error.js';
import { ownPhotos } from '../brand-photos/brand-photos.service.js';

/** A photo larger than this is left out (a post's image limit is higher; a background needs less). */
const PHOTO_READ_MAX_BYTES = 15 * 1024 * 1024;
/** Photos tried when the chosen one cannot be read (deleted meanwhile, or not an image). */
const PHOTOS_TRIED = 4;

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
 * The photo a "use my photos" generation is made of: one of the user's photos (their library's,
 * then those uploaded with posts), picked by the seed so Regenerate goes through them; the next
 * ones are tried when it cannot be read. No photo at all is a 422.
 */
export async function loadBrandPhoto(
  storage: MediaStorage,
  ownerId: OwnerId,
  seed: number,
): Promise<Uint8Array[]> {
  const photos = await ownPhotos(ownerId);
  for (let tried = 0; tried < Math.min(PHOTOS_TRIED, photos.length); tried += 1) {
    const photo = await readPhoto(storage, photos[(seed + tried) % photos.length]!.key);
    if (photo) return [photo];
  }
  throw new AppError('no_photos', M.noPhotos);
}
