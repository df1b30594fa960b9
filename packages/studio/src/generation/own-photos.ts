import { BRAND_PHOTO_LIMITS, type BrandPhoto } from '@postcraft/contracts';
import {
  GENERATED_KEY_PREFIX,
  listBrandPhotos,
  listRecentMediaOf,
  type BrandPhotoRecord,
  type OwnerId,
} from '@postcraft/data';

const typeOfMime = (mimeType: string): BrandPhoto['type'] =>
  mimeType.startsWith('video/') ? 'video' : 'image';

/** Recent post media looked through for the photos uploaded with posts. */
const POST_MEDIA_LOOKED_AT = 60;

/** One of the user's photos: its storage key and how the API answers it. */
export interface OwnPhoto {
  key: string;
  photo: BrandPhoto;
}

/** A library photo as the user's photos list it. */
export function libraryPhoto(record: BrandPhotoRecord): OwnPhoto {
  return {
    key: record.key,
    photo: {
      _id: record._id.toHexString(),
      url: record.url,
      type: typeOfMime(record.mimeType),
      source: 'library',
      createdAt: record.createdAt.toISOString(),
    },
  };
}

/**
 * The photos and clips a user uploaded with their posts (never Postcraft's images or videos),
 * newest first.
 */
async function photosOfPosts(ownerId: OwnerId): Promise<OwnPhoto[]> {
  const media = await listRecentMediaOf(ownerId, POST_MEDIA_LOOKED_AT);
  return media
    .filter((item) => item.source === 'post' && !item.key.startsWith(GENERATED_KEY_PREFIX))
    .filter((item) => item.key.split('/')[1] === ownerId)
    .filter((item) => /\.(jpe?g|png|webp|mp4|webm)$/i.test(item.key))
    .map((item) => ({
      key: item.key,
      photo: {
        _id: null,
        url: item.url,
        type: /\.(mp4|webm)$/i.test(item.key) ? ('video' as const) : ('image' as const),
        source: 'post' as const,
        createdAt: item.createdAt.toISOString(),
      },
    }));
}

/**
 * The user's photos: the library's, newest first, then those uploaded with posts (a library
 * photo a post carries is listed once, as the library's).
 */
export async function ownPhotos(ownerId: OwnerId): Promise<OwnPhoto[]> {
  const [library, ofPosts] = await Promise.all([
    listBrandPhotos(ownerId, BRAND_PHOTO_LIMITS.maxPhotos),
    photosOfPosts(ownerId),
  ]);
  const inLibrary = new Set(library.map((photo) => photo.key));
  return [...library.map(libraryPhoto), ...ofPosts.filter((own) => !inLibrary.has(own.key))];
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
