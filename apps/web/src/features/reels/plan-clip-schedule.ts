import type { BestTime, ConnectablePlatformId, ReelClip } from '@postcraft/contracts';
import { addZonedDays, fromZonedInputs, zonedDateKey } from '../../lib/zoned-time';

/** One scheduled post of the plan: a clip, the platforms posting it then, and when. */
export interface ClipPlanEntry {
  clip: ReelClip;
  platforms: ConnectablePlatformId[];
  at: Date;
}

/**
 * Each platform's best hour in the user's zone, as the best-time answer gives it (the user's own
 * best hour, or the platform's published one); a platform it does not list takes the hour of
 * the time it chose.
 */
export function bestHoursOf(
  answer: BestTime,
  platforms: readonly ConnectablePlatformId[],
): Partial<Record<ConnectablePlatformId, number>> {
  const chosenHour = Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      hourCycle: 'h23',
      timeZone: answer.timeZone,
    }).format(new Date(answer.scheduledTime)),
  );
  const hours: Partial<Record<ConnectablePlatformId, number>> = {};
  for (const platform of platforms) {
    hours[platform] =
      answer.perPlatform.find((entry) => entry.platform === platform)?.hour ?? chosenHour;
  }
  return hours;
}

/**
 * "Schedule several": the clips one a day in their order, the first tomorrow, each on each
 * platform at that platform's best hour of the day in the user's time zone. Platforms sharing an
 * hour share a post time. Sorted by time.
 */
export function planClipSchedule({
  clips,
  platforms,
  hours,
  timeZone,
  now = new Date(),
}: {
  clips: readonly ReelClip[];
  platforms: readonly ConnectablePlatformId[];
  hours: Partial<Record<ConnectablePlatformId, number>>;
  timeZone: string;
  now?: Date;
}): ClipPlanEntry[] {
  const entries: ClipPlanEntry[] = [];
  clips.forEach((clip, index) => {
    const day = zonedDateKey(addZonedDays(now, index + 1, timeZone), timeZone);
    const byHour = new Map<number, ConnectablePlatformId[]>();
    for (const platform of platforms) {
      const hour = hours[platform] ?? 12;
      byHour.set(hour, [...(byHour.get(hour) ?? []), platform]);
    }
    for (const [hour, atHour] of byHour) {
      const at = fromZonedInputs(day, `${String(hour).padStart(2, '0')}:00`, timeZone);
      entries.push({ clip, platforms: atHour, at });
    }
  });
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}
