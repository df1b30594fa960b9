// The shape of a niche content bank: the sentences the offline copywriter combines into posts.
import type { NicheId } from '@postcraft/contracts';

/** What a niche's posts talk about, in one language: whole sentences a creator would post. */
export interface NicheBank {
  /** Short noun phrases the niche posts about (2–4 words, no article), e.g. 'sourdough bread'. */
  subjects: readonly string[];
  /** Concrete, useful tips: one or two sentences each, a real piece of advice (numbers, steps). */
  tips: readonly string[];
  /** Behind-the-scenes lines: what happens before the customer/reader sees it. */
  behindTheScenes: readonly string[];
  /** Questions that invite comments, ending with '?'. */
  questions: readonly string[];
  /** Tiny first-person-plural (or singular for personal/creator) stories: 1–2 sentences. */
  stories: readonly string[];
  /** Offers or announcements, generic enough for any brand of the niche. */
  offers: readonly string[];
  /** Seasonal hooks (a season, a month, a holiday), one sentence each. */
  seasonal: readonly string[];
  /** Hashtags people in this niche really use, PascalCase, without '#', in the file's language. */
  hashtags: readonly string[];
}

/** One bank per niche, for one language. */
export type NicheBanks = Readonly<Record<NicheId, NicheBank>>;
