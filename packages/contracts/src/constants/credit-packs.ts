import { z } from 'zod';

/*
 * Money is stored as integer cents (USD), never as floating-point dollars: 0.1 + 0.2 !== 0.3 in
 * JavaScript, and the payment provider takes amounts in the smallest currency unit anyway.
 * Display code divides by 100 when formatting.
 */

/** Default currency of payments and wallet top-ups. */
export const DEFAULT_CURRENCY = 'usd' as const;

/** Price of one second of generated video: $0.09. */
export const VIDEO_SECOND_PRICE_CENTS = 9;

export const VIDEO_SECONDS_PACK_AMOUNTS = [323, 500, 1000, 2000, 5000, 10000] as const;

/** Accepts only the seconds of an existing pack (the `creditAmount` a client may buy). */
export const VideoSecondsPackAmountSchema = /* @__PURE__ */ z.literal(VIDEO_SECONDS_PACK_AMOUNTS);
export type VideoSecondsPackAmount = z.infer<typeof VideoSecondsPackAmountSchema>;

export interface VideoSecondsPack {
  /** Seconds of video generation the pack adds. */
  readonly seconds: VideoSecondsPackAmount;
  readonly priceCents: number;
  readonly isPopular: boolean;
  /** Preselected in the purchase modal; exactly one pack has it. */
  readonly isDefault: boolean;
}

/**
 * Packs of video-generation seconds (spec 000 §9), priced at VIDEO_SECOND_PRICE_CENTS each: the
 * one list every screen shows (the credits page's other list is dropped, docs/decisions.md).
 */
export const VIDEO_SECONDS_PACKS = [
  { seconds: 323, priceCents: 2907, isPopular: false, isDefault: false },
  { seconds: 500, priceCents: 4500, isPopular: false, isDefault: false },
  { seconds: 1000, priceCents: 9000, isPopular: true, isDefault: true },
  { seconds: 2000, priceCents: 18000, isPopular: false, isDefault: false },
  { seconds: 5000, priceCents: 45000, isPopular: false, isDefault: false },
  { seconds: 10000, priceCents: 90000, isPopular: false, isDefault: false },
] as const satisfies readonly VideoSecondsPack[];
