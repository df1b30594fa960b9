import type { ConnectablePlatformId } from '@postcraft/contracts';
import type { BrandProfile, GeneratedText, GenerationInput } from '../content-generator.js';
import { writePost } from '../copy/write-post.js';
import { NICHE_TOPICS } from './caption-templates.js';

/** What the post is about: the description, or the brand's niche for a generation from the profile. */
export function subjectOf(description: string, brand: BrandProfile): string {
  const text = description.trim();
  if (text) return text;
  const topic = (brand.niche && NICHE_TOPICS[brand.niche]) ?? 'Something new from us';
  return brand.name ? `${topic} at ${brand.name}` : topic;
}

/** The first sentence of the subject, made a headline (at most 90 characters, whole words). */
export function headlineOf(subject: string): string {
  const first = subject.split(/(?<=[.!?])\s+|\n/)[0]?.trim() ?? subject;
  const noUrls = first.replace(/\bhttps?:\/\/\S+/gi, '').trim() || first;
  if (noUrls.length <= 90) return noUrls;
  const cut = noUrls.slice(0, 90);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : 90).trimEnd()}…`;
}

/**
 * Captions and hashtags without any provider: the copywriter's post for the platform (see
 * copy/write-post.ts). The same input and seed give the same text. A saved style's text is not
 * used: rules cannot follow free-text tone guidance, and copying it into the caption would publish
 * the user's private notes.
 */
export function generateLocalText(
  input: GenerationInput,
  platform: ConnectablePlatformId,
): GeneratedText {
  const { caption, hashtags } = writePost(input, platform);
  return { caption, hashtags };
}
