import sharp from 'sharp';
import type { GeneratedImage } from '../content-generator.js';
import type { ImageAspect } from '../platform-specs.js';
import { paletteOf } from '../image/brand-colors.js';

/**
 * A provider's picture in a platform's aspect (cropped to cover), with the brand's mark: a
 * band of the brand colour along the bottom and the logo on it, when the brand has one.
 */
export async function compositeBrand(
  picture: Uint8Array,
  aspect: ImageAspect,
  brand: { colors: readonly string[]; logoPng: Uint8Array | null },
  seed: number,
): Promise<GeneratedImage> {
  const { width, height } = aspect;
  const band = Math.round(height * 0.09);
  const palette = paletteOf(brand.colors, seed);
  const layers: sharp.OverlayOptions[] = [
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${band}">` +
          `<rect width="100%" height="100%" fill="${palette.background}"/></svg>`,
      ),
      top: height - band,
      left: 0,
    },
  ];
  if (brand.logoPng) {
    const size = Math.round(band * 0.75);
    const logo = await sharp(brand.logoPng)
      .resize(size, size, { fit: 'inside', withoutEnlargement: false })
      .png()
      .toBuffer();
    layers.push({
      input: logo,
      top: height - band + Math.round((band - size) / 2),
      left: Math.round(width * 0.04),
    });
  }
  const png = await sharp(picture)
    .resize(width, height, { fit: 'cover' })
    .composite(layers)
    .png()
    .toBuffer();
  return { png, width, height };
}
