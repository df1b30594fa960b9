import {
  addZonedDays,
  fromZonedInputs,
  startOfZonedDay,
  zonedDateKey,
  zonedTimeInput,
  zoneOffsetLabel,
} from './zoned-time';

describe('wall-clock times in the user’s zone', () => {
  it('when a moment is late evening in New York, then it is already the next day in Paris and in UTC', () => {
    const moment = new Date('2030-06-11T03:30:00Z');
    expect(zonedDateKey(moment, 'America/New_York')).toBe('2030-06-10');
    expect(zonedTimeInput(moment, 'America/New_York')).toBe('23:30');
    expect(zonedDateKey(moment, 'Europe/Paris')).toBe('2030-06-11');
    expect(zonedTimeInput(moment, 'Europe/Paris')).toBe('05:30');
    expect(startOfZonedDay(moment, 'America/New_York').toISOString()).toBe(
      '2030-06-10T04:00:00.000Z',
    );
  });

  it('when date and time inputs are read, then they name that wall-clock time in the zone, whatever the browser’s', () => {
    expect(fromZonedInputs('2030-06-10', '18:00', 'Europe/Paris').toISOString()).toBe(
      '2030-06-10T16:00:00.000Z',
    );
    expect(fromZonedInputs('2030-06-10', '23:30', 'America/New_York').toISOString()).toBe(
      '2030-06-11T03:30:00.000Z',
    );
    expect(Number.isNaN(fromZonedInputs('2030-13-45', '12:00', 'UTC').getTime())).toBe(true);
    expect(Number.isNaN(fromZonedInputs('2030-06-10', '', 'UTC').getTime())).toBe(true);
  });

  it('when the clocks go forward (Paris, 31 March 2030), then a day is 23 hours, 18:00 stays 18:00, and the skipped 02:30 moves to 03:30', () => {
    const saturday = fromZonedInputs('2030-03-30', '18:00', 'Europe/Paris');
    expect(saturday.toISOString()).toBe('2030-03-30T17:00:00.000Z');
    const sunday = addZonedDays(saturday, 1, 'Europe/Paris');
    expect(sunday.toISOString()).toBe('2030-03-31T16:00:00.000Z');
    expect(sunday.getTime() - saturday.getTime()).toBe(23 * 60 * 60_000);
    expect(fromZonedInputs('2030-03-31', '02:30', 'Europe/Paris').toISOString()).toBe(
      '2030-03-31T01:30:00.000Z',
    );
    expect(zoneOffsetLabel('Europe/Paris', saturday)).toBe('UTC+01:00');
    expect(zoneOffsetLabel('Europe/Paris', sunday)).toBe('UTC+02:00');
  });

  it('when the clocks go back (New York, 3 November 2030), then the day boundary and the offset follow', () => {
    const start = startOfZonedDay(new Date('2030-11-03T15:00:00Z'), 'America/New_York');
    expect(start.toISOString()).toBe('2030-11-03T04:00:00.000Z');
    expect(addZonedDays(start, 1, 'America/New_York').toISOString()).toBe(
      '2030-11-04T05:00:00.000Z',
    );
    expect(zoneOffsetLabel('America/New_York', start)).toBe('UTC-04:00');
    expect(zoneOffsetLabel('UTC')).toBe('UTC+00:00');
  });
});
