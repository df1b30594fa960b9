import { MeResponseSchema } from '@postcraft/contracts';
import {
  closeOwnerVersions,
  createTokenCipher,
  markReconnectNeeded,
  openOwnerVersions,
  saveConnectedAccount,
  UserModel,
} from '@postcraft/data';
import mongoose, { Types } from 'mongoose';
import request from 'supertest';
import { createKeptUsers, type KeptUsers } from '../src/modules/user/kept-users.js';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

type App = AccountTestBed['app'];

/**
 * Each API process keeps users as /me answers them under the user's users version. A write of the
 * user or of their connected accounts, whichever process made it, must show at the next /me of
 * every process.
 */
describe('users kept by each API process for /me', () => {
  let bed: AccountTestBed;
  /** Process A, where the user changes things. */
  let appA: App;
  /** Process B, another app on the same databases with users of its own (looked into). */
  let appB: App;
  let keptByB: KeptUsers;
  /** Process B's clock, moved by hand to pass the age limit. */
  let nowB = 1_000_000;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    appA = bed.newApp();
    keptByB = createKeptUsers(
      { maxEntries: 100, maxBytes: 1_000_000, maxAgeMs: 60_000 },
      () => nowB,
    );
    appB = bed.newApp({ keptUsers: keptByB });
  });
  afterAll(() => bed.stop());

  const me = async (token: string, on: App) => {
    const response = await request(on)
      .get('/api/user/me')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return MeResponseSchema.parse(response.body).data.user;
  };

  /** Counts MongoDB reads of users while `run` runs. */
  async function userReadsDuring(run: () => Promise<unknown>): Promise<number> {
    let reads = 0;
    mongoose.set('debug', (collection: string, method: string) => {
      if (collection === 'users' && method.startsWith('find')) reads += 1;
    });
    try {
      await run();
    } finally {
      mongoose.set('debug', false);
    }
    return reads;
  }

  /** Signed in, with /me kept by process B (asked twice: the second answer is the kept one). */
  async function keptOnB() {
    const user = await createVerifiedUser(bed);
    const reads = await userReadsDuring(async () => {
      await me(user.accessToken, appB);
      await me(user.accessToken, appB);
    });
    expect(reads).toBe(1);
    const userId = (await me(user.accessToken, appB)).id;
    return { ...user, userId };
  }

  it('when /me is asked again and again, then only the first reads the user from MongoDB', async () => {
    const user = await createVerifiedUser(bed);
    const reads = await userReadsDuring(async () => {
      for (let i = 0; i < 5; i += 1) await me(user.accessToken, appB);
    });
    expect(reads).toBe(1);
  });

  it('when the profile is updated through process A, then /me on process B answers the new value at once', async () => {
    const user = await keptOnB();
    await request(appA)
      .put('/api/user/updateProfile')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send({ firstName: 'Renamed', brandColors: ['#123456'] })
      .expect(200);
    const seen = await me(user.accessToken, appB);
    expect(seen.firstName).toBe('Renamed');
    expect(seen.brandColors).toEqual(['#123456']);
  });

  it('when the user logs in with another language through process A, then process B reads the user again', async () => {
    const user = await keptOnB();
    await request(appA)
      .post('/api/user/login')
      .set('Accept-Language', 'fr')
      .send({ email: user.email, password: user.password })
      .expect(200);
    expect(await userReadsDuring(() => me(user.accessToken, appB))).toBe(1);
  });

  it('when another process connects an account and the platform later refuses it, then /me on both processes shows each change at once', async () => {
    const user = await keptOnB();
    await me(user.accessToken, appA);
    // As the connection flow of another API process, then the worker's token refresh, write them.
    const account = await saveConnectedAccount(
      {
        userId: new Types.ObjectId(user.userId),
        platform: 'sandbox',
        profile: {
          id: 'bakery',
          username: 'bakery_brand',
          displayName: 'Bakery',
          avatarUrl: null,
          followers: 42,
          profileUrl: null,
          metadata: {},
        },
        tokens: {
          accessToken: 'access',
          refreshToken: null,
          expiresAt: null,
          refreshExpiresAt: null,
          scopes: [],
        },
      },
      createTokenCipher(bed.config.secrets.ENCRYPTION_KEY),
    );
    for (const on of [appA, appB]) {
      expect((await me(user.accessToken, on)).connectedAccounts).toEqual([
        expect.objectContaining({ username: 'bakery_brand', likes: 42, needsReconnect: false }),
      ]);
    }
    await markReconnectNeeded(account, 'revoked by the platform');
    for (const on of [appB, appA]) {
      expect((await me(user.accessToken, on)).connectedAccounts).toEqual([
        expect.objectContaining({ username: 'bakery_brand', needsReconnect: true }),
      ]);
    }
  });

  it('when a write bypasses the models, then process B answers it once the age limit has passed', async () => {
    const user = await keptOnB();
    // By hand in the database: no version changes.
    await UserModel.collection.updateOne(
      { _id: new Types.ObjectId(user.userId) },
      { $set: { companyName: 'Changed by hand' } },
    );
    expect((await me(user.accessToken, appB)).companyName).toBe('Lima Studio');
    nowB += 60_001;
    expect((await me(user.accessToken, appB)).companyName).toBe('Changed by hand');
  });

  it('when PostgreSQL cannot be reached, then each /me reads the user and nothing kept is used', async () => {
    const user = await keptOnB();
    expect(keptByB.size().entries).toBeGreaterThan(0);
    await closeOwnerVersions();
    try {
      // Sessions are looked up in MongoDB too: the answers stay right, only slower.
      const reads = await userReadsDuring(async () => {
        await me(user.accessToken, appB);
        await me(user.accessToken, appB);
      });
      expect(reads).toBe(2);
      expect(keptByB.size().entries).toBe(0);
    } finally {
      await openOwnerVersions(process.env.DATABASE_URL!);
    }
    const reads = await userReadsDuring(async () => {
      await me(user.accessToken, appB);
      await me(user.accessToken, appB);
    });
    expect(reads).toBe(1);
  });

  describe('the kept users themselves', () => {
    function counting(answer = (userId: string) => `{"id":"${userId}"}`) {
      const loads: string[] = [];
      return {
        loads,
        load: (userId: string) => async () => {
          loads.push(userId);
          return answer(userId);
        },
      };
    }

    it('when more users than the bound are kept, then the least recently served goes first', async () => {
      const { loads, load } = counting();
      const kept = createKeptUsers({ maxEntries: 2, maxBytes: 1_000_000, maxAgeMs: 60_000 });
      for (const userId of ['a', 'b', 'a', 'c', 'a', 'b'])
        await kept.read(userId, 'v', load(userId));
      expect(loads).toEqual(['a', 'b', 'c', 'b']);
      expect(kept.size().entries).toBe(2);
    });

    it('when the answers outgrow the byte bound, then the least recently served go first', async () => {
      const { loads, load } = counting((userId) => userId.repeat(400));
      const kept = createKeptUsers({ maxEntries: 100, maxBytes: 1_000, maxAgeMs: 60_000 });
      for (const userId of ['a', 'b', 'c', 'a']) await kept.read(userId, 'v', load(userId));
      expect(kept.size()).toEqual({ entries: 2, bytes: 800 });
      expect(loads).toEqual(['a', 'b', 'c', 'a']);
    });

    it('when users ask at the same time, then one load serves them all', async () => {
      const { loads, load } = counting();
      const kept = createKeptUsers();
      await Promise.all(Array.from({ length: 5 }, () => kept.read('a', 'v', load('a'))));
      expect(loads).toEqual(['a']);
    });

    it('when a user is not found, then nothing is kept', async () => {
      const kept = createKeptUsers();
      expect(await kept.read('gone', 'v', async () => null)).toBeNull();
      expect(kept.size().entries).toBe(0);
    });

    it('when the version read differs from the kept one, then the user is loaded again', async () => {
      const { loads, load } = counting();
      const kept = createKeptUsers();
      await kept.read('a', 'v1', load('a'));
      await kept.read('a', 'v2', load('a'));
      await kept.read('a', 'v2', load('a'));
      expect(loads).toEqual(['a', 'a']);
    });
  });
});
