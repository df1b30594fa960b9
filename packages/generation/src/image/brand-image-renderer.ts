import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import type { GeneratedImage } from '../content-generator.js';
import type { ImageAspect } from '../platform-specs.js';
import { paletteOf } from './brand-colors.js';
import { bundledFonts } from './fonts.js';
import { layoutFor } from './layouts.js';

export interface BrandImageRequest {
  headline: string;
  handle: string;
  brandName: string;
  colors: readonly string[];
  logoPng: Uint8Array | null;
  seed: number;
}

const LOGO_MAX_PX = 256;
/** Pictographs have no glyph in the bundled fonts; they stay in captions, not on images. */
const PICTOGRAPHS = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D}/gu;

/** The logo made small once per generation, as the data URL satori embeds. */
async function logoDataUrl(logoPng: Uint8Array | null): Promise<string | null> {
  if (!logoPng) return null;
  const small = await sharp(logoPng)
    .resize(LOGO_MAX_PX, LOGO_MAX_PX, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  return `data:image/png;base64,${small.toString('base64')}`;
}

/**
 * Renders branded images: layout by satori (with the bundled fonts, parsed once), rasterised by
 * resvg on libuv's thread pool so the aspects of one set render side by side. One image per
 * distinct aspect; callers share it between platforms of the same aspect.
 */
export async function renderBrandImages(
  request: BrandImageRequest,
  aspects: readonly ImageAspect[],
): Promise<Map<string, GeneratedImage>> {
  const logo = await logoDataUrl(request.logoPng);
  const palette = paletteOf(request.colors, request.seed);
  const layout = layoutFor(request.seed);
  const headline = request.headline.replace(PICTOGRAPHS, '').trim() || request.brandName;
  const fonts = bundledFonts();
  const distinct = new Map(aspects.map((aspect) => [aspectKey(aspect), aspect]));

  const rendered = await Promise.all(
    [...distinct.entries()].map(async ([key, aspect]) => {
      const element = layout({ ...request, headline, logo, palette, aspect });
      const svg = await satori(element as Parameters<typeof satori>[0], {
        width: aspect.width,
        height: aspect.height,
        fonts,
      });
      const png = await renderAsync(svg, {
        fitTo: { mode: 'original' },
        font: { loadSystemFonts: false },
      });
      const image: GeneratedImage = {
        png: png.asPng(),
        width: aspect.width,
        height: aspect.height,
      };
      return [key, image] as const;
    }),
  );
  return new Map(rendered);
}

export function aspectKey({ width, height }: ImageAspect): string {
  return `${width}x${height}`;
}
