import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, isValid, parse, startOfDay } from 'date-fns';

/**
 * Dates and times on the wall clock of a time zone (the user's, not the browser's), through
 * date-fns and @date-fns/tz so that day boundaries and DST changes follow the tz database.
 */

/** YYYY-MM-DD of the day `date` falls on in the zone. */
export function zonedDateKey(date: Date, timeZone: string): string {
  return format(date, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/** HH:MM (24 h) that `date` shows in the zone. */
export function zonedTimeInput(date: Date, timeZone: string): string {
  return format(date, 'HH:mm', { in: tz(timeZone) });
}

/** Midnight starting the day `date` falls on in the zone. */
export function startOfZonedDay(date: Date, timeZone: string): Date {
  return new Date(startOfDay(date, { in: tz(timeZone) }).getTime());
}

/** The same wall-clock time `days` days later in the zone (23 or 25 hours across a DST change). */
export function addZonedDays(date: Date, days: number, timeZone: string): Date {
  return new Date(addDays(date, days, { in: tz(timeZone) }).getTime());
}

/**
 * The moment a date input (YYYY-MM-DD) and a time input (HH:MM) name in the zone; an invalid
 * Date when they name none. A time the clocks skip (02:30 as they go forward) moves forward by
 * the skipped hour; a time they repeat (going back) is its first occurrence.
 */
export function fromZonedInputs(date: string, time: string, timeZone: string): Date {
  const parsed = parse(`${date} ${time}`, 'yyyy-MM-dd HH:mm', new TZDate(0, timeZone), {
    in: tz(timeZone),
  });
  return isValid(parsed) ? new Date(parsed.getTime()) : new Date(Number.NaN);
}

/** 'UTC+02:00', 'UTC-04:00', 'UTC+00:00': the zone's offset from UTC at `at`. */
export function zoneOffsetLabel(timeZone: string, at: Date = new Date()): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return !offset || offset === 'GMT' ? 'UTC+00:00' : offset.replace('GMT', 'UTC');
}

/** Every IANA zone the browser knows, UTC included. */
export function supportedTimeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}
