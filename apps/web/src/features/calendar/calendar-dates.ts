import { TZDate } from '@date-fns/tz';
import { CALENDAR_SETTINGS, type ScheduledPost } from '@postcraft/contracts';
import {
  addDays,
  addMonths,
  addWeeks,
  endOfMonth,
  endOfWeek,
  format,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/**
 * The calendar's date math, always in the user's time zone (never the browser's): day keys,
 * the visible days and the range to ask the server for, and moving a post to another day or
 * hour. TZDate keeps wall times across daylight-saving changes (a day may last 23 or 25 hours).
 */

export type CalendarView = 'week' | 'month';

export interface CalendarDay {
  /** YYYY-MM-DD in the user's zone. */
  key: string;
  /** Midnight of that day in the user's zone. */
  start: TZDate;
  isToday: boolean;
  /** In month view, whether the day belongs to the month shown (false for the grid's edges). */
  isInMonth: boolean;
}

export interface CalendarRange {
  days: CalendarDay[];
  /** Start of the first day (inclusive) and of the day after the last (exclusive), as instants. */
  from: Date;
  to: Date;
}

const WEEK_OPTIONS = { weekStartsOn: CALENDAR_SETTINGS.weekStartsOn } as const;

/** An instant read as a wall time in `zone`. */
export function inZone(instant: Date | string | number, zone: string): TZDate {
  return new TZDate(new Date(instant).getTime(), zone);
}

/** YYYY-MM-DD of an instant in `zone`. */
export function dayKeyOf(instant: Date | string | number, zone: string): string {
  return format(inZone(instant, zone), 'yyyy-MM-dd');
}

/** The hour (0–23) of an instant in `zone`. */
export function hourOf(instant: Date | string | number, zone: string): number {
  return inZone(instant, zone).getHours();
}

/** The days a view shows around `anchor`: its week (Monday first), or its month's whole weeks. */
export function visibleRange(
  view: CalendarView,
  anchor: Date,
  zone: string,
  now: Date = new Date(),
): CalendarRange {
  const local = inZone(anchor, zone);
  const first: TZDate =
    view === 'week'
      ? startOfWeek(local, WEEK_OPTIONS)
      : startOfWeek(startOfMonth(local), WEEK_OPTIONS);
  const last =
    view === 'week' ? addDays(first, 6) : startOfDay(endOfWeek(endOfMonth(local), WEEK_OPTIONS));
  const todayKey = dayKeyOf(now, zone);
  const month = local.getMonth();
  const days: CalendarDay[] = [];
  for (let start = first; start.getTime() <= last.getTime(); start = addDays<TZDate>(start, 1)) {
    const key = format(start, 'yyyy-MM-dd');
    days.push({
      key,
      start,
      isToday: key === todayKey,
      isInMonth: view === 'week' || start.getMonth() === month,
    });
  }
  return { days, from: new Date(first.getTime()), to: new Date(addDays(last, 1).getTime()) };
}

/** The anchor one week or month before (-1) or after (+1). */
export function stepAnchor(
  view: CalendarView,
  anchor: Date,
  direction: -1 | 1,
  zone: string,
): Date {
  const local = inZone(anchor, zone);
  const moved = view === 'week' ? addWeeks(local, direction) : addMonths(local, direction);
  return new Date(moved.getTime());
}

/** Posts by local day (their current time: where they will go out), each day in time order. */
export function groupByDay(
  posts: readonly ScheduledPost[],
  zone: string,
): Map<string, ScheduledPost[]> {
  const byDay = new Map<string, ScheduledPost[]>();
  const sorted = [...posts].sort(
    (a, b) => Date.parse(a.scheduledTime) - Date.parse(b.scheduledTime),
  );
  for (const post of sorted) {
    const key = dayKeyOf(post.scheduledTime, zone);
    byDay.set(key, [...(byDay.get(key) ?? []), post]);
  }
  return byDay;
}

/** The instant of a wall date and time in `zone`; null when they do not form a date. */
export function wallTimeToInstant(date: string, time: string, zone: string): Date | null {
  const dateParts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeParts = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateParts || !timeParts) return null;
  const [year, month, day] = dateParts.slice(1).map(Number) as [number, number, number];
  const [hour, minute] = timeParts.slice(1).map(Number) as [number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  const local = new TZDate(year, month - 1, day, hour, minute, zone);
  // 31 February would roll over into March: refuse it instead.
  if (local.getDate() !== day) return null;
  return new Date(local.getTime());
}

/** The same wall time on another day (month view drop); the day is a YYYY-MM-DD key. */
export function moveToDay(instant: Date | string, dayKey: string, zone: string): Date {
  const local = inZone(instant, zone);
  return moveToSlot(instant, dayKey, local.getHours(), zone);
}

/** The same minutes in another hour of another day (week view drop). */
export function moveToSlot(
  instant: Date | string,
  dayKey: string,
  hour: number,
  zone: string,
): Date {
  const local = inZone(instant, zone);
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number];
  const moved = new TZDate(year, month - 1, day, hour, local.getMinutes(), zone);
  return new Date(moved.getTime());
}

/** The values of the date (YYYY-MM-DD) and time (HH:MM) inputs for an instant in `zone`. */
export function toWallInputs(instant: Date | string, zone: string): { date: string; time: string } {
  const local = inZone(instant, zone);
  return { date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') };
}
