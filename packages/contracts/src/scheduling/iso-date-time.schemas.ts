import { z } from 'zod';

// zod's ISO 8601 date-times check the calendar (no 2031-02-30, no 2031-02-29, no 24:00 or :60)
// and ask for an offset; one accepts seconds (with any fraction), the other minutes only.
const WITH_SECONDS = z.iso.datetime({ offset: true });
const MINUTES_ONLY = z.iso.datetime({ offset: true, precision: -1 });

/** Whether a text is an ISO 8601 date and time that exists, with `Z` or a `±HH:MM` offset. */
export const isStrictIsoDateTime = (text: string): boolean =>
  WITH_SECONDS.safeParse(text).success || MINUTES_ONLY.safeParse(text).success;

/**
 * A date and time given as ISO 8601 text, read strictly: `YYYY-MM-DDTHH:MM[:SS[.fraction]]`
 * then `Z` or `±HH:MM` (what `Date#toISOString` writes, or a time with its offset). An
 * impossible date (2031-02-30, 2031-13-01, 24:61) or a time without an offset is refused with
 * `invalid`, where `Date.parse` rolled 2031-02-30 over to March 2 and read an offset-less time
 * in the server's own zone. Parses to a Date.
 */
export const IsoDateTimeSchema = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isStrictIsoDateTime, invalid)
    .transform((text) => new Date(text));
