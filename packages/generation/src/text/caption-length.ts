import { getXWeightedLength } from '@postcraft/contracts';
import type { CaptionMeasure } from '../platform-specs.js';

const encoder = new TextEncoder();
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
