import type { BestTimeReason, ConnectablePlatformId, Weekday } from '@postcraft/contracts';
import { TZDate } from '@date-fns/tz';
import type { PlatformPreference } from '../scheduling/platform-preference.js';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/** A post already on the user's calendar, by hand or planned: it counts towards the frequency. */
export interface CalendarPost {
  at: Date;
  /** Still to come: its hour is taken. */
  isUpcoming: boolean;
}

export interface SlotPlanInput {
  now: Date;
  horizonDays: number;
  minLeadMinutes: number;
  /** Posts a week at most, in any 7-day window. */
  frequency: number;
  timeZone: string;
  /** One per connected account's platform, with how good each weekday × hour is for it. */
  accounts: readonly PlatformPreference[];
  /** The user's posts from a week before `now` to the horizon's end. */
  calendar: readonly CalendarPost[];
}

export interface PlannedSlot {
  at: Date;
  platform: ConnectablePlatformId;
  /** The slot's name: its platform and its hour (UTC). */
  slotKey: string;
  reason: BestTimeReason;
}

interface Candidate {
  at: Date;
  weekday: Weekday;
  hour: number;
}

/** Whole hours of the zone in [from, to), as wall-clock times (a DST change keeps 18:00 at 18:00). */
function hoursBetween(from: Date, to: Date, timeZone: string): Candidate[] {
  const start = new TZDate(from, timeZone);
  const candidates: Candidate[] = [];
  const seen = new Set<number>();
  const days = Math.ceil((to.getTime() - from.getTime()) / DAY_MS) + 1;
  for (let day = 0; day <= days; day += 1) {
    for (let hour = 0; hour < 24; hour += 1) {
      const at = new TZDate(
        start.getFullYear(),
        start.getMonth(),
        start.getDate() + day,
        hour,
        0,
        timeZone,
      );
      const ms = at.getTime();
      if (at.getHours() !== hour || ms < from.getTime() || ms >= to.getTime() || seen.has(ms)) {
        continue;
      }
      seen.add(ms);
      candidates.push({ at: new Date(ms), weekday: at.getDay() as Weekday, hour });
    }
  }
  return candidates;
}

const hourOf = (date: Date) => Math.floor(date.getTime() / HOUR_MS);

/** The platform's best hour on the candidate's day, in the zone (its time of day). */
function bestHourOf(candidate: Candidate, preference: PlatformPreference): Date {
  return new Date(candidate.at.getTime() + (preference.hour - candidate.hour) * HOUR_MS);
}

/** Whether one more post at `at` keeps every 7-day window holding it within `frequency`. */
export function fitsFrequency(at: Date, times: readonly number[], frequency: number): boolean {
  const t = at.getTime();
  const near = times.filter((time) => time > t - WEEK_MS && time < t + WEEK_MS);
  // A window [s, s + 7 days) holding t starts in (t - 7 days, t]; its count changes only where
  // a post enters or leaves it, so those starts are the ones to check.
  const starts = [t - WEEK_MS + 1, ...near.filter((time) => time <= t)];
  starts.push(...near.filter((time) => time > t).map((time) => time - WEEK_MS + 1));
  return starts
    .filter((start) => start > t - WEEK_MS && start <= t)
    .every(
      (start) =>
        near.filter((time) => time >= start && time < start + WEEK_MS).length + 1 <= frequency,
    );
}

/**
 * Why this slot: the platform's best time. `isBestTaken` only when the slot is off that best hour
 * because the best hour of its day already held a post (not when it was moved to spread the week).
 */
function reasonFor(
  preference: PlatformPreference,
  at: Candidate,
  isBestHourBusy: boolean,
): BestTimeReason {
  const isBestTaken = preference.score(at.weekday, at.hour) < 1 && isBestHourBusy;
  return preference.source === 'own_data'
    ? {
        kind: 'own_data',
        platform: preference.platform,
        postCount: preference.postCount,
        weekday: preference.days[0]!,
        hour: preference.hour,
        isBestTaken,
      }
    : {
        kind: 'defaults',
        platform: preference.platform,
        postCount: preference.postCount,
        minimumPosts: preference.minimumPosts,
        days: preference.days,
        hour: preference.hour,
        isBestTaken,
      };
}

/**
 * The slots to add so that the coming `horizonDays` hold `frequency` posts: never more than
 * `frequency` in any 7-day window (the user's own posts count), never an hour that already holds
 * one of their posts, spread out over the days (the further from every other post the better, up
 * to an even spacing), at the hours that suit the account best, accounts taking turns.
 */
export function planSlots(input: SlotPlanInput): PlannedSlot[] {
  const { now, frequency, timeZone, accounts } = input;
  if (accounts.length === 0 || frequency <= 0) return [];
  const horizonEnd = new Date(now.getTime() + input.horizonDays * DAY_MS);
  const earliest = new Date(now.getTime() + input.minLeadMinutes * 60_000);
  const times = input.calendar.map((post) => post.at.getTime());
  const busyHours = new Set(
    input.calendar.filter((post) => post.isUpcoming).map((post) => hourOf(post.at)),
  );
  const inHorizon = input.calendar.filter((post) => post.at >= now && post.at < horizonEnd).length;
  const needed = Math.max(0, frequency - inHorizon);
  const idealGapMs = WEEK_MS / frequency;
  const hours = hoursBetween(earliest, horizonEnd, timeZone);
  const usesOf = new Map<ConnectablePlatformId, number>();
  const planned: PlannedSlot[] = [];

  for (let index = 0; index < needed; index += 1) {
    const fewestUses = Math.min(...accounts.map((account) => usesOf.get(account.platform) ?? 0));
    const ranked = hours
      .filter((candidate) => !busyHours.has(hourOf(candidate.at)))
      .flatMap((candidate) =>
        accounts
          // Accounts take turns: the ones used least so far go first.
          .filter((account) => (usesOf.get(account.platform) ?? 0) === fewestUses)
          .map((account) => {
            const t = candidate.at.getTime();
            const nearest = Math.min(Infinity, ...times.map((time) => Math.abs(time - t)));
            const spread = Math.min(1, nearest / idealGapMs);
            const fit = account.score(candidate.weekday, candidate.hour);
            return { candidate, account, total: spread * 3 + fit };
          }),
      )
      .sort((a, b) => b.total - a.total || a.candidate.at.getTime() - b.candidate.at.getTime());
    const chosen = ranked.find(({ candidate }) => fitsFrequency(candidate.at, times, frequency));
    if (!chosen) break;
    const { candidate, account } = chosen;
    planned.push({
      at: candidate.at,
      platform: account.platform,
      slotKey: `${account.platform}:${candidate.at.toISOString()}`,
      reason: reasonFor(account, candidate, busyHours.has(hourOf(bestHourOf(candidate, account)))),
    });
    times.push(candidate.at.getTime());
    busyHours.add(hourOf(candidate.at));
    usesOf.set(account.platform, (usesOf.get(account.platform) ?? 0) + 1);
  }
  return planned.sort((a, b) => a.at.getTime() - b.at.getTime());
}
