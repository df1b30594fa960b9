import { TZDate } from '@date-fns/tz';
import {
  ApiErrorSchema,
  BEST_TIME_MESSAGES,
  BEST_TIME_MESSAGES_FR,
  BestTimeResponseSchema,
  PROFILE_MESSAGES,
  SCHEDULING_MESSAGES,
  type BestTime,
} from '@postcraft/contracts';
import { asOwnerId, insertScheduledPost, savePostEngagement, type OwnerId } from '@postcraft/data';
import { Types } from 'mongoose';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

const DAY = 24 * 60 * 60_000;

interface TestUser {
  accessToken: string;
  ownerId: OwnerId;
}

/**
 * Engagement fixtures are placed relative to now (the look-back is 90 days and `after` may be at
 * most a year ahead), on wall-clock days and hours of the user's zone.
 */
describe('GET /api/user/best-time', () => {
  let bed: AccountTestBed;

  beforeAll(async () => {
    bed = await startAccountTestBed();
  });
  afterAll(() => bed.stop());

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });

  async function signUp(timeZone?: string): Promise<TestUser> {
    const user = await createVerifiedUser(bed);
    const me = await request(bed.app)
      .get('/api/user/me')
      .set({ Authorization: `Bearer ${user.accessToken}` })
      .expect(200);
    const tester = {
      accessToken: user.accessToken,
      ownerId: asOwnerId(me.body.data.user._id as string),
    };
    if (timeZone) {
      await request(bed.app)
        .put('/api/user/updateProfile')
        .set(as(tester))
        .send({ timeZone })
        .expect(200);
    }
    return tester;
  }

  /** Midnight starting the Monday 7 to 13 days from now, in the zone. */
  function mondayAhead(timeZone: string): TZDate {
    const soon = new TZDate(Date.now() + 7 * DAY, timeZone);
    return new TZDate(
      soon.getFullYear(),
      soon.getMonth(),
      soon.getDate() + ((8 - soon.getDay()) % 7),
      0,
      0,
      timeZone,
    );
  }

  /** The wall-clock time `days` after `monday` at `hour`:`minute` in the zone. */
  const wallClock = (monday: TZDate, days: number, hour: number, minute = 0) =>
    new Date(
      new TZDate(
        monday.getFullYear(),
        monday.getMonth(),
        monday.getDate() + days,
        hour,
        minute,
        monday.timeZone!,
      ).getTime(),
    );

  /**
   * `count` (at most 10) published posts of the owner with `likes` each, on the platform, going
   * out at the wall-clock weekday and hour of the zone, one a week, all within the look-back.
   */
  async function ownPosts(
    owner: OwnerId,
    platform: 'twitter' | 'linkedin' | 'sandbox',
    timeZone: string,
    weekday: number,
    hour: number,
    count: number,
    likes: number,
  ) {
    if (count > 10) throw new Error('at most 10 posts fit in the look-back');
    const monday = mondayAhead(timeZone);
    for (let week = 0; week < count; week += 1) {
      // `mondayAhead` is 6 to 13 days ahead: three weeks before it is past, 12 weeks within 90 days.
      const publishedAt = wallClock(monday, ((weekday + 6) % 7) - (week + 3) * 7, hour, 30);
      await savePostEngagement(
        owner,
        {
          postId: new Types.ObjectId(),
          platform,
          externalId: `${platform}-${publishedAt.getTime()}`,
          publishedAt,
          likes,
          comments: 1,
          shares: 0,
          views: null,
        },
        new Date(),
      );
    }
  }

  async function bestTime(user: TestUser, query: Record<string, string>): Promise<BestTime> {
    const response = await request(bed.app)
      .get('/api/user/best-time')
      .query(query)
      .set(as(user))
      .expect(200);
    return BestTimeResponseSchema.parse(response.body).data;
  }

  describe('refusals', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await signUp('Europe/Paris');
    });

    it.each([
      ['no platforms', {}, SCHEDULING_MESSAGES.platformsRequired],
      ['an empty platform list', { platforms: '' }, SCHEDULING_MESSAGES.platformsRequired],
      ['an unknown platform', { platforms: 'x,myspace' }, SCHEDULING_MESSAGES.platformUnknown],
      [
        'an `after` that is not a date',
        { platforms: 'x', after: 'next tuesday' },
        BEST_TIME_MESSAGES.afterInvalid,
      ],
      [
        'an `after` more than a year ahead',
        { platforms: 'x', after: new Date(Date.now() + 400 * DAY).toISOString() },
        BEST_TIME_MESSAGES.afterTooFar,
      ],
    ])('when the query has %s, then it answers 400 and says why', async (_name, query, message) => {
      const response = await request(bed.app)
        .get('/api/user/best-time')
        .query(query)
        .set(as(user))
        .expect(400);
      expect(ApiErrorSchema.parse(response.body).message).toBe(message);
    });

    it('when the request is in French, then the refusal is too', async () => {
      const response = await request(bed.app)
        .get('/api/user/best-time')
        .query({ platforms: 'x', after: 'demain' })
        .set({ ...as(user), 'Accept-Language': 'fr' })
        .expect(400);
      expect(response.body.message).toBe(BEST_TIME_MESSAGES_FR.afterInvalid);
    });

    it('when no one is signed in, then it answers 401', async () => {
      await request(bed.app).get('/api/user/best-time').query({ platforms: 'x' }).expect(401);
    });

    it('when the profile is given a zone that does not exist, then it is refused and the zone stays', async () => {
      const response = await request(bed.app)
        .put('/api/user/updateProfile')
        .set(as(user))
        .send({ timeZone: 'Mars/Olympus_Mons' })
        .expect(400);
      expect(response.body.message).toBe(PROFILE_MESSAGES.timeZone);
      const me = await request(bed.app).get('/api/user/me').set(as(user)).expect(200);
      expect(me.body.data.user.timeZone).toBe('Europe/Paris');
    });
  });

  it('when the user has no posts with engagement, then LinkedIn’s published default is chosen, on its wall-clock hour in the user’s zone', async () => {
    const zone = 'Europe/Paris';
    const user = await signUp(zone);
    const monday = mondayAhead(zone);

    const best = await bestTime(user, { platforms: 'linkedin', after: monday.toISOString() });

    expect(best.timeZone).toBe(zone);
    expect(best.scheduledTime).toBe(wallClock(monday, 1, 10).toISOString());
    expect(best.reason).toEqual({
      kind: 'defaults',
      platform: 'linkedin',
      postCount: 0,
      minimumPosts: 10,
      days: [2, 3],
      hour: 10,
      isBestTaken: false,
    });
  });

  it('when the user has 9 posts with engagement, then the default still stands; with 10, their best weekday and hour wins', async () => {
    const zone = 'America/New_York';
    const user = await signUp(zone);
    const monday = mondayAhead(zone);
    await ownPosts(user.ownerId, 'twitter', zone, 4, 18, 9, 80);

    const nine = await bestTime(user, { platforms: 'x', after: monday.toISOString() });
    expect(nine.reason).toMatchObject({ kind: 'defaults', platform: 'twitter', postCount: 9 });
    // X's default: Tuesday to Friday at 09:00.
    expect(nine.scheduledTime).toBe(wallClock(monday, 1, 9).toISOString());

    await ownPosts(user.ownerId, 'twitter', zone, 1, 9, 1, 5);
    const ten = await bestTime(user, { platforms: 'x', after: monday.toISOString() });
    expect(ten.reason).toEqual({
      kind: 'own_data',
      platform: 'twitter',
      postCount: 10,
      weekday: 4,
      hour: 18,
      isBestTaken: false,
    });
    expect(ten.scheduledTime).toBe(wallClock(monday, 3, 18).toISOString());
    expect(ten.perPlatform).toEqual([
      {
        platform: 'twitter',
        source: 'own_data',
        postCount: 10,
        minimumPosts: 10,
        days: [4],
        hour: 18,
      },
    ]);
  });

  it('when the figures are read, then they are bucketed by weekday and hour of the user’s zone, not UTC', async () => {
    // Thursday 08:30 in Tokyo is Wednesday 23:30 UTC: a UTC reading would say Wednesday 23:00.
    const zone = 'Asia/Tokyo';
    const user = await signUp(zone);
    await ownPosts(user.ownerId, 'sandbox', zone, 4, 8, 6, 60);
    await ownPosts(user.ownerId, 'sandbox', zone, 6, 15, 6, 20);

    const best = await bestTime(user, { platforms: 'sandbox' });

    expect(best.reason).toMatchObject({ kind: 'own_data', weekday: 4, hour: 8, postCount: 12 });
    const chosen = new TZDate(Date.parse(best.scheduledTime), zone);
    expect([chosen.getDay(), chosen.getHours(), chosen.getMinutes()]).toEqual([4, 8, 0]);
    expect(Date.parse(best.scheduledTime)).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('when the best hour holds one of the user’s pending posts, then it is skipped for the same hour a week later; another user’s posts and figures change nothing', async () => {
    const zone = 'Europe/Paris';
    const alice = await signUp(zone);
    const bob = await signUp(zone);
    const monday = mondayAhead(zone);
    await ownPosts(alice.ownerId, 'linkedin', zone, 3, 7, 10, 40);
    const slot = wallClock(monday, 2, 7);

    const free = await bestTime(alice, { platforms: 'linkedin', after: monday.toISOString() });
    expect(free.scheduledTime).toBe(slot.toISOString());

    // A pending post at 07:25 takes the 07:00 hour.
    await insertScheduledPost(alice.ownerId, {
      scheduledTime: wallClock(monday, 2, 7, 25),
      caption: 'taken',
      mediaUrl: null,
      mediaKey: null,
      mediaMimeType: null,
      mediaSizeBytes: null,
      platforms: ['linkedin'],
      type: 'image',
      origin: 'schedule',
    });
    const taken = await bestTime(alice, { platforms: 'linkedin', after: monday.toISOString() });
    expect(taken.scheduledTime).toBe(wallClock(monday, 9, 7).toISOString());
    expect(taken.reason).toMatchObject({ kind: 'own_data', weekday: 3, hour: 7 });

    // Bob sees neither Alice's figures nor her pending post.
    const bobs = await bestTime(bob, { platforms: 'linkedin', after: monday.toISOString() });
    expect(bobs.reason).toMatchObject({ kind: 'defaults', postCount: 0 });
    expect(bobs.scheduledTime).toBe(wallClock(monday, 1, 10).toISOString());
  });

  it('when several platforms are chosen, then the one with its own data decides and each platform’s best time is listed', async () => {
    const zone = 'Europe/Paris';
    const user = await signUp(zone);
    const monday = mondayAhead(zone);
    await ownPosts(user.ownerId, 'sandbox', zone, 5, 19, 10, 30);

    const best = await bestTime(user, {
      platforms: 'linkedin,sandbox',
      after: monday.toISOString(),
    });

    expect(best.reason).toMatchObject({ kind: 'own_data', platform: 'sandbox', weekday: 5 });
    expect(best.scheduledTime).toBe(wallClock(monday, 4, 19).toISOString());
    expect(best.perPlatform.map(({ platform, source }) => [platform, source])).toEqual([
      ['linkedin', 'defaults'],
      ['sandbox', 'own_data'],
    ]);
  });
});
