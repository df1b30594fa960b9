import { findXUrlRanges, type TextRange } from './x-urls.js';

/**
 * X's text weighting, from twitter-text 3.1's published configuration (version 3): a link
 * counts 23 whatever its length, an emoji 2 whatever its code points, a character in the ranges
 * below (Latin and most European scripts, some punctuation) 1, and any other (CJK, ...) 2.
 */
export const X_TEXT_WEIGHTING = {
  maxWeightedLength: 280,
  scale: 100,
  defaultWeight: 200,
  transformedUrlLength: 23,
  ranges: [
    { start: 0, end: 4351, weight: 100 },
    { start: 8192, end: 8205, weight: 100 },
    { start: 8208, end: 8223, weight: 100 },
    { start: 8242, end: 8247, weight: 100 },
  ],
} as const;

/**
 * One emoji as X counts it: a keycap, a flag, a tag sequence (England's flag), or a pictograph
 * with its skin tone, presentation selector and the pictographs joined to it. © and ® are
 * emoji only with the presentation selector; alone they are letters (weight 1).
 */
const EMOJI = new RegExp(
  [
    '[#*0-9]\\uFE0F?\\u20E3',
    '\\u{1F3F4}[\\u{E0020}-\\u{E007E}]+\\u{E007F}',
    '\\p{Regional_Indicator}{1,2}',
    '[\\u00A9\\u00AE]\\uFE0F',
    '(?![\\u00A9\\u00AE])\\p{Extended_Pictographic}(?:\\p{Emoji_Modifier}|\\uFE0F)?' +
      '(?:\\u200D\\p{Extended_Pictographic}(?:\\p{Emoji_Modifier}|\\uFE0F)?)*',
    '\\p{Emoji_Modifier}',
  ].join('|'),
  'gu',
);

function findEmojiRanges(text: string): TextRange[] {
  return Array.from(text.matchAll(EMOJI), (match) => [match.index, match.index + match[0].length]);
}

function weightOf(codeUnit: number): number {
  const range = X_TEXT_WEIGHTING.ranges.find(
    ({ start, end }) => codeUnit >= start && codeUnit <= end,
  );
  return range?.weight ?? X_TEXT_WEIGHTING.defaultWeight;
}

function isSurrogatePair(text: string, index: number): boolean {
  const high = text.charCodeAt(index);
  const low = text.charCodeAt(index + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

/**
 * The length of a post's text as X counts it against its 280 (twitter-text's parseTweet
 * weightedLength). The server and the browser both count with this, so they agree.
 */
export function getXWeightedLength(text: string): number {
  const normalized = text.normalize('NFC');
  const urlEnds = new Map(findXUrlRanges(normalized).map(([start, end]) => [start, end]));
  const emojiEnds = new Map(findEmojiRanges(normalized).map(([start, end]) => [start, end]));
  const { scale, transformedUrlLength, defaultWeight } = X_TEXT_WEIGHTING;
  let weight = 0;
  for (let index = 0; index < normalized.length; index += 1) {
    const urlEnd = urlEnds.get(index);
    const emojiEnd = emojiEnds.get(index);
    if (urlEnd !== undefined) {
      weight += transformedUrlLength * scale;
      index = urlEnd - 1;
    } else if (emojiEnd !== undefined) {
      weight += defaultWeight;
      index = emojiEnd - 1;
    } else {
      if (isSurrogatePair(normalized, index)) index += 1;
      weight += weightOf(normalized.charCodeAt(index));
    }
  }
  return weight / scale;
}
