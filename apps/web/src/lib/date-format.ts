/**
 * Every date and time the app writes, in the interface language and the user's time zone (never
 * the browser's locale or zone). One clock per language: English writes 12-hour times as en-US
 * does ('2:30 PM'), French 24-hour 'HH:MM' (spec 001 §3 asks '14:30' for French).
 */

export type Instant = Date | string | number;

/** The Intl locale of each interface language: English is en-US, whatever the browser's. */
const LOCALES: Readonly<Record<string, string>> = { en: 'en-US', fr: 'fr-FR' };

/** The Intl locale a language's dates are written in (en-US for English, fr-FR for French). */
export function dateLocale(language: string): string {
  return LOCALES[language.slice(0, 2).toLowerCase()] ?? 'en-US';
}

/** Whether the language writes times on a 12-hour clock (English) or a 24-hour one (French). */
export function usesTwelveHourClock(language: string): boolean {
  return dateLocale(language) === 'en-US';
}

/** Formatters of a language in a time zone; build once per language and zone. */
export function createDateFormat(language: string, timeZone: string) {
  const locale = dateLocale(language);
  const isTwelveHour = usesTwelveHourClock(language);
  const clock = { hourCycle: isTwelveHour ? 'h12' : 'h23' } as const;
  const formatter = (options: Intl.DateTimeFormatOptions, zone = timeZone) =>
    new Intl.DateTimeFormat(locale, { timeZone: zone, ...options });
  // '7:05 PM' on a 12-hour clock, '07:05' on a 24-hour one (never '07:05 PM').
  const clockTime = { hour: isTwelveHour ? 'numeric' : '2-digit', minute: '2-digit', ...clock };
  const time = formatter(clockTime as Intl.DateTimeFormatOptions);
  const weekday = formatter({ weekday: 'short' });
  const dayNumber = formatter({ day: 'numeric' });
  const fullDate = formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const dayOfWeek = formatter({ weekday: 'long', day: 'numeric', month: 'long' });
  const dayOfWeekAndTime = formatter({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(clockTime as Intl.DateTimeFormatOptions),
  });
  const shortDate = formatter({ dateStyle: 'medium' });
  const dayAndTime = formatter({ dateStyle: 'medium', timeStyle: 'short', ...clock });
  const dayMonth = formatter({ day: 'numeric', month: 'short' });
  const dayMonthYear = formatter({ day: 'numeric', month: 'short', year: 'numeric' });
  const year = formatter({ year: 'numeric' });
  const monthTitle = formatter({ month: 'long', year: 'numeric' });
  const longDate = formatter({ day: 'numeric', month: 'long', year: 'numeric' });
  // Hour rows: '2 PM' on a 12-hour clock (shorter than '2:00 PM'), '14:00' on a 24-hour one.
  const hour = formatter(
    isTwelveHour ? { hour: 'numeric', ...clock } : { hour: '2-digit', minute: '2-digit', ...clock },
    'UTC',
  );
  const at = (instant: Instant) => new Date(instant);

  return {
    language,
    timeZone,
    isTwelveHour,
    /** 2:05 PM (en), 14:05 (fr). */
    time: (instant: Instant) => time.format(at(instant)),
    /** Tue (en), mar. (fr). */
    weekday: (instant: Instant) => weekday.format(at(instant)),
    /** 10 */
    dayNumber: (instant: Instant) => dayNumber.format(at(instant)),
    /** Tuesday, June 10, 2030 (en), mardi 10 juin 2030 (fr). */
    fullDate: (instant: Instant) => fullDate.format(at(instant)),
    /** Tuesday, June 10 (en), mardi 10 juin (fr). */
    dayOfWeek: (instant: Instant) => dayOfWeek.format(at(instant)),
    /** Tuesday, June 10 at 2:30 PM (en), mardi 10 juin à 14:30 (fr). */
    dayOfWeekAndTime: (instant: Instant) => dayOfWeekAndTime.format(at(instant)),
    /** Jun 10, 2030 (en), 10 juin 2030 (fr). */
    shortDate: (instant: Instant) => shortDate.format(at(instant)),
    /** Jun 10, 2030, 2:30 PM (en), 10 juin 2030, 14:30 (fr). */
    dayAndTime: (instant: Instant) => dayAndTime.format(at(instant)),
    /** Jun 10 (en), 10 juin (fr); the year is added when it is not the current one. */
    recentDate: (instant: Instant, now: Date = new Date()) =>
      (year.format(at(instant)) === year.format(now) ? dayMonth : dayMonthYear).format(at(instant)),
    /** June 10, 2030 (en), 10 juin 2030 (fr). */
    longDate: (instant: Instant) => longDate.format(at(instant)),
    /** June 2030 (en), juin 2030 (fr). */
    monthTitle: (instant: Instant) => monthTitle.format(at(instant)),
    /** June 9 – 15, 2030 (en), 9–15 juin 2030 (fr). */
    dateRange: (first: Instant, last: Instant) => longDate.formatRange(at(first), at(last)),
    /** The label of an hour row (0–23), whatever the day: 2 PM (en), 14:00 (fr). */
    hourLabel: (value: number) => hour.format(Date.UTC(2000, 0, 1, value)),
  };
}

export type DateFormat = ReturnType<typeof createDateFormat>;
