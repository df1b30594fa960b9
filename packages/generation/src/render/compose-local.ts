import type {
  GeneratedPlatformContent,
  GenerationInput,
  GenerationResult,
} from '../content-generator.js';
import { aspectKey, renderBrandImages, type Rasterise } from '../image/brand-image-renderer.js';
import { platformSpec } from '../platform-specs.js';
import { writePost } from '../copy/write-post.js';
import { illustrationOf } from '../image/illustrations.js';
import { addCarousels } from './add-carousels.js';

/**
 * The local generator's whole work, all of it CPU: the copywriter's captions and hashtags, and
 * branded images from layouts with the post's headline, and a carousel's slides when asked.
 */
export async function composeLocalContent(
  input: GenerationInput,
  rasterise: Rasterise = 'libuv-pool',
): Promise<GenerationResult> {
  // Written once per platform; the first platform's post gives the images their headline.
  const posts = new Map(input.platforms.map((platform) => [platform, writePost(input, platform)]));
  const first = input.platforms[0] ?? 'sandbox';
  const post = posts.get(first) ?? writePost(input, first);
  const photos = input.brand.photos;
  const images = await renderBrandImages(
    {
      headline: post.headline,
      // The user's own photo when they asked for theirs (one per generation, by its seed).
      ...(photos.length
        ? { illustration: null, photo: photos[input.seed % photos.length]! }
        : { illustration: illustrationOf(input, post.subject) }),
      handle: input.brand.handle,
      brandName: input.brand.name,
      colors: input.brand.colors,
      logoPng: input.brand.logoPng,
      seed: input.seed,
      ...(input.themes ? { themes: input.themes } : {}),
    },
    input.platforms.map((platform) => platformSpec(platform).aspect),
    rasterise,
  );
  const content: GenerationResult['content'] = {};
  for (const platform of input.platforms) {
    const image = images.get(aspectKey(platformSpec(platform).aspect))!;
    const { caption, hashtags } = posts.get(platform)!;
    const entry: GeneratedPlatformContent = { caption, hashtags, image };
    content[platform] = entry;
  }
  await addCarousels(content, input, post.headline, rasterise);
  return { generator: 'local', content };
}
