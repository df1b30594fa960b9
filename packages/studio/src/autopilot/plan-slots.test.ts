import type { ConnectablePlatformId, Weekday } from '@postcraft/contracts';
import type { PlatformPreference } from '../scheduling/platform-preference.js';
import { fitsFrequency, planSlots, type CalendarPost } from './plan-slots.js';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** A platform whose best time is `hour` on `days` (the published defaults' shape). */
function preference(
  platform: ConnectablePlatformId,
  days: Weekday[],
  hour: number,
): PlatformPreference {
  return {
    platform,
    source: 'defaults',
    postCount: 0,
    minimumPosts: 10,
    days,
    hour,
    score: (weekday, at) => (days.includes(weekday) ? (at === hour ? 1 : 0.2) : 0.1),
  };
}

const everyDay: Weekday[] = [0, 1, 2, 3, 4, 5, 6];
// A Monday morning, UTC.
const now = new Date('2026-11-30T06:17:00Z');

const plan = (
  frequency: number,
  calendar: CalendarPost[] = [],
  accounts = [preference('linkedin', everyDay, 9)],
) =>
  planSlots({
    now,
    horizonDays: 7,
    minLeadMinutes: 60,
    frequency,
    timeZone: 'UTC',
    accounts,
    calendar,
  });

/** The most posts any 7-day window holds. */
function busiestWeek(times: number[]): number {
  return Math.max(
    ...times.map((start) => times.filter((time) => time >= start && time < start + 7 * DAY).length),
  );
}

describe('planSlots', () => {
  it('when a week is empty, then it plans the frequency, one a day at the best hour', () => {
    const slots = plan(7);
    expect(slots).toHaveLength(7);
    const days = new Set(slots.map((slot) => slot.at.toISOString().slice(0, 10)));
    expect(days.size).toBe(7);
    for (const slot of slots) {
      expect(slot.at.getUTCHours()).toBe(9);
      expect(slot.at.getTime()).toBeGreaterThanOrEqual(now.getTime() + HOUR);
      expect(slot.at.getTime()).toBeLessThan(now.getTime() + 7 * DAY);
      expect(slot.slotKey).toBe(`linkedin:${slot.at.toISOString()}`);
      expect(slot.reason).toMatchObject({
        kind: 'defaults',
        platform: 'linkedin',
        hour: 9,
        isBestTaken: false,
      });
    }
  });

  it('when a slot is off the best hour only to spread the week, then it does not claim the best hour was taken', () => {
    // Best on Tuesday to Thursday only: a daily post falls on other days too.
    const slots = plan(7, [], [preference('linkedin', [2, 3, 4], 9)]);
    expect(slots).toHaveLength(7);
    for (const slot of slots) expect(slot.reason.isBestTaken).toBe(false);
  });

  it('when the best hour of a day already holds a post, then the slot that day says so', () => {
    const own = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      at: new Date(Date.UTC(2026, 10, 30 + day, 9)),
      isUpcoming: true,
    }));
    const slots = plan(14, own);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(slot.reason.isBestTaken).toBe(true);
  });

  it('when the user already posts by hand, then those count and their hours are left free', () => {
    const own = [1, 3].map((day) => ({
      at: new Date(now.getTime() + day * DAY + 2 * HOUR),
      isUpcoming: true,
    }));
    const slots = plan(5, own);
    expect(slots).toHaveLength(3);
    const taken = new Set(own.map((post) => Math.floor(post.at.getTime() / HOUR)));
    for (const slot of slots) expect(taken.has(Math.floor(slot.at.getTime() / HOUR))).toBe(false);
  });

  it('when last week was full, then no 7-day window ever holds more than the frequency', () => {
    const lastWeek = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      at: new Date(now.getTime() - day * DAY + 3 * HOUR),
      isUpcoming: false,
    }));
    const slots = plan(7, lastWeek);
    const times = [
      ...lastWeek.map((post) => post.at.getTime()),
      ...slots.map((slot) => slot.at.getTime()),
    ];
    expect(busiestWeek(times)).toBeLessThanOrEqual(7);
  });

  it('when run again the next day, then it adds one post and keeps every window within the frequency', () => {
    const first = plan(7).map((slot) => ({ at: slot.at, isUpcoming: true }));
    const tomorrow = new Date(now.getTime() + DAY);
    const again = planSlots({
      now: tomorrow,
      horizonDays: 7,
      minLeadMinutes: 60,
      frequency: 7,
      timeZone: 'UTC',
      accounts: [preference('linkedin', everyDay, 9)],
      calendar: first,
    });
    expect(again).toHaveLength(1);
    const times = [
      ...first.map((post) => post.at.getTime()),
      ...again.map((slot) => slot.at.getTime()),
    ];
    expect(busiestWeek(times)).toBeLessThanOrEqual(7);
  });

  it('when several accounts are connected, then they take turns and no hour holds two posts', () => {
    const slots = plan(
      14,
      [],
      [preference('linkedin', everyDay, 9), preference('sandbox', everyDay, 18)],
    );
    expect(slots).toHaveLength(14);
    expect(slots.filter((slot) => slot.platform === 'linkedin')).toHaveLength(7);
    const hours = slots.map((slot) => Math.floor(slot.at.getTime() / HOUR));
    expect(new Set(hours).size).toBe(hours.length);
  });

  it('when the frequency is 50, then 50 posts fit the week in distinct hours', () => {
    const slots = plan(50);
    expect(slots).toHaveLength(50);
    expect(new Set(slots.map((slot) => slot.slotKey)).size).toBe(50);
  });

  it('when the zone is not UTC, then the best hour is the local one', () => {
    const slots = planSlots({
      now,
      horizonDays: 7,
      minLeadMinutes: 60,
      frequency: 3,
      timeZone: 'America/New_York',
      accounts: [preference('linkedin', everyDay, 9)],
      calendar: [],
    });
    for (const slot of slots) expect(slot.at.getUTCHours()).toBe(14);
  });

  it('when there is no account, then nothing is planned', () => {
    expect(plan(7, [], [])).toEqual([]);
  });
});

describe('fitsFrequency', () => {
  it('when a window already holds the frequency, then one more does not fit', () => {
    const times = [0, 1, 2].map((day) => day * DAY);
    expect(fitsFrequency(new Date(3 * DAY), times, 3)).toBe(false);
    expect(fitsFrequency(new Date(7 * DAY + 1), times, 3)).toBe(true);
  });
});
