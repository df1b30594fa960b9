import { POST_MEDIA_MAX_BYTES } from '@postcraft/contracts';
import { generatedKeyPrefixOf, type OwnerId } from '@postcraft/data';
import type { GeneratedImage } from '@postcraft/generation';
import {
  contentTypeOfKey,
  detectImageType,
  newMediaName,
  putFileInto,
  type MediaStorage,
} from '@postcraft/media';

/**
 * Writes a generated image to the owner's folder under a new random name,
 * `generated/<ownerId>/<32 hex>.png` (128 random bits: a draft's address cannot be worked out
 * from the generation's id or another draft's), after checking that it is a PNG of a postable
 * size (a provider's bytes pass through here too).
 */
export async function storeGeneratedImage(
  storage: MediaStorage,
  ownerId: OwnerId,
  image: GeneratedImage,
): Promise<{ key: string; url: string }> {
  if (image.png.byteLength === 0 || image.png.byteLength > POST_MEDIA_MAX_BYTES) {
    throw new Error(`A generated image of ${image.png.byteLength} bytes cannot be stored`);
  }
  const detected = await detectImageType(image.png);
  if (detected?.format !== 'png') throw new Error('A generated image is not a PNG');
  const key = `${generatedKeyPrefixOf(ownerId)}${newMediaName()}.png`;
  return storage.put(key, image.png, 'image/png');
}

/**
 * Copies a rendered file (a video, its poster, its captions) into the owner's folder under a new
 * random name with the given extension; answers its key and address.
 */
export async function storeGeneratedFile(
  storage: MediaStorage,
  ownerId: OwnerId,
  path: string,
  extension: 'mp4' | 'jpg' | 'vtt' | 'srt',
): Promise<{ key: string; url: string }> {
  const key = `${generatedKeyPrefixOf(ownerId)}${newMediaName()}.${extension}`;
  return putFileInto(storage, key, path, contentTypeOfKey(key));
}
