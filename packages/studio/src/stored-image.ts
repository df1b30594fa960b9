import { detectImageType, type MediaStorage } from '@postcraft/media';

type RasterFormat = 'png' | 'jpeg' | 'webp';

/**
 * A stored image's bytes, when it exists, is at most `maxBytes` and is one of `formats` (read
 * from its bytes); null otherwise: a generation goes on without it.
 */
export async function readStoredImage(
  storage: MediaStorage,
  key: string | null | undefined,
  maxBytes: number,
  formats: readonly RasterFormat[],
): Promise<Uint8Array | null> {
  if (!key) return null;
  const stored = await storage.read(key);
  if (!stored) return null;
  if (stored.size > maxBytes) {
    stored.body.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const format = (await detectImageType(bytes))?.format;
  return format && (formats as readonly string[]).includes(format) ? bytes : null;
}

/** A photo larger than this is left out (a post's image limit is higher; a background needs less). */
export const PHOTO_READ_MAX_BYTES = 15 * 1024 * 1024;

/** One of the user's photos, as generations read it (JPEG, PNG or WebP). */
export const readBrandPhoto = (storage: MediaStorage, key: string | null | undefined) =>
  readStoredImage(storage, key, PHOTO_READ_MAX_BYTES, ['png', 'jpeg', 'webp']);
