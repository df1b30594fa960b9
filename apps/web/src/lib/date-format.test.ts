import i18next from 'i18next';
import enApp from '../i18n/locales/en.app.json' with { type: 'json' };
import frApp from '../i18n/locales/fr.app.json' with { type: 'json' };
import { relativeTimeText } from '../features/notifications/notification-item';
import { relativeTime } from '../features/notifications/notification-format';
import { createDateFormat, dateLocale, usesTwelveHourClock } from './date-format';

/** Intl writes narrow and plain no-break spaces ('2:30 PM'); the tests read them as spaces. */
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

/** Monday 10 June 2030, 12:30 UTC: 14:30 in Paris, 08:30 in New York, 21:30 in Tokyo. */
const MOMENT = '2030-06-10T12:30:00Z';

describe('dates and times in the interface language', () => {
  const en = createDateFormat('en', 'Europe/Paris');
  const fr = createDateFormat('fr', 'Europe/Paris');

  it('when the language is English, then times are on the 12-hour clock whatever the browser’s locale; French is on the 24-hour clock', () => {
    expect(dateLocale('en')).toBe('en-US');
    expect(dateLocale('en-GB')).toBe('en-US');
    expect(dateLocale('fr')).toBe('fr-FR');
    expect(usesTwelveHourClock('en')).toBe(true);
    expect(usesTwelveHourClock('fr')).toBe(false);
    expect(plain(en.time(MOMENT))).toBe('2:30 PM');
    expect(fr.time(MOMENT)).toBe('14:30');
    expect(plain(en.time('2030-06-10T05:05:00Z'))).toBe('7:05 AM');
    expect(fr.time('2030-06-10T05:05:00Z')).toBe('07:05');
    expect(plain(en.time('2030-06-09T22:00:00Z'))).toBe('12:00 AM');
    expect(fr.time('2030-06-09T22:00:00Z')).toBe('00:00');
  });

  it('when dates are written, then each language has its own order, names and capitals', () => {
    expect(en.fullDate(MOMENT)).toBe('Monday, June 10, 2030');
    expect(fr.fullDate(MOMENT)).toBe('lundi 10 juin 2030');
    expect(en.dayOfWeek(MOMENT)).toBe('Monday, June 10');
    expect(fr.dayOfWeek(MOMENT)).toBe('lundi 10 juin');
    expect(en.shortDate(MOMENT)).toBe('Jun 10, 2030');
    expect(fr.shortDate(MOMENT)).toBe('10 juin 2030');
    expect(en.weekday(MOMENT)).toBe('Mon');
    expect(fr.weekday(MOMENT)).toBe('lun.');
    expect(en.monthTitle(MOMENT)).toBe('June 2030');
    expect(fr.monthTitle(MOMENT)).toBe('juin 2030');
    expect(plain(en.dateRange('2030-06-09T12:00:00Z', '2030-06-15T12:00:00Z'))).toBe(
      'June 9 – 15, 2030',
    );
    expect(plain(fr.dateRange('2030-06-09T12:00:00Z', '2030-06-15T12:00:00Z'))).toBe(
      '9–15 juin 2030',
    );
  });

  it('when a day and a time are written together, then the time follows the language’s clock', () => {
    expect(plain(en.dayAndTime(MOMENT))).toBe('Jun 10, 2030, 2:30 PM');
    expect(plain(fr.dayAndTime(MOMENT))).toBe('10 juin 2030, 14:30');
    expect(plain(en.dayOfWeekAndTime(MOMENT))).toBe('Monday, June 10 at 2:30 PM');
    expect(plain(fr.dayOfWeekAndTime(MOMENT))).toBe('lundi 10 juin à 14:30');
  });

  it('when hour rows are labelled, then English says 2 PM and French 14:00', () => {
    expect(plain(en.hourLabel(14))).toBe('2 PM');
    expect(plain(en.hourLabel(0))).toBe('12 AM');
    expect(fr.hourLabel(14)).toBe('14:00');
    expect(fr.hourLabel(0)).toBe('00:00');
  });

  it('when the user’s zone is not the browser’s, then the same moment is written on that zone’s clock and day', () => {
    const late = '2030-06-11T03:30:00Z';
    expect(plain(createDateFormat('en', 'America/New_York').time(late))).toBe('11:30 PM');
    expect(createDateFormat('en', 'America/New_York').fullDate(late)).toBe('Monday, June 10, 2030');
    expect(createDateFormat('fr', 'Asia/Tokyo').time(late)).toBe('12:30');
    expect(createDateFormat('fr', 'Asia/Tokyo').fullDate(late)).toBe('mardi 11 juin 2030');
    // Across the change to summer time, the same UTC hour is an hour later on the wall.
    expect(fr.time('2030-03-30T17:00:00Z')).toBe('18:00');
    expect(fr.time('2030-03-31T17:00:00Z')).toBe('19:00');
  });

  it('when a date is from this year it has no year, else it has one', () => {
    const now = new Date('2030-06-10T12:00:00Z');
    expect(en.recentDate('2030-03-02T12:00:00Z', now)).toBe('Mar 2');
    expect(fr.recentDate('2030-03-02T12:00:00Z', now)).toBe('2 mars');
    expect(en.recentDate('2029-12-31T12:00:00Z', now)).toBe('Dec 31, 2029');
    expect(fr.recentDate('2029-12-31T12:00:00Z', now)).toBe('31 déc. 2029');
  });
});

describe('relative times of the bell', () => {
  const now = new Date('2030-06-10T12:00:00Z');
  const texts = async (language: 'en' | 'fr') => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: language,
      resources: { en: { translation: enApp }, fr: { translation: frApp } },
    });
    const format = createDateFormat(language, 'Europe/Paris');
    return (createdAt: string) => relativeTimeText(relativeTime(createdAt, now), i18n.t, format);
  };

  it('when a notification is seconds, minutes, hours or days old, then English says so', async () => {
    const text = await texts('en');
    expect(text('2030-06-10T11:59:30Z')).toBe('Just now');
    expect(text('2030-06-10T11:55:00Z')).toBe('5m ago');
    expect(text('2030-06-10T09:00:00Z')).toBe('3h ago');
    expect(text('2030-06-08T09:00:00Z')).toMatch(/^Jun 8/);
  });

  it('when the same notifications are read in French, then French says so', async () => {
    const text = await texts('fr');
    expect(text('2030-06-10T11:59:30Z')).toBe('À l’instant');
    expect(text('2030-06-10T11:55:00Z')).toBe('il y a 5 min');
    expect(text('2030-06-10T09:00:00Z')).toBe('il y a 3 h');
    expect(text('2030-06-08T09:00:00Z')).toMatch(/^8 juin/);
  });
});
