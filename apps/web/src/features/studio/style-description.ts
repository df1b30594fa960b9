import { STYLE_LIMITS } from '@postcraft/contracts';
import type { DraftGeneration } from './draft-store';

/**
 * What a style saved from a result keeps: the generation's seed (which picks the layout), its
 * source and prompt. The library shows it as the style's description.
 */
export function styleDescription(generation: DraftGeneration | null): string {
  if (!generation) return '';
  const prompt = generation.description.trim();
  const text = `seed ${generation.seed} · ${generation.source}${prompt ? ` · ${prompt}` : ''}`;
  return Array.from(text).slice(0, STYLE_LIMITS.descriptionMaxChars).join('');
}
