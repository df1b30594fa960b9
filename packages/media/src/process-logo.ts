import sharp, { type Sharp } from 'sharp';
import { decodeBmp } from './bmp.js';
import { detectImageType, type DetectedImage } from './detect-image-type.js';
import { ImageRejectedError } from './image-rejected-error.js';

export interface ProcessedImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/webp';
  extension: 'png' | 'webp';
  width: number;
  height: number;
}

export interface ProcessedLogo {
  /** What the upload was, read from its bytes. */
  source: DetectedImage;
  logo: ProcessedImage;
  thumbnail: ProcessedImage;
}

export interface ProcessLogoOptions {
  /** Longer side of the stored logo; smaller images keep their size. Default 1024. */
  maxSidePx?: number;
  /** Longer side of the thumbnail. Default 256. */
  thumbnailSidePx?: number;
  /** Images with more pixels are refused before they are decoded. Default 50 million. */
  maxInputPixels?: number;
}

export const DEFAULT_MAX_INPUT_PIXELS = 50_000_000;

/** Photos (JPEG, WebP) stay lossy as WebP; graphics (PNG, SVG, BMP, TIFF) become PNG. */
const OUTPUT_BY_FORMAT = {
  jpeg: 'webp',
  webp: 'webp',
  png: 'png',
  svg: 'png',
  bmp: 'png',
  tiff: 'png',
} as const;

/** An SVG declaring entities could expand without bound (an XML bomb). */
const SVG_ENTITY = /<!ENTITY/i;

async function openSvg(bytes: Uint8Array, maxSidePx: number, maxInputPixels: number) {
  if (SVG_ENTITY.test(Buffer.from(bytes).toString('utf8'))) {
    throw new ImageRejectedError('unreadable', 'SVG declares entities');
  }
  // Render at the density that makes the longer side maxSidePx: small icons come out sharp, and
  // an SVG claiming to be 100000 px wide is not rendered at that size.
  const { width = maxSidePx, height = maxSidePx } = await sharp(bytes, {
    limitInputPixels: maxInputPixels,
  }).metadata();
  const density = Math.min(Math.max((72 * maxSidePx) / Math.max(width, height, 1), 1), 50_000);
  return sharp(bytes, { density, limitInputPixels: maxInputPixels });
}

function open(
  bytes: Uint8Array,
  source: DetectedImage,
  maxSidePx: number,
  maxInputPixels: number,
): Promise<Sharp> | Sharp {
  if (source.format === 'svg') return openSvg(bytes, maxSidePx, maxInputPixels);
  if (source.format === 'bmp') {
    const raw = decodeBmp(bytes, maxInputPixels);
    return sharp(raw.data, {
      raw: { width: raw.width, height: raw.height, channels: raw.channels },
    });
  }
  // Only the first page or frame of a TIFF, an animated WebP or an APNG is used.
  return sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' });
}

async function render(
  image: Sharp,
  sidePx: number,
  extension: ProcessedImage['extension'],
): Promise<ProcessedImage> {
  const resized = image
    .resize({ width: sidePx, height: sidePx, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb');
  // sharp writes no metadata unless asked: EXIF (camera, GPS), XMP and ICC profiles are dropped.
  const output = extension === 'webp' ? resized.webp({ quality: 90 }) : resized.png();
  const { data, info } = await output.toBuffer({ resolveWithObject: true });
  return {
    bytes: data,
    contentType: extension === 'webp' ? 'image/webp' : 'image/png',
    extension,
    width: info.width,
    height: info.height,
  };
}

function rejectionOf(error: unknown): ImageRejectedError {
  if (error instanceof ImageRejectedError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return /pixel limit/i.test(message)
    ? new ImageRejectedError('too_many_pixels', message)
    : new ImageRejectedError('unreadable', message);
}

/**
 * Turns an uploaded logo into what is stored: the type is read from the bytes; SVG is rasterised
 * (no script, event handler or external reference of it can survive, and the SVG itself is
 * never stored); the image is turned upright by its EXIF orientation, reduced to at most
 * `maxSidePx` on its longer side, stripped of metadata and written as PNG or WebP, with a
 * `thumbnailSidePx` thumbnail. Throws ImageRejectedError for anything else.
 */
export async function processLogo(
  bytes: Uint8Array,
  {
    maxSidePx = 1024,
    thumbnailSidePx = 256,
    maxInputPixels = DEFAULT_MAX_INPUT_PIXELS,
  }: ProcessLogoOptions = {},
): Promise<ProcessedLogo> {
  const source = await detectImageType(bytes);
  if (!source) throw new ImageRejectedError('unsupported_type', 'not an accepted image format');
  const extension = OUTPUT_BY_FORMAT[source.format];
  try {
    const image = await open(bytes, source, maxSidePx, maxInputPixels);
    const logo = await render(image.rotate(), maxSidePx, extension);
    const thumbnail = await render(sharp(logo.bytes), thumbnailSidePx, extension);
    return { source, logo, thumbnail };
  } catch (error) {
    throw rejectionOf(error);
  }
}
