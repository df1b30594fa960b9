import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { ASPECTS } from '../platform-specs.js';
import { paletteOf } from './brand-colors.js';
import { bundledFonts } from './fonts.js';
import { illustrationFor } from './illustrations.js';
import { LAYOUTS, node, type LayoutNode } from './layouts.js';
import { renderLayout } from './brand-image-renderer.js';

const pixelsOf = (png: Uint8Array) => sharp(Buffer.from(png)).ensureAlpha().raw().toBuffer();

describe('branded images drawn to PNG', () => {
  it("when a layout is rendered, then its PNG holds exactly the pixels of resvg's own encoding", async () => {
    const aspect = ASPECTS.square;
    for (const [seed, layout] of LAYOUTS.entries()) {
      const element = layout({
        headline: 'Single origin espresso tasting this weekend',
        handle: '@roaster',
        brandName: 'Roaster',
        logo: null,
        illustration: illustrationFor({ subject: 'coffee', keywords: [], niche: 'food' }).dataUrl,
        palette: paletteOf(['#3b2416', '#d97706'], seed),
        aspect,
      });
      const svg = await satori(element as Parameters<typeof satori>[0], {
        ...aspect,
        fonts: bundledFonts(),
      });
      const reference = new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
      const image = await renderLayout(element, aspect, 'this-thread');
      expect((await pixelsOf(image.png)).equals(await pixelsOf(reference))).toBe(true);
    }
  });

  it('when a layout leaves its canvas see-through, then the image shows white there, never a darkened colour', async () => {
    const element: LayoutNode = node('div', {
      width: 8,
      height: 8,
      display: 'flex',
      background: 'rgba(255, 128, 64, 0.5)',
    });
    const image = await renderLayout(element, { width: 8, height: 8 }, 'libuv-pool');
    expect([...(await pixelsOf(image.png)).subarray(0, 4)]).toEqual([255, 192, 160, 255]);
  });
});
