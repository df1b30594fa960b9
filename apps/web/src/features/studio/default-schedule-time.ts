import { SCHEDULING_LIMITS } from '@postcraft/contracts';
import { addZonedDays, fromZonedInputs, zonedDateKey } from '../../lib/zoned-time';

/** Tomorrow at 12:00 on the wall clock of the zone (spec 001 §9). */
export function defaultScheduleTime(timeZone: string, now = new Date()): Date {
  const day = zonedDateKey(
    addZonedDays(now, SCHEDULING_LIMITS.defaultDayOffset, timeZone),
    timeZone,
  );
  const time = `${String(SCHEDULING_LIMITS.defaultHour).padStart(2, '0')}:${String(
    SCHEDULING_LIMITS.defaultMinute,
  ).padStart(2, '0')}`;
  return fromZonedInputs(day, time, timeZone);
}
