import { GENERATION_MESSAGES as M } from '@postcraft/contracts';
import type { OwnerId } from '@postcraft/data';
import type { MediaStorage } from '@postcraft/media';
import { readBrandPhoto } from '@postcraft/studio';
import { AppError } from '../../lib/app-error.js';
import { ownPhotos, type OwnPhoto } from '../brand-photos/brand-photos.service.js';

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

/** Clips one video's scenes are made of at most. */
export const CLIPS_PER_VIDEO = 3;

/**
 * The clips a "use my photos" video's scenes are made of: up to three of the user's clips (their
 * library's, then those uploaded with posts), starting at the seed's place so Regenerate goes
 * through them. Read by the render; one gone by then is left out.
 */
export function pickBrandClips(own: readonly OwnPhoto[], seed: number): string[] {
  const clips = own.filter((each) => each.photo.type === 'video');
  const count = Math.min(CLIPS_PER_VIDEO, clips.length);
  return Array.from({ length: count }, (_, index) => clips[(seed + index) % clips.length]!.key);
}
