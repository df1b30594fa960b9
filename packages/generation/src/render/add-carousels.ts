import { isCarouselPlatform } from '@postcraft/contracts';
import type { GenerationInput, GenerationResult } from '../content-generator.js';
import { carouselTexts } from '../copy/carousel-points.js';
import { callToAction } from '../copy/phrases.js';
import { detectLanguage } from '../copy/post-language.js';
import { postLanguageOf } from '../copy/write-post.js';
import type { Rasterise } from '../image/brand-image-renderer.js';
import { renderCarouselSlides } from '../image/carousel-slides.js';
import { platformSpec } from '../platform-specs.js';

/**
 * When a carousel was asked for, gives each carousel platform of `content` its slides: its cover
 * (`image`, the same object) first, then the points and call to action of its own caption. The
 * cover's `headline` is not said again. Nothing is rendered without a carousel.
 */
export async function addCarousels(
  content: GenerationResult['content'],
  input: GenerationInput,
  headline: string,
  where: Rasterise,
): Promise<void> {
  if (!input.carousel) return;
  const platforms = input.platforms.filter(
    (platform) => isCarouselPlatform(platform) && content[platform],
  );
  if (platforms.length === 0) return;
  const decks = platforms.map((platform) => {
    const { caption } = content[platform]!;
    const language = detectLanguage(caption) ?? postLanguageOf(input);
    const fallback = callToAction(platform, input.brand.contentGoals, language);
    return { aspect: platformSpec(platform).aspect, ...carouselTexts(caption, headline, fallback) };
  });
  const slides = await renderCarouselSlides(
    {
      handle: input.brand.handle,
      brandName: input.brand.name,
      colors: input.brand.colors,
      logoPng: input.brand.logoPng,
      seed: input.seed,
    },
    decks,
    where,
  );
  platforms.forEach((platform, index) => {
    const entry = content[platform]!;
    entry.slides = [entry.image, ...slides[index]!];
  });
}
