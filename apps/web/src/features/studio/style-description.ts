import { STYLE_LIMITS, type StyleGenerationSettings } from '@postcraft/contracts';
import type { DraftGeneration } from './draft-store';

/** The library shows a style saved from a result with the prompt it was made from. */
export function styleDescription(generation: DraftGeneration | null): string {
  if (!generation) return '';
  return Array.from(generation.description.trim())
    .slice(0, STYLE_LIMITS.descriptionMaxChars)
    .join('');
}

/**
 * The settings of the generation on screen, saved with the style: generating with the style
 * reuses its seed (the layout and palette) and colours, so it gives the same look (and a video's
 * voice and length).
 */
export function styleSettings(
  generation: DraftGeneration | null,
): StyleGenerationSettings | undefined {
  if (!generation) return undefined;
  return {
    seed: generation.seed,
    contentType: generation.contentType ?? 'image',
    source: generation.source,
    ...(generation.colors?.length ? { colors: generation.colors } : {}),
    // A video's voice and length: a video made with the style speaks and lasts the same.
    ...(generation.contentType === 'video' && generation.voice ? { voice: generation.voice } : {}),
    ...(generation.contentType === 'video' && generation.durationSeconds
      ? { durationSeconds: generation.durationSeconds }
      : {}),
  };
}
