import { z } from 'zod';

import type { PostType } from './post-status.js';

/** One id per social platform the product knows (the ten icons of the home dashboard). */
export const CANONICAL_PLATFORM_IDS = [
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
  'youtube',
  'tiktok',
  'snapchat',
  'telegram',
  'pinterest',
  'whatsapp',
] as const;

/**
 * Every platform id a client may send (spec 001 §3): the canonical ids plus 'x', an alias of
 * 'twitter'. Resolve aliases through PLATFORM_ALIASES before looking anything up.
 */
export const PLATFORM_IDS = [...CANONICAL_PLATFORM_IDS, 'x'] as const;

export const PlatformIdSchema = /* @__PURE__ */ z.enum(PLATFORM_IDS);
export type PlatformId = z.infer<typeof PlatformIdSchema>;

export const CanonicalPlatformIdSchema = /* @__PURE__ */ z.enum(CANONICAL_PLATFORM_IDS);
export type CanonicalPlatformId = z.infer<typeof CanonicalPlatformIdSchema>;

/** Alias ids and the canonical id each stands for. */
export const PLATFORM_ALIASES = { x: 'twitter' } as const satisfies Partial<
  Record<PlatformId, CanonicalPlatformId>
>;

export const PLATFORM_DISPLAY_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter (X)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  telegram: 'Telegram',
  pinterest: 'Pinterest',
  whatsapp: 'WhatsApp',
  x: 'X',
} as const satisfies Record<PlatformId, string>;

/**
 * Platforms that accept a file uploaded directly from the user's computer, per media type
 * (spec 001 §5). Other platforms are skipped with a warning for such a post.
 */
export const DIRECT_UPLOAD_PLATFORMS = {
  image: ['facebook', 'twitter', 'linkedin', 'telegram'],
  video: ['facebook', 'twitter', 'linkedin', 'telegram', 'youtube', 'tiktok'],
} as const satisfies Record<PostType, readonly CanonicalPlatformId[]>;
