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

/** Packs of video-generation seconds (spec 000 §9), priced at VIDEO_SECOND_PRICE_CENTS each. */
export const VIDEO_SECONDS_PACKS = [
  { seconds: 323, priceCents: 2907, isPopular: false, isDefault: false },
  { seconds: 500, priceCents: 4500, isPopular: false, isDefault: false },
  { seconds: 1000, priceCents: 9000, isPopular: true, isDefault: true },
  { seconds: 2000, priceCents: 18000, isPopular: false, isDefault: false },
  { seconds: 5000, priceCents: 45000, isPopular: false, isDefault: false },
  { seconds: 10000, priceCents: 90000, isPopular: false, isDefault: false },
] as const satisfies readonly VideoSecondsPack[];

export const CREDIT_PACK_AMOUNTS = [5000, 10000, 20000, 30000] as const;

/** Accepts only the credits of an existing credits-page pack. */
export const CreditPackAmountSchema = /* @__PURE__ */ z.literal(CREDIT_PACK_AMOUNTS);
export type CreditPackAmount = z.infer<typeof CreditPackAmountSchema>;

export interface CreditPack {
  readonly credits: CreditPackAmount;
  readonly priceCents: number;
  /** Discount shown on the pack, in percent; 0 for none. */
  readonly discountPercent: number;
}

/** Packs of the separate credits page (spec 000 §9). */
export const CREDIT_PACKS = [
  { credits: 5000, priceCents: 599, discountPercent: 0 },
  { credits: 10000, priceCents: 899, discountPercent: 10 },
  { credits: 20000, priceCents: 1599, discountPercent: 15 },
  { credits: 30000, priceCents: 2099, discountPercent: 20 },
] as const satisfies readonly CreditPack[];
