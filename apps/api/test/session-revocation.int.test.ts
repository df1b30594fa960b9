import { closeOwnerVersions, openOwnerVersions } from '@postcraft/data';
import mongoose, { Types } from 'mongoose';
import request from 'supertest';
import { signAccessToken } from '../src/lib/auth.js';
import { createLiveSessions, type LiveSessions } from '../src/lib/live-sessions.js';
import {
  createVerifiedUser,
  CSRF,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';

const NEW_PASSWORD = 'An0ther-strong-one!';

interface SignedIn {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * Every signed-in request checks that its session is live; API processes keep that answer under
 * the user's sessions version. A revocation, whichever process made it, must be seen by every
 * process at the next request.
 */
describe('sessions kept live by each API process', () => {
  let bed: AccountTestBed;
  let site: ListeningApp;
  /** A second API process: another app on the same databases, with live sessions of its own. */
  let otherSite: ListeningApp;
  let kept: LiveSessions;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    kept = createLiveSessions();
    site = await listenWithPublicUrl(bed, { liveSessions: kept });
    otherSite = await listenWithPublicUrl(bed);
  });
  afterAll(async () => {
    await otherSite.close();
    await site.close();
    await bed.stop();
  });

  const me = (token: string, on: ListeningApp) =>
    request(on.url).get('/api/user/me').set('Authorization', `Bearer ${token}`);
  const logOut = (token: string, on: ListeningApp) =>
    request(on.url)
      .post('/api/user/logout')
      .set('Authorization', `Bearer ${token}`)
      .send({})
      .expect(200);
  /**
   * A signed-in request that answers whether or not the user still exists (their saved styles),
   * so that only the session check can refuse it.
   */
  const probe = (token: string, on: ListeningApp) =>
    request(on.url).get('/api/styles').set('Authorization', `Bearer ${token}`);

  const login = async (user: SignedIn): Promise<SignedIn> => {
    const response = await request(site.url)
      .post('/api/user/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    return {
      ...user,
      accessToken: response.body.token as string,
      refreshToken: response.body.refreshToken as string,
    };
  };

  /** Signed in, with the session kept as live by both processes. */
  async function signedInOnBoth(): Promise<SignedIn> {
    const user = await createVerifiedUser(bed);
    await expectLive(user.accessToken);
    return user;
  }

  async function expectLive(token: string) {
    for (const on of [site, otherSite]) {
      // Twice: the second answer is the kept one.
      await probe(token, on).expect(200);
      await probe(token, on).expect(200);
    }
  }

  async function expectRefusedByBoth(token: string) {
    for (const on of [otherSite, site, otherSite]) await probe(token, on).expect(401);
  }

  /** Counts MongoDB reads of sessions while `run` runs. */
  async function sessionReadsDuring(run: () => Promise<unknown>): Promise<number> {
    let reads = 0;
    mongoose.set('debug', (collection: string, method: string) => {
      if (collection === 'sessions' && method.startsWith('find')) reads += 1;
    });
    try {
      await run();
    } finally {
      mongoose.set('debug', false);
    }
    return reads;
  }

  describe('when a session is revoked, then both processes refuse it at the next request', () => {
    it('on logout', async () => {
      const user = await signedInOnBoth();
      await logOut(user.accessToken, otherSite);
      await expectRefusedByBoth(user.accessToken);
    });

    it('on a password change, for every other session of the user', async () => {
      const user = await signedInOnBoth();
      const otherDevice = await login(user);
      await expectLive(otherDevice.accessToken);
      await request(site.url)
        .put('/api/user/password')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .send({
          oldPassword: user.password,
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        })
        .expect(200);
      await expectRefusedByBoth(otherDevice.accessToken);
      // The session that changed it goes on.
      await expectLive(user.accessToken);
    });

    it('on a password reset', async () => {
      const user = await signedInOnBoth();
      await request(site.url).post('/api/user/forgot-password').send({ email: user.email });
      const code = await bed.inbox.nextCode(user.email);
      await request(otherSite.url)
        .post('/api/user/reset-password')
        .send({ email: user.email, code, newPassword: NEW_PASSWORD })
        .expect(200);
      await expectRefusedByBoth(user.accessToken);
    });

    it('on the reuse of a spent refresh token', async () => {
      const user = await signedInOnBoth();
      const rotated = await request(site.url)
        .post('/api/user/refresh')
        .send({ refreshToken: user.refreshToken })
        .expect(200);
      const newAccess = rotated.body.token as string;
      await expectLive(newAccess);
      await request(otherSite.url)
        .post('/api/user/refresh')
        .set('User-Agent', 'the thief')
        .send({ refreshToken: user.refreshToken })
        .expect(401);
      await expectRefusedByBoth(newAccess);
      await expectRefusedByBoth(user.accessToken);
    });

    it('on account deletion', async () => {
      const user = await signedInOnBoth();
      await request(otherSite.url)
        .delete('/api/user/account')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .set(CSRF)
        .send({ password: user.password })
        .expect(200);
      await expectRefusedByBoth(user.accessToken);
    });
  });

  it('when a live session makes requests, then only the first one looks it up in MongoDB', async () => {
    const user = await createVerifiedUser(bed);
    const reads = await sessionReadsDuring(async () => {
      for (let i = 0; i < 5; i += 1) await me(user.accessToken, site).expect(200);
    });
    expect(reads).toBe(1);
  });

  it("when a token names another user with a kept session's id, then it is refused", async () => {
    const alice = await signedInOnBoth();
    const bob = await signedInOnBoth();
    const aliceSession = await me(alice.accessToken, site).expect(200);
    const bobSession = await me(bob.accessToken, site).expect(200);
    const sessionIdOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    // Bob's id with Alice's session, signed with the real secret: the session is not Bob's.
    const forged = signAccessToken(site.config, {
      userId: bobSession.body.data.user._id as string,
      sessionId: sessionIdOf(alice.accessToken),
    });
    expect(aliceSession.body.data.user._id).not.toBe(bobSession.body.data.user._id);
    await me(forged, site).expect(401);
    await me(forged, otherSite).expect(401);
  });

  it('when PostgreSQL cannot be reached, then each request looks the session up and nothing kept is used', async () => {
    const user = await signedInOnBoth();
    const revoked = await login(user);
    await expectLive(revoked.accessToken);
    await logOut(revoked.accessToken, site);
    expect(kept.size()).toBeGreaterThan(0);
    await closeOwnerVersions();
    try {
      const reads = await sessionReadsDuring(async () => {
        await me(user.accessToken, site).expect(200);
        await me(user.accessToken, site).expect(200);
        await me(revoked.accessToken, site).expect(401);
      });
      expect(reads).toBe(3);
      expect(kept.size()).toBe(0);
    } finally {
      await openOwnerVersions(process.env.DATABASE_URL!);
    }
    const reads = await sessionReadsDuring(async () => {
      await me(user.accessToken, site).expect(200);
      await me(user.accessToken, site).expect(200);
    });
    expect(reads).toBe(1);
  });

  describe('the kept sessions themselves', () => {
    const userId = () => new Types.ObjectId().toString();
    const sessionId = () => new Types.ObjectId().toString();

    function counting() {
      const lookups: string[] = [];
      return {
        lookups,
        lookUp: async (user: string, session: string) => {
          lookups.push(`${user}/${session}`);
          return true;
        },
      };
    }

    it('when two users present the same session id, then each is looked up on its own', async () => {
      const { lookups, lookUp } = counting();
      const live = createLiveSessions({ maxEntries: 10, maxAgeMs: 60_000 }, lookUp);
      const [alice, bob, session] = [userId(), userId(), sessionId()];
      await live.isLive(alice, session, 'v');
      await live.isLive(bob, session, 'v');
      await live.isLive(alice, session, 'v');
      expect(lookups).toEqual([`${alice}/${session}`, `${bob}/${session}`]);
    });

    it('when more sessions than the bound are kept, then the least recently used goes first', async () => {
      const { lookups, lookUp } = counting();
      const live = createLiveSessions({ maxEntries: 2, maxAgeMs: 60_000 }, lookUp);
      const [a, b, c] = [sessionId(), sessionId(), sessionId()];
      const user = userId();
      await live.isLive(user, a, 'v');
      await live.isLive(user, b, 'v');
      await live.isLive(user, a, 'v');
      await live.isLive(user, c, 'v');
      expect(live.size()).toBe(2);
      await live.isLive(user, a, 'v');
      await live.isLive(user, b, 'v');
      expect(lookups).toEqual([a, b, c, b].map((session) => `${user}/${session}`));
    });

    it('when a session was kept past the age limit or under another version, then it is looked up again', async () => {
      const { lookups, lookUp } = counting();
      let now = 1_000_000;
      const live = createLiveSessions({ maxEntries: 10, maxAgeMs: 10_000 }, lookUp, () => now);
      const [user, session] = [userId(), sessionId()];
      await live.isLive(user, session, 'v1');
      now += 9_999;
      await live.isLive(user, session, 'v1');
      expect(lookups).toHaveLength(1);
      now += 1;
      await live.isLive(user, session, 'v1');
      expect(lookups).toHaveLength(2);
      await live.isLive(user, session, 'v2');
      expect(lookups).toHaveLength(3);
    });

    it('when a session is found revoked, then it is not kept', async () => {
      let answers = [false, true];
      const live = createLiveSessions({ maxEntries: 10, maxAgeMs: 60_000 }, async () => {
        const [first, ...rest] = answers;
        answers = rest;
        return first!;
      });
      const [user, session] = [userId(), sessionId()];
      expect(await live.isLive(user, session, 'v')).toBe(false);
      expect(live.size()).toBe(0);
      expect(await live.isLive(user, session, 'v')).toBe(true);
    });
  });
});
