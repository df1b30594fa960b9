import { getXWeightedLength } from '@postcraft/contracts';
import type { CaptionMeasure, PlatformSpec } from '../platform-specs.js';

const encoder = new TextEncoder();
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const ELLIPSIS = '…';

/** The length of a text as the platform counts it (X weighs emoji and URLs, YouTube counts bytes). */
export function measureCaption(text: string, measure: CaptionMeasure): number {
  switch (measure) {
    case 'twitter-weighted':
      return getXWeightedLength(text);
    case 'utf8-bytes':
      return encoder.encode(text).byteLength;
    case 'chars':
      return text.length;
  }
}

/** The text as the post will carry it: the caption, then its hashtags on their own line. */
export function postText(caption: string, hashtags: readonly string[]): string {
  const tags = hashtags.map((tag) => `#${tag}`).join(' ');
  if (!tags) return caption;
  return caption ? `${caption}\n\n${tags}` : tags;
}

/**
 * The longest start of `text` (whole graphemes, cut at a word where one is near) that fits
 * `budget` with an ellipsis. A binary search finds the length, then each candidate is measured
 * again, because X's weighting is not monotonic (a URL counts 23 however long it is).
 */
export function truncateToFit(text: string, budget: number, measure: CaptionMeasure): string {
  if (measureCaption(text, measure) <= budget) return text;
  const pieces = Array.from(graphemes.segment(text), (part) => part.segment);
  const fits = (count: number) =>
    measureCaption(pieces.slice(0, count).join('').trimEnd() + ELLIPSIS, measure) <= budget;
  let low = 0;
  let high = pieces.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  while (low > 0 && !fits(low)) low -= 1;
  if (low === 0) return '';
  const start = pieces.slice(0, low).join('');
  const lastSpace = start.search(/\s\S*$/);
  const cut = lastSpace > start.length * 0.8 ? start.slice(0, lastSpace) : start;
  return cut.trimEnd() + ELLIPSIS;
}

/**
 * Makes a caption and its hashtags fit the platform: at most its hashtag number, and the whole
 * post text (caption, blank line, hashtags) within its caption limit. Hashtags go first when
 * they would take more than a third of the room, then the caption is shortened.
 */
export function fitToPlatform(
  caption: string,
  hashtags: readonly string[],
  spec: PlatformSpec,
): { caption: string; hashtags: string[] } {
  let tags = hashtags.slice(0, spec.hashtagMax);
  const tagRoom = Math.floor(spec.captionMax / 3);
  while (tags.length > 0 && measureCaption(postText('', tags), spec.measure) > tagRoom) {
    tags = tags.slice(0, -1);
  }
  const separator = tags.length > 0 ? measureCaption(postText('x', tags), spec.measure) - 1 : 0;
  const room = spec.captionMax - separator;
  let fitted = truncateToFit(caption.trim(), room, spec.measure);
  // The join may weigh more than its parts on X (a URL next to the line break); shorten again.
  while (fitted && measureCaption(postText(fitted, tags), spec.measure) > spec.captionMax) {
    fitted = truncateToFit(fitted.slice(0, -2), room - 1, spec.measure);
  }
  return { caption: fitted, hashtags: tags };
}
