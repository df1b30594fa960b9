import type {
  GeneratedPlatformContent,
  GenerationInput,
  GenerationResult,
} from '../content-generator.js';
import { aspectKey, renderBrandImages, type Rasterise } from '../image/brand-image-renderer.js';
import { platformSpec } from '../platform-specs.js';
import {
  generateLocalText,
  hashtagCandidates,
  headlineOf,
  subjectOf,
} from '../text/local-text-generator.js';

/**
 * The local generator's whole work, all of it CPU: captions from templates, hashtags from the
 * brand keywords and the description's topics, branded images from layouts.
 */
export async function composeLocalContent(
  input: GenerationInput,
  rasterise: Rasterise = 'libuv-pool',
): Promise<GenerationResult> {
  const images = await renderBrandImages(
    {
      headline: headlineOf(subjectOf(input.description, input.brand)),
      handle: input.brand.handle,
      brandName: input.brand.name,
      colors: input.brand.colors,
      logoPng: input.brand.logoPng,
      seed: input.seed,
    },
    input.platforms.map((platform) => platformSpec(platform).aspect),
    rasterise,
  );
  const candidates = hashtagCandidates(input);
  const content: GenerationResult['content'] = {};
  for (const platform of input.platforms) {
    const image = images.get(aspectKey(platformSpec(platform).aspect))!;
    const entry: GeneratedPlatformContent = {
      ...generateLocalText(input, platform, candidates),
      image,
    };
    content[platform] = entry;
  }
  return { generator: 'local', content };
}
