import type { ConnectablePlatformId } from '@postcraft/contracts';
import type { BrandProfile, GeneratedText, GenerationInput } from '../content-generator.js';
import { platformSpec } from '../platform-specs.js';
import { fitToPlatform } from './caption-length.js';
import { GOAL_CALLS, NICHE_TOPICS, pick, TONE_PHRASES } from './caption-templates.js';
import { buildHashtags } from './hashtags.js';
import { extractKeywords, splitBrandKeywords } from './keywords.js';

/** Platforms whose posts read best short: the headline and the call to action. */
const SHORT_PLATFORMS = new Set<ConnectablePlatformId>(['twitter', 'snapchat', 'pinterest']);
const SHORTER_REQUEST = /\b(short|shorter|brief|concise|less)\b/i;

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

/** Brand keywords first, then the description's topics, then the niche: the hashtag candidates. */
export function hashtagCandidates(input: GenerationInput): string[] {
  const { brand } = input;
  return [
    ...splitBrandKeywords(brand.keywords),
    ...extractKeywords(input.description),
    ...(brand.niche ? [brand.niche] : []),
    ...brand.preferredContentTypes,
  ];
}

/**
 * Captions and hashtags without any provider: templates per tone and platform around the user's
 * description, hashtags from the brand keywords and the description's topics. The same input and
 * seed give the same text. A saved style's text is not used: templates cannot follow free-text
 * tone guidance, and copying it into the caption would publish the user's private notes.
 */
export function generateLocalText(
  input: GenerationInput,
  platform: ConnectablePlatformId,
  candidates: readonly string[],
): GeneratedText {
  const { brand, seed } = input;
  const spec = platformSpec(platform);
  const tone = TONE_PHRASES[brand.voiceTone ?? 'ai'];
  const subject = subjectOf(input.description, brand);
  const goal = brand.contentGoals.find((id) => GOAL_CALLS[id]);
  const call = goal ? GOAL_CALLS[goal]! : pick(tone.closers, seed);
  const short = SHORT_PLATFORMS.has(platform) || SHORTER_REQUEST.test(input.instructions);

  const parts = short ? [headlineOf(subject), call] : [pick(tone.openers, seed), subject, call];
  const caption = parts.filter((part) => part.trim().length > 0).join(short ? ' ' : '\n\n');
  const hashtags = buildHashtags(candidates, spec.hashtagMax);
  return fitToPlatform(caption, hashtags, spec);
}
