import { z } from 'zod';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';
import { POST_MEDIA_FIELD } from '../scheduling/scheduled-posts.schemas.js';
import { userText } from '../text/user-text.js';

/**
 * The brand photo library: photos the user uploads once and reuses ("use my photos" in the
 * studio, a post's media). GET lists them with the photos uploaded with posts; POST (multipart,
 * one image in `media`) adds one; DELETE `/api/user/photos/:id` removes one of the library.
 */
export const BRAND_PHOTOS_PATH = '/api/user/photos';
export const BRAND_PHOTO_FIELD = POST_MEDIA_FIELD;

export const BRAND_PHOTO_LIMITS = {
  /** Photos one library holds (the photos of posts do not count). */
  maxPhotos: 100,
  /** One photo's size: a background needs less, a phone's photo fits. */
  maxBytes: 15 * 1024 * 1024,
  /** One clip's size and length (a video's scenes show a few seconds of each). */
  maxClipBytes: 100 * 1024 * 1024,
  maxClipSeconds: 60,
} as const;

export const BRAND_PHOTO_CODES = { libraryFull: 'photo_library_full' } as const;

export const BRAND_PHOTO_MESSAGES = {
  photoRequired: 'Choose a photo to add.',
  notAPhoto: 'A photo must be a JPEG, PNG or WebP image; a clip an MP4 or WebM video.',
  photoTooLarge: `A photo is limited to ${BRAND_PHOTO_LIMITS.maxBytes / (1024 * 1024)} MB.`,
  clipTooLong: `A clip is limited to ${BRAND_PHOTO_LIMITS.maxClipSeconds} seconds.`,
  clipUnreadable: 'This clip could not be read as a video. Try another file.',
  libraryFull: `Your photo library is full (${BRAND_PHOTO_LIMITS.maxPhotos} photos). Delete some to add more.`,
  notFound: 'This photo is not in your library.',
  deleted: 'Photo deleted.',
} as const;

export const BRAND_PHOTO_MESSAGES_FR: FrenchCatalogue<typeof BRAND_PHOTO_MESSAGES> = {
  photoRequired: 'Choisissez une photo à ajouter.',
  notAPhoto: 'Une photo doit être une image JPEG, PNG ou WebP ; un clip une vidéo MP4 ou WebM.',
  photoTooLarge: `Une photo est limitée à ${BRAND_PHOTO_LIMITS.maxBytes / (1024 * 1024)} Mo.`,
  clipTooLong: `Un clip est limité à ${BRAND_PHOTO_LIMITS.maxClipSeconds} secondes.`,
  clipUnreadable: "Ce clip n'a pas pu être lu comme une vidéo. Essayez un autre fichier.",
  libraryFull: `Votre photothèque est pleine (${BRAND_PHOTO_LIMITS.maxPhotos} photos). Supprimez-en pour en ajouter.`,
  notFound: "Cette photo n'est pas dans votre photothèque.",
  deleted: 'Photo supprimée.',
};

/**
 * One photo or clip: in the library (deletable, `_id` set) or uploaded with a post (`_id` null).
 * Photos make the images' and videos' covers; clips are the scenes of videos.
 */
export const BrandPhotoSchema = z.object({
  _id: z.string().nullable(),
  url: z.string(),
  type: z.enum(['image', 'video']),
  source: z.enum(['library', 'post']),
  createdAt: z.string(),
});
export type BrandPhoto = z.infer<typeof BrandPhotoSchema>;

/** GET: the library's photos, then those of posts, each group newest first. */
export const ListBrandPhotosResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ photos: z.array(BrandPhotoSchema), libraryCount: z.number().int() }),
});
export type ListBrandPhotosResponse = z.infer<typeof ListBrandPhotosResponseSchema>;

/** POST answers 201 with the photo added. */
export const AddBrandPhotoResponseSchema = z.object({
  success: z.literal(true),
  photo: BrandPhotoSchema,
});
export type AddBrandPhotoResponse = z.infer<typeof AddBrandPhotoResponseSchema>;

/** DELETE `/api/user/photos/:id`: the photo's id in the library. */
export const BrandPhotoParamsSchema = z.object({ id: userText() });

/** DELETE answers 200 with a message ('Photo deleted.'). */
export const DeleteBrandPhotoResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type DeleteBrandPhotoResponse = z.infer<typeof DeleteBrandPhotoResponseSchema>;

export function brandPhotoPath(photoId: string): string {
  return `${BRAND_PHOTOS_PATH}/${encodeURIComponent(photoId)}`;
}
