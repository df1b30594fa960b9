import { CALENDAR_SETTINGS, type ScheduledPost } from '@postcraft/contracts';

/** A day of the date strip: its local date key, whether it is today, and its posts. */
export interface StripDay {
  date: Date;
  key: string;
  isToday: boolean;
  posts: ScheduledPost[];
}

/** YYYY-MM-DD of a date in the browser's time zone. */
export function localDateKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The strip's window: two days before the base day to the end of the fourth day after. */
export function stripRange(base: Date): { from: Date; to: Date } {
  const from = addDays(startOfDay(base), -CALENDAR_SETTINGS.dateStripDaysBefore);
  return { from, to: addDays(from, CALENDAR_SETTINGS.dateStripDays) };
}

/** Seven days around `base`, each with its posts (grouped by their original time, spec §3). */
export function buildStripDays(
  base: Date,
  posts: readonly ScheduledPost[],
  now = new Date(),
): StripDay[] {
  const { from } = stripRange(base);
  const todayKey = localDateKey(now);
  return Array.from({ length: CALENDAR_SETTINGS.dateStripDays }, (_, index) => {
    const date = addDays(from, index);
    const key = localDateKey(date);
    return {
      date,
      key,
      isToday: key === todayKey,
      posts: posts.filter(
        (post) => localDateKey(new Date(post.originalScheduledTime || post.scheduledTime)) === key,
      ),
    };
  });
}

/** The hour rows of a day's panel: 08:00 up to 23:00, posts outside it on the nearest row. */
export function hourRows(
  posts: readonly ScheduledPost[],
): { hour: number; posts: ScheduledPost[] }[] {
  const first = CALENDAR_SETTINGS.hourPanelFirstHour;
  const last = CALENDAR_SETTINGS.hourPanelLastHour;
  return Array.from({ length: last - first + 1 }, (_, index) => {
    const hour = first + index;
    return {
      hour,
      posts: posts.filter((post) => {
        const postHour = new Date(post.scheduledTime).getHours();
        return Math.min(Math.max(postHour, first), last) === hour;
      }),
    };
  });
}
