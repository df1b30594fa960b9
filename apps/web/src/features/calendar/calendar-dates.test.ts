import type { ScheduledPost } from '@postcraft/contracts';
import {
  dayKeyOf,
  groupByDay,
  hourOf,
  moveToDay,
  moveToSlot,
  stepAnchor,
  visibleRange,
  wallTimeToInstant,
} from './calendar-dates';

const PARIS = 'Europe/Paris';
const post = (_id: string, scheduledTime: string) => ({ _id, scheduledTime }) as ScheduledPost;

describe('calendar dates in the user time zone', () => {
  it('when the week holds the spring change (Paris, 31 March 2030), then it starts Monday at local midnight and lasts 167 hours', () => {
    const range = visibleRange('week', new Date('2030-03-28T12:00:00Z'), PARIS);

    expect(range.days.map((day) => day.key)).toEqual([
      '2030-03-25',
      '2030-03-26',
      '2030-03-27',
      '2030-03-28',
      '2030-03-29',
      '2030-03-30',
      '2030-03-31',
    ]);
    expect(range.from.toISOString()).toBe('2030-03-24T23:00:00.000Z');
    expect(range.to.toISOString()).toBe('2030-03-31T22:00:00.000Z');
    expect((range.to.getTime() - range.from.getTime()) / 3_600_000).toBe(7 * 24 - 1);
  });

  it('when a month is shown, then the grid has its whole weeks, Monday first, and marks the other months', () => {
    const range = visibleRange('month', new Date('2030-03-15T12:00:00Z'), PARIS);

    expect(range.days).toHaveLength(35);
    expect(range.days[0]).toMatchObject({ key: '2030-02-25', isInMonth: false });
    expect(range.days[4]).toMatchObject({ key: '2030-03-01', isInMonth: true });
    expect(range.days.at(-1)).toMatchObject({ key: '2030-03-31', isInMonth: true });
    expect(range.from.toISOString()).toBe('2030-02-24T23:00:00.000Z');
    expect(range.to.toISOString()).toBe('2030-03-31T22:00:00.000Z');
  });

  it('when today is in the range, then only that day is marked', () => {
    const now = new Date('2030-03-27T23:30:00Z'); // already the 28th in Paris
    const range = visibleRange('week', now, PARIS, now);
    expect(range.days.filter((day) => day.isToday).map((day) => day.key)).toEqual(['2030-03-28']);
  });

  it('when posts are near midnight, then each lands on its day in the user zone, not UTC', () => {
    const late = post('late', '2030-03-30T23:30:00Z'); // Paris: 31 March 00:30 (CET)
    const early = post('early', '2030-03-30T22:30:00Z'); // Paris: 30 March 23:30 (CET)

    const paris = groupByDay([late, early], PARIS);
    expect(paris.get('2030-03-30')?.map((p) => p._id)).toEqual(['early']);
    expect(paris.get('2030-03-31')?.map((p) => p._id)).toEqual(['late']);

    const newYork = groupByDay([late, early], 'America/New_York');
    expect(newYork.get('2030-03-30')?.map((p) => p._id)).toEqual(['early', 'late']);
  });

  it('when the autumn change gives a 25-hour day (Paris, 27 October 2030), then its first and last hours are that day', () => {
    expect(dayKeyOf('2030-10-26T22:30:00Z', PARIS)).toBe('2030-10-27'); // 00:30 CEST
    expect(dayKeyOf('2030-10-27T22:30:00Z', PARIS)).toBe('2030-10-27'); // 23:30 CET
    expect(hourOf('2030-10-27T22:30:00Z', PARIS)).toBe(23);
    const range = visibleRange('week', new Date('2030-10-27T10:00:00Z'), PARIS);
    expect((range.to.getTime() - range.from.getTime()) / 3_600_000).toBe(7 * 24 + 1);
  });

  it('when a post moves across the spring change, then it keeps its wall time', () => {
    const saturdayTen = '2030-03-30T09:00:00Z'; // 10:00 CET
    expect(moveToDay(saturdayTen, '2030-03-31', PARIS).toISOString()).toBe(
      '2030-03-31T08:00:00.000Z', // 10:00 CEST
    );
    expect(moveToSlot('2030-03-30T09:45:00Z', '2030-04-01', 15, PARIS).toISOString()).toBe(
      '2030-04-01T13:45:00.000Z',
    );
  });

  it('when a date and time are typed, then they are read in the user zone; impossible dates are refused', () => {
    expect(wallTimeToInstant('2030-10-27', '23:30', PARIS)?.toISOString()).toBe(
      '2030-10-27T22:30:00.000Z',
    );
    expect(wallTimeToInstant('2030-07-01', '09:00', 'Asia/Tokyo')?.toISOString()).toBe(
      '2030-07-01T00:00:00.000Z',
    );
    expect(wallTimeToInstant('2030-02-31', '10:00', PARIS)).toBeNull();
    expect(wallTimeToInstant('2030-02-10', '', PARIS)).toBeNull();
    expect(wallTimeToInstant('', '10:00', PARIS)).toBeNull();
  });

  it('when stepping a month from the 31st, then the next month is shown', () => {
    const next = stepAnchor('month', new Date('2030-01-31T12:00:00Z'), 1, PARIS);
    expect(dayKeyOf(next, PARIS)).toBe('2030-02-28');
    const previousWeek = stepAnchor('week', new Date('2030-04-02T12:00:00Z'), -1, PARIS);
    expect(dayKeyOf(previousWeek, PARIS)).toBe('2030-03-26');
  });
});
