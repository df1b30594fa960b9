import { toHashtag } from './keywords.js';

/** A text without case or accents, to compare words and tags ('Été' and 'ete' are one). */
export function foldKey(tag: string): string {
  return tag.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Hashtags from candidate phrases, in order (brand keywords first): each turned into a tag,
 * duplicates dropped ignoring case and accents, at most `max`.
 */
export function buildHashtags(phrases: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const phrase of phrases) {
    if (tags.length >= max) break;
    const tag = toHashtag(phrase);
    if (!tag) continue;
    const key = foldKey(tag);
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** Cleans hashtags a provider proposed: '#' removed, spaces joined, deduplicated, capped. */
export function cleanHashtags(tags: readonly unknown[], max: number): string[] {
  return buildHashtags(
    tags.filter((tag): tag is string => typeof tag === 'string'),
    max,
  );
}
