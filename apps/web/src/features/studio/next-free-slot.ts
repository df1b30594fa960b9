import { SCHEDULING_LIMITS } from '@postcraft/contracts';
import { localDateKey } from './date-strip-days';

/** Hours at which Postcraft proposes a post, in order of preference (local time). */
export const SENSIBLE_HOURS = [9, 12, 15, 18, 20] as const;

/** Days ahead searched before giving up on a free slot. */
const SEARCH_DAYS = 14;

/** A proposed slot must be at least this far ahead, so there is time to look at it. */
const MIN_LEAD_MS = 30 * 60_000;

/**
 * The first sensible hour, from now on, at which the user has nothing scheduled within the same
 * hour; the default (tomorrow 12:00) if the next two weeks are full.
 */
export function nextFreeSlot(taken: readonly Date[], now = new Date()): Date {
  const busy = new Set(taken.map((date) => `${localDateKey(date)} ${date.getHours()}`));
  for (let day = 0; day < SEARCH_DAYS; day += 1) {
    for (const hour of SENSIBLE_HOURS) {
      const slot = new Date(now.getFullYear(), now.getMonth(), now.getDate() + day, hour, 0);
      if (slot.getTime() - now.getTime() < MIN_LEAD_MS) continue;
      if (!busy.has(`${localDateKey(slot)} ${hour}`)) return slot;
    }
  }
  return defaultScheduleTime(now);
}

/** Tomorrow at 12:00 (spec 001 §9). */
export function defaultScheduleTime(now = new Date()): Date {
  return new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() + SCHEDULING_LIMITS.defaultDayOffset,
    SCHEDULING_LIMITS.defaultHour,
    SCHEDULING_LIMITS.defaultMinute,
  );
}

export function toTimeInput(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
