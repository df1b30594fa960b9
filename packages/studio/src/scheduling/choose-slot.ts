import { BEST_TIME_SETTINGS, type BestTimeReason, type Weekday } from '@postcraft/contracts';
import { TZDate } from '@date-fns/tz';
import type { PlatformPreference } from './platform-preference.js';

/** The hour slots a time falls in, in the zone (a DST fall-back hour has two, kept apart). */
const hourKey = (date: Date, timeZone: string) => {
  const local = new TZDate(date, timeZone);
  return `${local.getFullYear()}-${local.getMonth()}-${local.getDate()} ${local.getHours()}`;
};

interface Candidate {
  at: Date;
  weekday: Weekday;
  hour: number;
}

/**
 * Every whole hour of the zone from `earliest` over BEST_TIME_SETTINGS.searchDays days, built as
 * wall-clock times there (so a DST change keeps 18:00 at 18:00): a skipped hour is left out, a
 * repeated one counts once.
 */
function hoursAhead(earliest: Date, timeZone: string): Candidate[] {
  const start = new TZDate(earliest, timeZone);
  const seen = new Set<number>();
  const candidates: Candidate[] = [];
  for (let day = 0; day <= BEST_TIME_SETTINGS.searchDays; day += 1) {
    for (let hour = 0; hour < 24; hour += 1) {
      const at = new TZDate(
        start.getFullYear(),
        start.getMonth(),
        start.getDate() + day,
        hour,
        0,
        timeZone,
      );
      if (at.getHours() !== hour || at.getTime() < earliest.getTime() || seen.has(at.getTime())) {
        continue;
      }
      seen.add(at.getTime());
      candidates.push({ at: new Date(at.getTime()), weekday: at.getDay() as Weekday, hour });
    }
  }
  return candidates;
}

/**
 * The platform that decides: the one with the most own posts among those whose own figures are
 * trusted, else the first selected.
 */
export function decidingPlatform(preferences: readonly PlatformPreference[]): PlatformPreference {
  const own = preferences
    .filter((preference) => preference.source === 'own_data')
    .sort((a, b) => b.postCount - a.postCount);
  return own[0] ?? preferences[0]!;
}

/**
 * The slot to propose: at least BEST_TIME_SETTINGS.minLeadMinutes after `after`, on a whole hour
 * of the zone, never an hour already holding one of the user's pending posts; the deciding
 * platform's best weekday × hour first, then how well it suits the other platforms, then the
 * soonest.
 */
export function chooseSlot(
  preferences: readonly PlatformPreference[],
  after: Date,
  taken: readonly Date[],
  timeZone: string,
): { at: Date; reason: BestTimeReason } {
  const deciding = decidingPlatform(preferences);
  const others = preferences.filter((preference) => preference !== deciding);
  const busy = new Set(taken.map((date) => hourKey(date, timeZone)));
  const earliest = new Date(after.getTime() + BEST_TIME_SETTINGS.minLeadMinutes * 60_000);

  const ranked = hoursAhead(earliest, timeZone)
    .filter((candidate) => !busy.has(hourKey(candidate.at, timeZone)))
    .map((candidate) => ({
      ...candidate,
      main: deciding.score(candidate.weekday, candidate.hour),
      rest: others.reduce((sum, other) => sum + other.score(candidate.weekday, candidate.hour), 0),
    }))
    .sort((a, b) => b.main - a.main || b.rest - a.rest || a.at.getTime() - b.at.getTime());
  // Two weeks of hours cannot all be taken by one user's pending posts but for a bot's schedule.
  const chosen = ranked[0] ?? { at: earliest, main: 0 };
  const isBestTaken = chosen.main < 1;

  const reason: BestTimeReason =
    deciding.source === 'own_data'
      ? {
          kind: 'own_data',
          platform: deciding.platform,
          postCount: deciding.postCount,
          weekday: deciding.days[0]!,
          hour: deciding.hour,
          isBestTaken,
        }
      : {
          kind: 'defaults',
          platform: deciding.platform,
          postCount: deciding.postCount,
          minimumPosts: deciding.minimumPosts,
          days: deciding.days,
          hour: deciding.hour,
          isBestTaken,
        };
  return { at: chosen.at, reason };
}
