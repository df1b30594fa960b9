import { PLANS, VIDEO_SECOND_PRICE_CENTS } from '@postcraft/contracts';

/**
 * Premium's seconds of video each month: what its price buys at the second's price, rounded up,
 * as the API's PREMIUM_MONTHLY_CREDITS (not imported: its module would bring zod into the
 * landing page).
 */
export const PREMIUM_MONTHLY_SECONDS = Math.ceil(
  PLANS.premium.priceCents / VIDEO_SECOND_PRICE_CENTS,
);

/** The numbers the prices and the FAQ mention, from the plans and the second's price. */
export function planFiguresOf(language: string) {
  const money = (cents: number, digits: number) =>
    new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(cents / 100);
  const free = PLANS.free.limits;
  return {
    videos: free.maxVideos,
    words: free.maxScriptWords,
    minutes: free.maxVoiceNoteMinutes,
    templates: free.maxTemplates,
    themes: free.maxThemes,
    seconds: free.maxVideoSeconds,
    voiceovers: free.maxEnglishVoiceovers,
    premiumPrice: money(PLANS.premium.priceCents, 0),
    monthlySeconds: PREMIUM_MONTHLY_SECONDS,
    monthlyMinuteVideos: Math.floor(PREMIUM_MONTHLY_SECONDS / 60),
    secondPrice: money(VIDEO_SECOND_PRICE_CENTS, 2),
  };
}
