import { fileTypeFromBuffer } from 'file-type';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'tiff' | 'bmp' | 'svg';

export interface DetectedImage {
  format: ImageFormat;
  mime: string;
}

/** What file-type answers for the formats we take (APNG is a PNG). */
const FORMAT_BY_MIME: Readonly<Record<string, ImageFormat>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/apng': 'png',
  'image/webp': 'webp',
  'image/tiff': 'tiff',
  'image/bmp': 'bmp',
};

const MIME_BY_FORMAT: Readonly<Record<ImageFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  tiff: 'image/tiff',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
};

/** How far into a text file the `<svg` root element is looked for. */
const SVG_SNIFF_BYTES = 64 * 1024;

/**
 * Tells whether text starts, after an optional BOM, XML declaration, comments and a doctype
 * without an internal subset, with an `<svg` root element. A doctype that declares entities
 * (`[...]`) is not taken: entity expansion is how XML bombs work.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(
    bytes.buffer,
    bytes.byteOffset,
    Math.min(bytes.byteLength, SVG_SNIFF_BYTES),
  );
  if (head.includes(0)) return false;
  let text = head.toString('utf8').replace(/^\uFEFF/, '');
  const prologue = [/^\s+/, /^<\?xml[^>]*\?>/, /^<!--[\s\S]*?-->/, /^<!DOCTYPE\s+svg[^[>]*>/i];
  for (let changed = true; changed;) {
    changed = false;
    for (const pattern of prologue) {
      const match = pattern.exec(text);
      if (match && match[0].length > 0) {
        text = text.slice(match[0].length);
        changed = true;
      }
    }
  }
  return /^<svg[\s>/]/.test(text);
}

/**
 * The image format of a file from its bytes (never its name or the type the client claimed):
 * JPEG, PNG, WebP, TIFF and BMP through file-type's magic numbers, SVG (which file-type does not
 * detect) by its root element. Anything else answers null.
 */
export async function detectImageType(bytes: Uint8Array): Promise<DetectedImage | null> {
  if (bytes.byteLength === 0) return null;
  const detected = await fileTypeFromBuffer(bytes);
  const format = detected ? FORMAT_BY_MIME[detected.mime] : undefined;
  if (format) return { format, mime: MIME_BY_FORMAT[format] };
  if ((!detected || detected.mime === 'application/xml') && looksLikeSvg(bytes)) {
    return { format: 'svg', mime: MIME_BY_FORMAT.svg };
  }
  return null;
}
