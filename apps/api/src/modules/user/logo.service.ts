import { LOGO_IMAGE_SIZES, LOGO_MESSAGES } from '@postcraft/contracts';
import { logoKeyPrefixOf } from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import {
  ImageRejectedError,
  LogoRendererBusyError,
  newMediaName,
  type LogoRenderer,
  type MediaStorage,
  type ProcessedLogo,
  type StoredMedia,
} from '@postcraft/media';
import { AppError } from '../../lib/app-error.js';

export interface StoredLogo {
  logo: StoredMedia;
  thumbnail: StoredMedia;
}

/**
 * Checks and normalises an uploaded logo in the renderer's own process (SVG rasterised there,
 * within its time limit), or throws a 400 saying what is wrong with it, or a 429 when every
 * render slot and the waiting line are taken.
 */
export async function prepareLogo(
  renderer: LogoRenderer,
  bytes: Buffer,
  maxInputPixels: number,
): Promise<ProcessedLogo> {
  try {
    return await renderer.render(bytes, {
      maxSidePx: LOGO_IMAGE_SIZES.logoMaxSidePx,
      thumbnailSidePx: LOGO_IMAGE_SIZES.thumbnailMaxSidePx,
      maxInputPixels,
    });
  } catch (error) {
    if (error instanceof LogoRendererBusyError) {
      throw new AppError('rate_limited', LOGO_MESSAGES.busy, { cause: error });
    }
    if (!(error instanceof ImageRejectedError)) throw error;
    const message = {
      unsupported_type: LOGO_MESSAGES.unsupportedType,
      unreadable: LOGO_MESSAGES.unreadable,
      too_many_pixels: LOGO_MESSAGES.tooManyPixels(Math.floor(maxInputPixels / 1_000_000)),
      too_slow: LOGO_MESSAGES.tooSlow,
    }[error.reason];
    throw new AppError('validation_failed', message, { cause: error });
  }
}

/** Deletes stored files, logging rather than failing: the user's change already happened. */
export async function deleteMediaQuietly(
  storage: MediaStorage,
  keys: readonly string[],
  logger: Logger,
): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((error: unknown) => {
        logger.warn({ err: error, key }, 'media file could not be deleted');
      }),
    ),
  );
}

/**
 * Stores a processed logo and its thumbnail under `logos/<userId>/` with a new random name (128
 * bits, see newMediaName), so a URL never changes content and can be cached for good. If the
 * second write fails, the first file is removed again.
 */
export async function storeLogo(
  storage: MediaStorage,
  userId: string,
  { logo, thumbnail }: ProcessedLogo,
  logger: Logger,
): Promise<StoredLogo> {
  const name = `${logoKeyPrefixOf(userId)}${newMediaName()}`;
  const storedLogo = await storage.put(`${name}.${logo.extension}`, logo.bytes, logo.contentType);
  try {
    const storedThumbnail = await storage.put(
      `${name}-thumb.${thumbnail.extension}`,
      thumbnail.bytes,
      thumbnail.contentType,
    );
    return { logo: storedLogo, thumbnail: storedThumbnail };
  } catch (error) {
    await deleteMediaQuietly(storage, [storedLogo.key], logger);
    throw error;
  }
}
