import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import type { ThemeSet } from '@postcraft/contracts';
import type { GeneratedImage } from '../content-generator.js';
import type { ImageAspect } from '../platform-specs.js';
import { paletteOf } from './brand-colors.js';
import { bundledFonts } from './fonts.js';
import { layoutFor, type LayoutNode } from './layouts.js';

export interface BrandImageRequest {
  headline: string;
  handle: string;
  brandName: string;
  colors: readonly string[];
  logoPng: Uint8Array | null;
  seed: number;
  /** SVG data URL of the post's picture, or null. */
  illustration: string | null;
  /** The user's photo (any format sharp reads) the images are made of, or null. */
  photo?: Uint8Array | null;
  /** A video's cover: a photo's headline goes at the top, clear of the captions and buttons. */
  textAtTop?: boolean;
  /** The themes the plan draws with (see layoutFor); all of them when absent. */
  themes?: ThemeSet;
}

/**
 * Where resvg rasterises: on libuv's thread pool (the aspects of one set side by side), or on
 * the calling thread. A render pool's worker thread rasterises on itself, so that a render takes
 * the pool's thread and no more: on libuv's pool, five aspects would take four more cores. The
 * PNG is encoded by sharp on libuv's pool either way, while the calling thread waits for it.
 */
export type Rasterise = 'libuv-pool' | 'this-thread';

const LOGO_MAX_PX = 256;
/** Pictographs have no glyph in the bundled fonts; they stay in captions, not on images. */
export const PICTOGRAPHS = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D}/gu;

/** The logo made small once per generation, as the data URL satori embeds. */
export async function logoDataUrl(logoPng: Uint8Array | null): Promise<string | null> {
  if (!logoPng) return null;
  const small = await sharp(logoPng)
    .resize(LOGO_MAX_PX, LOGO_MAX_PX, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  return `data:image/png;base64,${small.toString('base64')}`;
}

/** The user's photo cropped to the aspect (centre kept), as the JPEG data URL satori embeds. */
async function photoDataUrl(photo: Uint8Array, { width, height }: ImageAspect): Promise<string> {
  const jpeg = await sharp(photo)
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 85 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

const RESVG_OPTIONS: ResvgRenderOptions = {
  fitTo: { mode: 'original' },
  font: { loadSystemFonts: false },
  // Every layout paints its whole canvas; anything it left see-through would show white, as on
  // most platforms. Opaque pixels are also what sharp is handed below: resvg's are premultiplied
  // by their alpha, which only an opaque image need not undo (7 ms more a post, or a scan).
  background: '#ffffff',
};

/**
 * The SVG as PNG bytes. resvg draws the pixels; sharp encodes them (libspng, zlib level 3): the
 * same pixels in a sixth of the time of resvg's own encoder (5 ms against 32 for a square post),
 * which took half of an image's render and ran on the calling thread whichever `where`. The
 * files come out about a third larger (50 KB for a square post; zlib's level 6 would cost 12 ms
 * for a tenth less).
 */
async function rasterise(svg: string, where: Rasterise): Promise<Buffer> {
  const image =
    where === 'this-thread'
      ? new Resvg(svg, RESVG_OPTIONS).render()
      : await renderAsync(svg, RESVG_OPTIONS);
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png({ compressionLevel: 3 })
    .toBuffer();
}

/**
 * Renders branded images: layout by satori (with the bundled fonts, parsed once), rasterised by
 * resvg (see Rasterise; the bytes are the same either way). One image per distinct aspect;
 * callers share it between platforms of the same aspect.
 */
export async function renderBrandImages(
  request: BrandImageRequest,
  aspects: readonly ImageAspect[],
  where: Rasterise = 'libuv-pool',
): Promise<Map<string, GeneratedImage>> {
  const logo = await logoDataUrl(request.logoPng);
  const palette = paletteOf(request.colors, request.seed);
  const layout = layoutFor(request.seed, Boolean(request.photo), request.themes);
  const headline = request.headline.replace(PICTOGRAPHS, '').trim() || request.brandName;
  const distinct = new Map(aspects.map((aspect) => [aspectKey(aspect), aspect]));

  const rendered = await Promise.all(
    [...distinct.entries()].map(async ([key, aspect]) => {
      const photo = request.photo ? await photoDataUrl(request.photo, aspect) : null;
      const element = layout({ ...request, headline, logo, palette, aspect, photo });
      return [key, await renderLayout(element, aspect, where)] as const;
    }),
  );
  return new Map(rendered);
}

/** One layout drawn by satori (with the bundled fonts) and rasterised by resvg, at `aspect`. */
export async function renderLayout(
  element: LayoutNode,
  aspect: ImageAspect,
  where: Rasterise,
): Promise<GeneratedImage> {
  const svg = await satori(element as Parameters<typeof satori>[0], {
    width: aspect.width,
    height: aspect.height,
    fonts: bundledFonts(),
  });
  return { png: await rasterise(svg, where), width: aspect.width, height: aspect.height };
}

export function aspectKey({ width, height }: ImageAspect): string {
  return `${width}x${height}`;
}
