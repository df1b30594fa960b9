import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../auth/use-time-zone';
import type { CalendarRange, CalendarView } from './calendar-dates';

/**
 * The locale times are written in: French uses the 24-hour clock (spec 001 §3); English follows
 * the browser's own English locale (en-GB 14:00, en-US 2:00 PM).
 */
export function timeLocale(language: string): string {
  if (language === 'fr') return 'fr-FR';
  const browser = typeof navigator === 'undefined' ? '' : navigator.language;
  return browser.toLowerCase().startsWith(language) ? browser : language;
}

type Instant = Date | string | number;

/** Formatters of the calendar, in the interface language and the user's time zone. */
export function useCalendarFormat() {
  const { i18n } = useTranslation();
  const zone = useTimeZone();
  const language = i18n.language;

  return useMemo(() => {
    const locale = timeLocale(language);
    const clock = language === 'fr' ? ({ hourCycle: 'h23' } as const) : {};
    const formatter = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { timeZone: zone, ...clock, ...options });
    // '07:05' on a 24-hour clock, '7:05 AM' on a 12-hour one (never '07:05 AM').
    const isTwelveHour = /h1[12]/.test(
      formatter({ hour: 'numeric' }).resolvedOptions().hourCycle ?? '',
    );
    const time = formatter({ hour: isTwelveHour ? 'numeric' : '2-digit', minute: '2-digit' });
    const weekday = formatter({ weekday: 'short' });
    const dayNumber = formatter({ day: 'numeric' });
    const fullDate = formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const dayAndTime = formatter({ dateStyle: 'medium', timeStyle: 'short' });
    const shortDate = formatter({ dateStyle: 'medium' });
    const monthTitle = formatter({ month: 'long', year: 'numeric' });
    const weekTitle = formatter({ day: 'numeric', month: 'long', year: 'numeric' });
    // Hour rows: '14:00' on a 24-hour clock, '2 PM' on a 12-hour one (shorter than '2:00 PM').
    const hour = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      ...(isTwelveHour ? { hour: 'numeric' } : { hour: '2-digit', minute: '2-digit' }),
      ...clock,
    });

    return {
      zone,
      /** 14:05 (fr), 2:05 PM (en-US). */
      time: (instant: Instant) => time.format(new Date(instant)),
      weekday: (instant: Instant) => weekday.format(new Date(instant)),
      dayNumber: (instant: Instant) => dayNumber.format(new Date(instant)),
      fullDate: (instant: Instant) => fullDate.format(new Date(instant)),
      shortDate: (instant: Instant) => shortDate.format(new Date(instant)),
      dayAndTime: (instant: Instant) => dayAndTime.format(new Date(instant)),
      /** The label of an hour row (0–23), whatever the day. */
      hourLabel: (value: number) => hour.format(Date.UTC(2000, 0, 1, value)),
      /** 'March 2030', or '25 – 31 March 2030' for a week. */
      rangeTitle: (view: CalendarView, range: CalendarRange, anchor: Date) => {
        if (view === 'month') return monthTitle.format(anchor);
        const first = range.days[0]?.start ?? anchor;
        const last = range.days.at(-1)?.start ?? anchor;
        return weekTitle.formatRange(first, last);
      },
    };
  }, [language, zone]);
}

export type CalendarFormat = ReturnType<typeof useCalendarFormat>;
