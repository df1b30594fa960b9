import { getXWeightedLength } from '../captions/x-weighted-length.js';

/**
 * The longest caption each platform takes with a media post, as `countCaptionChars` counts it,
 * so the web app can count against it while the caption is edited. The platform adapters hold the
 * same figures and enforce them at scheduling and publish; this table is what the browser may read.
 */
export const PLATFORM_CAPTION_MAX_CHARS = {
  facebook: 63_206,
  instagram: 2_200,
  twitter: 280,
  linkedin: 3_000,
  youtube: 5_000,
  tiktok: 2_200,
  snapchat: 160,
  telegram: 1_024,
  pinterest: 500,
  whatsapp: 1_024,
  sandbox: 5_000,
} as const satisfies Record<string, number>;

/** The caption limit of a platform id ('x' reads as twitter); 5,000 for one not in the table. */
export function getCaptionMaxChars(platform: string): number {
  const limits: Readonly<Record<string, number>> = PLATFORM_CAPTION_MAX_CHARS;
  return limits[toTableId(platform)] ?? 5_000;
}

/**
 * A caption's length as its platform counts it against its limit: X weighs it as twitter-text
 * does (a link 23, an emoji or a CJK character 2); YouTube limits a description in UTF-8 bytes
 * (é is 2, an emoji 4); the others count characters, an emoji as one.
 * The browser, the generator and the server's checks all count with this.
 */
export function countCaptionChars(platform: string, caption: string): number {
  switch (toTableId(platform)) {
    case 'twitter':
      return getXWeightedLength(caption);
    case 'youtube':
      return countUtf8Bytes(caption);
    default:
      return Array.from(caption).length;
  }
}

function countUtf8Bytes(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** What a platform's caption count counts, for the label beside it: YouTube counts bytes. */
export function getCaptionCountUnit(platform: string): 'characters' | 'bytes' {
  return toTableId(platform) === 'youtube' ? 'bytes' : 'characters';
}

function toTableId(platform: string): string {
  return platform === 'x' ? 'twitter' : platform;
}
