import type { ConnectablePlatformId } from '@postcraft/contracts';
import {
  FACEBOOK_LIMITS,
  INSTAGRAM_LIMITS,
  LINKEDIN_LIMITS,
  PINTEREST_LIMITS,
  SANDBOX_LIMITS,
  SNAPCHAT_LIMITS,
  TIKTOK_LIMITS,
  TWITTER_LIMITS,
  YOUTUBE_LIMITS,
  type PlatformLimits,
} from '@postcraft/platforms';

/** How a platform counts a caption against its limit. */
export type CaptionMeasure = 'chars' | 'twitter-weighted' | 'utf8-bytes';

export interface ImageAspect {
  width: number;
  height: number;
}

export interface PlatformSpec {
  captionMax: number;
  measure: CaptionMeasure;
  /** Hashtags one post may carry (the platform's cap, or our own sensible number). */
  hashtagMax: number;
  aspect: ImageAspect;
}

export const ASPECTS = {
  square: { width: 1080, height: 1080 },
  portrait: { width: 1080, height: 1350 },
  story: { width: 1080, height: 1920 },
  landscape: { width: 1200, height: 627 },
  pin: { width: 1000, height: 1500 },
} as const satisfies Record<string, ImageAspect>;

/** Telegram's caption of a photo (its 4,096 is for text messages). */
const TELEGRAM_CAPTION_MAX = 1024;
/** WhatsApp is not connectable yet; a status caption is short. */
const WHATSAPP_CAPTION_MAX = 700;

function spec(
  limits: Pick<PlatformLimits, 'captionMaxLength' | 'hashtagMax'>,
  aspect: ImageAspect,
  usualHashtags: number,
  measure: CaptionMeasure = 'chars',
): PlatformSpec {
  const hashtagMax = Math.min(usualHashtags, limits.hashtagMax ?? usualHashtags);
  return { captionMax: limits.captionMaxLength, measure, hashtagMax, aspect };
}

/**
 * Caption limits come from the platform adapters; the hashtag numbers are the platform's cap
 * where it has one, else what reads well there (two on X, three on LinkedIn...).
 */
export const PLATFORM_SPECS: Readonly<Record<ConnectablePlatformId, PlatformSpec>> = {
  facebook: spec(FACEBOOK_LIMITS, ASPECTS.square, 5),
  instagram: spec(INSTAGRAM_LIMITS, ASPECTS.portrait, 15),
  twitter: spec(TWITTER_LIMITS, ASPECTS.landscape, 2, 'twitter-weighted'),
  linkedin: spec(LINKEDIN_LIMITS, ASPECTS.landscape, 3),
  youtube: spec(YOUTUBE_LIMITS, ASPECTS.story, 15, 'utf8-bytes'),
  tiktok: spec(TIKTOK_LIMITS, ASPECTS.story, 8),
  snapchat: spec(SNAPCHAT_LIMITS, ASPECTS.story, 3),
  telegram: spec({ captionMaxLength: TELEGRAM_CAPTION_MAX, hashtagMax: null }, ASPECTS.square, 5),
  pinterest: spec(PINTEREST_LIMITS, ASPECTS.pin, 8),
  whatsapp: spec({ captionMaxLength: WHATSAPP_CAPTION_MAX, hashtagMax: null }, ASPECTS.square, 3),
  sandbox: spec(SANDBOX_LIMITS, ASPECTS.square, 5),
};

export function platformSpec(platform: ConnectablePlatformId): PlatformSpec {
  return PLATFORM_SPECS[platform];
}
