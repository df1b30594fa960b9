/**
 * The longest caption each platform takes with a media post, in characters, so the web app can
 * count against it while the caption is edited. The platform adapters hold the same figures and
 * enforce them at scheduling and publish; this table is what the browser may read.
 * X weighs some characters double (URLs, CJK, emoji); the web counts plain characters, and the
 * server's check is the one that decides.
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
  const id = platform === 'x' ? 'twitter' : platform;
  const limits: Readonly<Record<string, number>> = PLATFORM_CAPTION_MAX_CHARS;
  return limits[id] ?? 5_000;
}
