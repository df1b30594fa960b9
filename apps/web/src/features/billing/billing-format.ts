import { dateLocale } from '../../lib/date-format';

/**
 * Numbers and money on the billing screens, in the interface language (en-US or fr-FR, whatever
 * the browser's locale): credits are whole seconds of video, prices integer cents.
 */

/** 1,000 (en), 1 000 (fr). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(dateLocale(language)).format(value);
}

/** The header badge's short form, two significant digits: 950, 1.2K, 13K (en); 1,2 k (fr). */
export function formatCompactCount(value: number, language: string): string {
  return new Intl.NumberFormat(dateLocale(language), { notation: 'compact' }).format(value);
}

/** $90.00 (en), 90,00 $US (fr); the currency is the contract's ('usd'). */
export function formatPrice(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(dateLocale(language), {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
  }).format(cents / 100);
}

/** Whole minutes of video a number of seconds gives (1,000 s → 16). */
export function wholeMinutes(seconds: number): number {
  return Math.floor(Math.max(0, seconds) / 60);
}
