import { CALENDAR_SETTINGS, type ScheduledPost } from '@postcraft/contracts';
import { addZonedDays, startOfZonedDay } from '../../lib/zoned-time';
import { dayKeyOf, groupByDay, hourOf } from '../calendar/calendar-dates';

/** A day of the date strip: its midnight, its date key in the zone, whether it is today, its posts. */
export interface StripDay {
  date: Date;
  key: string;
  isToday: boolean;
  posts: ScheduledPost[];
}

/** The strip's window: two days before the base day to the end of the fourth day after. */
export function stripRange(base: Date, timeZone: string): { from: Date; to: Date } {
  const from = addZonedDays(
    startOfZonedDay(base, timeZone),
    -CALENDAR_SETTINGS.dateStripDaysBefore,
    timeZone,
  );
  return { from, to: addZonedDays(from, CALENDAR_SETTINGS.dateStripDays, timeZone) };
}

/**
 * Seven days around `base` in the zone, each with its posts in time order. Posts sit on the day
 * of their current time, as in the calendar (a rescheduled post is where it will go out), and
 * that day is read in the user's zone: a post at 23:30 there is on that day, whatever day it is
 * in UTC or in the browser's zone.
 */
export function buildStripDays(
  base: Date,
  posts: readonly ScheduledPost[],
  timeZone: string,
  now = new Date(),
): StripDay[] {
  const { from } = stripRange(base, timeZone);
  const todayKey = dayKeyOf(now, timeZone);
  const postsByDay = groupByDay(posts, timeZone);
  return Array.from({ length: CALENDAR_SETTINGS.dateStripDays }, (_, index) => {
    const date = addZonedDays(from, index, timeZone);
    const key = dayKeyOf(date, timeZone);
    return { date, key, isToday: key === todayKey, posts: postsByDay.get(key) ?? [] };
  });
}

/**
 * The hour rows of a day's panel: 08:00 to 23:00 in the zone (spec 001 §2 screen 2), and before
 * them a row for each earlier hour that has a post. A post sits on the hour it starts in, floored
 * in the zone (07:30 is in the 07:00 row, never in the 08:00 one).
 */
export function hourRows(
  posts: readonly ScheduledPost[],
  timeZone: string,
): { hour: number; posts: ScheduledPost[] }[] {
  const first = CALENDAR_SETTINGS.hourPanelFirstHour;
  const last = CALENDAR_SETTINGS.hourPanelLastHour;
  const byHour = new Map<number, ScheduledPost[]>();
  for (let hour = first; hour <= last; hour += 1) byHour.set(hour, []);
  for (const post of posts) {
    const hour = hourOf(post.scheduledTime, timeZone);
    byHour.set(hour, [...(byHour.get(hour) ?? []), post]);
  }
  return [...byHour.entries()]
    .sort(([a], [b]) => a - b)
    .map(([hour, hourPosts]) => ({ hour, posts: hourPosts }));
}
