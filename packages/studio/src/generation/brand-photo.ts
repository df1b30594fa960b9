import { GENERATION_MESSAGES as M } from '@postcraft/contracts';
import type { OwnerId } from '@postcraft/data';
import type { MediaStorage } from '@postcraft/media';
import { AppError } from '../app-error.js';
import { readBrandPhoto } from '../stored-image.js';
import { ownPhotos, type OwnPhoto } from './own-photos.js';

/** Photos tried when the chosen one cannot be read (deleted meanwhile, or not an image). */
const PHOTOS_TRIED = 4;

/**
 * The photo a "use my photos" generation is made of: one of the user's photos (their library's,
 * then those uploaded with posts), picked by the seed so Regenerate goes through them; the next
 * ones are tried when it cannot be read. No photo at all is a 422.
 */
export async function loadBrandPhoto(
  storage: MediaStorage,
  ownerId: OwnerId,
  seed: number,
  /** The user's photos and clips, when the caller has read them already. */
  own?: readonly OwnPhoto[],
): Promise<{ key: string; bytes: Uint8Array }> {
  const photos = (own ?? (await ownPhotos(ownerId))).filter((each) => each.photo.type === 'image');
  for (let tried = 0; tried < Math.min(PHOTOS_TRIED, photos.length); tried += 1) {
    const key = photos[(seed + tried) % photos.length]!.key;
    const bytes = await readBrandPhoto(storage, key);
    if (bytes) return { key, bytes };
  }
  throw new AppError('no_photos', M.noPhotos);
}
