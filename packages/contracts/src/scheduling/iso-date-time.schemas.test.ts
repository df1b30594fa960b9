import { BestTimeQuerySchema, BEST_TIME_MESSAGES } from '../analytics/best-time.schemas.js';
import { isStrictIsoDateTime } from './iso-date-time.schemas.js';
import {
  CreateScheduledPostBodySchema,
  ListScheduledPostsQuerySchema,
  RescheduleBodySchema,
} from './scheduled-posts.schemas.js';
import { SCHEDULING_MESSAGES } from './scheduling.messages.js';

const IMPOSSIBLE = [
  '2031-02-30T10:00:00Z',
  '2031-02-29T10:00:00Z',
  '2031-04-31T10:00:00.000Z',
  '2031-13-01T10:00:00Z',
  '2031-00-10T10:00:00Z',
  '2031-01-01T24:61:00Z',
  '2031-01-01T24:00:00Z',
  '2031-01-01T23:59:60Z',
  '2031-01-01T10:00:00+25:00',
];

const NOT_ISO = [
  '2031-01-01T10:00:00',
  '2031-01-01',
  '2031-01-01 10:00:00Z',
  '01/02/2031 10:00',
  'Sat, 01 Feb 2031 10:00:00 GMT',
  '1925028000000',
  '2031-01-01T10:00:00+01',
  'tomorrow',
];

const VALID: [string, string][] = [
  ['2031-02-28T10:00:00Z', '2031-02-28T10:00:00.000Z'],
  ['2032-02-29T10:00:00.000Z', '2032-02-29T10:00:00.000Z'],
  ['2031-06-15T09:30:00+02:00', '2031-06-15T07:30:00.000Z'],
  ['2031-06-15T09:30-05:30', '2031-06-15T15:00:00.000Z'],
  ['2031-06-15T09:30:15.123456Z', '2031-06-15T09:30:15.123Z'],
  [' 2031-12-31T23:59:59Z ', '2031-12-31T23:59:59.000Z'],
];

describe('ISO 8601 dates and times of the contracts', () => {
  it('when a date does not exist on the calendar or a time on the clock, then it is not ISO', () => {
    for (const text of IMPOSSIBLE) expect([text, isStrictIsoDateTime(text)]).toEqual([text, false]);
  });

  it('when a scheduled time is impossible or not ISO 8601 with an offset, then schedule and reschedule refuse it with the invalid-date message', () => {
    for (const scheduledTime of [...IMPOSSIBLE, ...NOT_ISO]) {
      const created = CreateScheduledPostBodySchema.safeParse({
        platforms: ['sandbox'],
        scheduledTime,
      });
      expect([scheduledTime, created.error?.issues[0]?.message]).toEqual([
        scheduledTime,
        SCHEDULING_MESSAGES.scheduledTimeInvalid,
      ]);
      const moved = RescheduleBodySchema.safeParse({ scheduledTime });
      expect(moved.error?.issues[0]?.message).toBe(SCHEDULING_MESSAGES.scheduledTimeInvalid);
    }
  });

  it('when a time is ISO 8601 with Z or an offset, then it reads as that instant', () => {
    for (const [scheduledTime, instant] of VALID) {
      expect(RescheduleBodySchema.parse({ scheduledTime }).scheduledTime!.toISOString()).toBe(
        instant,
      );
    }
  });

  it('when the calendar bounds or best time’s after are impossible dates, then they are refused too', () => {
    expect(ListScheduledPostsQuerySchema.safeParse({ from: '2031-02-30T00:00:00Z' }).success).toBe(
      false,
    );
    expect(ListScheduledPostsQuerySchema.safeParse({ to: '2031-02-31T00:00:00Z' }).success).toBe(
      false,
    );
    expect(
      ListScheduledPostsQuerySchema.parse({
        from: '2031-02-01T00:00:00Z',
        to: '2031-03-01T00:00:00+01:00',
      }).to?.toISOString(),
    ).toBe('2031-02-28T23:00:00.000Z');
    const after = BestTimeQuerySchema.safeParse({ platforms: 'x', after: '2031-02-30T10:00:00Z' });
    expect(after.error?.issues[0]?.message).toBe(BEST_TIME_MESSAGES.afterInvalid);
    expect(
      BestTimeQuerySchema.parse({ platforms: 'x', after: '2031-02-28T10:00:00Z' }).after,
    ).toEqual(new Date('2031-02-28T10:00:00Z'));
  });
});
