import type { Weekday } from '@postcraft/contracts';
import { chooseSlot } from './choose-slot.js';
import { platformPreference, type PublishedFigures } from './platform-preference.js';

const figures = (publishedAt: string, likes: number): PublishedFigures => ({
  publishedAt: new Date(publishedAt),
  likes,
  comments: 0,
  shares: 0,
  views: null,
});

/** `count` posts of `likes` each, published at this instant and then weekly before it. */
const weekly = (first: string, count: number, likes: number) =>
  Array.from({ length: count }, (_, week) =>
    figures(new Date(Date.parse(first) - week * 7 * 86_400_000).toISOString(), likes),
  );

/** A platform whose own posts did best on this weekday and hour (Paris). */
const ownBest = (weekday: Weekday, hour: number) => ({
  platform: 'sandbox' as const,
  source: 'own_data' as const,
  postCount: 12,
  minimumPosts: 10,
  days: [weekday],
  hour,
  score: (w: Weekday, h: number) => (w === weekday && h === hour ? 1 : 0),
});

describe('a platform’s best weekday × hour', () => {
  it('when the posts are bucketed, then it is in the audience’s zone: Wednesday 23:30 UTC is Thursday 08:00 in Tokyo', () => {
    const posts = [
      ...weekly('2030-05-29T23:30:00Z', 6, 40),
      ...weekly('2030-05-27T01:00:00Z', 6, 10),
    ];
    expect(platformPreference('twitter', posts, 'Asia/Tokyo')).toMatchObject({
      source: 'own_data',
      postCount: 12,
      days: [4],
      hour: 8,
    });
    expect(platformPreference('twitter', posts, 'UTC')).toMatchObject({ days: [3], hour: 23 });
  });

  it('when there are fewer than 10 posts, or none got engagement, then the published default stands', () => {
    expect(
      platformPreference('linkedin', weekly('2030-05-29T18:00:00Z', 9, 50), 'UTC'),
    ).toMatchObject({ source: 'defaults', postCount: 9, days: [2, 3], hour: 10 });
    expect(
      platformPreference('linkedin', weekly('2030-05-29T18:00:00Z', 12, 0), 'UTC'),
    ).toMatchObject({ source: 'defaults', postCount: 12 });
    expect(
      platformPreference('linkedin', weekly('2030-05-29T18:00:00Z', 10, 50), 'UTC'),
    ).toMatchObject({ source: 'own_data', days: [3], hour: 18 });
  });
});

describe('choosing the slot', () => {
  it('when the clocks go forward in between, then the chosen 18:00 is still 18:00 on the wall clock', () => {
    // Paris moves from UTC+1 to UTC+2 on Sunday 31 March 2030.
    const { at } = chooseSlot(
      [ownBest(1, 18)],
      new Date('2030-03-29T12:00:00Z'),
      [],
      'Europe/Paris',
    );
    expect(at.toISOString()).toBe('2030-04-01T16:00:00.000Z');
    const before = chooseSlot(
      [ownBest(5, 18)],
      new Date('2030-03-29T08:00:00Z'),
      [],
      'Europe/Paris',
    );
    expect(before.at.toISOString()).toBe('2030-03-29T17:00:00.000Z');
  });

  it('when the best hour does not exist that day (02:00 as clocks go forward), then the next real one is chosen', () => {
    const { at } = chooseSlot(
      [ownBest(0, 2)],
      new Date('2030-03-29T12:00:00Z'),
      [],
      'Europe/Paris',
    );
    expect(at.toISOString()).toBe('2030-04-07T00:00:00.000Z');
  });

  it('when the best hour holds a pending post, then the same hour a week later is chosen, across midnight UTC', () => {
    // Tuesday 01:00 in Paris is Monday 23:00 UTC in summer.
    const after = new Date('2030-06-01T10:00:00Z');
    const free = chooseSlot([ownBest(2, 1)], after, [], 'Europe/Paris');
    expect(free.at.toISOString()).toBe('2030-06-03T23:00:00.000Z');
    const taken = chooseSlot(
      [ownBest(2, 1)],
      after,
      [new Date('2030-06-03T23:20:00Z')],
      'Europe/Paris',
    );
    expect(taken.at.toISOString()).toBe('2030-06-10T23:00:00.000Z');
    expect(taken.reason).toMatchObject({ kind: 'own_data', isBestTaken: false });
  });

  it('when the best hour is taken in both weeks, then the next best is chosen and the reason says so', () => {
    const after = new Date('2030-06-01T10:00:00Z');
    const preference = {
      ...ownBest(2, 1),
      score: (w: Weekday, h: number) => (w === 2 && h === 1 ? 1 : w === 3 && h === 9 ? 0.8 : 0),
    };
    const { at, reason } = chooseSlot(
      [preference],
      after,
      [new Date('2030-06-03T23:00:00Z'), new Date('2030-06-10T23:00:00Z')],
      'Europe/Paris',
    );
    expect(at.toISOString()).toBe('2030-06-05T07:00:00.000Z');
    expect(reason).toMatchObject({ weekday: 2, hour: 1, isBestTaken: true });
  });

  it('when several platforms rely on defaults, then the first decides and the others break its ties', () => {
    // LinkedIn: Tuesday or Wednesday 10:00; Facebook (Monday–Thursday 09:00) scores 10:00 at 0.5
    // on both: the soonest of LinkedIn's days wins.
    const linkedin = platformPreference('linkedin', [], 'UTC');
    const facebook = platformPreference('facebook', [], 'UTC');
    const { at, reason } = chooseSlot(
      [linkedin, facebook],
      new Date('2030-06-05T12:00:00Z'),
      [],
      'UTC',
    );
    expect(at.toISOString()).toBe('2030-06-11T10:00:00.000Z');
    expect(reason).toEqual({
      kind: 'defaults',
      platform: 'linkedin',
      postCount: 0,
      minimumPosts: 10,
      days: [2, 3],
      hour: 10,
      isBestTaken: false,
    });
  });
});
