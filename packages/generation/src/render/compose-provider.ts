import type { GeneratedImage, GenerationInput, GenerationResult } from '../content-generator.js';
import { aspectKey, renderBrandImages, type Rasterise } from '../image/brand-image-renderer.js';
import { compositeBrand } from '../openai-compatible/brand-composite.js';
import type { ProviderPosts } from '../openai-compatible/openai-answers.js';
import { platformSpec } from '../platform-specs.js';
import { writePost } from '../copy/write-post.js';
import { illustrationOf } from '../image/illustrations.js';
import { detectLanguage } from '../copy/post-language.js';
import { providerRules, repairCaption } from '../openai-compatible/provider-rules.js';
import { cleanHashtags } from '../text/hashtags.js';
import { splitBrandKeywords } from '../text/keywords.js';
import { generateLocalText, headlineOf, subjectOf } from '../text/local-text-generator.js';
import { addCarousels } from './add-carousels.js';

/** What an OpenAI-compatible provider answered: the posts, and its picture when it made one. */
export interface ProviderAnswers {
  posts: ProviderPosts;
  /** Already checked to be an image sharp reads; null without an image model. */
  picture: Uint8Array | null;
}

/**
 * The CPU part of a provider's generation, after its answers came: every caption cut to the
 * platform's limits again (providers miscount), a skipped platform given the local text, and the
 * images (the provider's picture composited with the brand, or the local branded layouts), and
 * a carousel's slides from each caption when one was asked.
 */
export async function composeProviderContent(
  input: GenerationInput,
  { posts, picture }: ProviderAnswers,
  rasterise: Rasterise = 'libuv-pool',
): Promise<GenerationResult> {
  const headline = headlineOf(posts.headline.trim() || subjectOf(input.description, input.brand));
  const aspects = input.platforms.map((platform) => platformSpec(platform).aspect);

  let images: Map<string, GeneratedImage>;
  if (picture) {
    const distinct = new Map(aspects.map((aspect) => [aspectKey(aspect), aspect]));
    const entries = await Promise.all(
      [...distinct.entries()].map(
        async ([key, aspect]) =>
          [key, await compositeBrand(picture, aspect, input.brand, input.seed)] as const,
      ),
    );
    images = new Map(entries);
  } else {
    images = await renderBrandImages(
      {
        headline,
        handle: input.brand.handle,
        brandName: input.brand.name,
        colors: input.brand.colors,
        logoPng: input.brand.logoPng,
        seed: input.seed,
        ...(input.themes ? { themes: input.themes } : {}),
        ...(input.brand.photos.length
          ? {
              illustration: null,
              photo: input.brand.photos[input.seed % input.brand.photos.length]!,
            }
          : {
              illustration: illustrationOf(
                input,
                writePost(input, input.platforms[0] ?? 'sandbox').subject,
              ),
            }),
      },
      aspects,
      rasterise,
    );
  }

  const brandKeywords = splitBrandKeywords(input.brand.keywords);
  const { language } = providerRules(input);
  const content: GenerationResult['content'] = {};
  for (const platform of input.platforms) {
    const spec = platformSpec(platform);
    const post = posts.posts.find((entry) => entry.platform.toLowerCase() === platform);
    // A platform the provider skipped, or wrote in another language, gets the local text.
    const text =
      post && (detectLanguage(post.caption) ?? language) === language
        ? repairCaption(
            post.caption,
            cleanHashtags([...brandKeywords, ...post.hashtags], spec.hashtagMax),
            platform,
            input,
          )
        : generateLocalText(input, platform);
    content[platform] = { ...text, image: images.get(aspectKey(spec.aspect))! };
  }
  await addCarousels(content, input, headline, rasterise);
  return { generator: 'openai-compatible', content };
}
