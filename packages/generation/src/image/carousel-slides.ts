import type { GeneratedImage } from '../content-generator.js';
import type { ImageAspect } from '../platform-specs.js';
import { paletteOf } from './brand-colors.js';
import { logoDataUrl, renderLayout, type Rasterise } from './brand-image-renderer.js';
import { slideLayout, type SlideContent } from './slide-layout.js';

/** The brand as the slides show it (the cover's colours: the same seed picks the same palette). */
export interface SlideBrand {
  handle: string;
  brandName: string;
  colors: readonly string[];
  logoPng: Uint8Array | null;
  seed: number;
}

/** One platform's slides after its cover: its points, then its call to action. */
export interface SlideDeck {
  aspect: ImageAspect;
  points: readonly (readonly string[])[];
  call: string;
}

/** Each deck's slides after the cover, numbered from 2 (the cover is 1); the logo is made once. */
export async function renderCarouselSlides(
  brand: SlideBrand,
  decks: readonly SlideDeck[],
  where: Rasterise = 'libuv-pool',
  { numbered = true }: { numbered?: boolean } = {},
): Promise<GeneratedImage[][]> {
  const logo = await logoDataUrl(brand.logoPng);
  const palette = paletteOf(brand.colors, brand.seed);
  return Promise.all(
    decks.map(({ aspect, points, call }) => {
      const total = points.length + 2;
      const slides: Pick<SlideContent, 'kind' | 'sentences'>[] = [
        ...points.map((sentences) => ({ kind: 'point' as const, sentences })),
        { kind: 'closing', sentences: [call] },
      ];
      return Promise.all(
        slides.map((slide, index) =>
          renderLayout(
            slideLayout({
              ...slide,
              number: index + 2,
              total: numbered ? total : 0,
              handle: brand.handle,
              brandName: brand.brandName,
              logo,
              palette,
              aspect,
            }),
            aspect,
            where,
          ),
        ),
      );
    }),
  );
}
