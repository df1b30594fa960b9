import { API_ERROR_MESSAGES, API_ERROR_MESSAGES_FR } from '@postcraft/contracts';
import { DEFAULT_RATE_LIMITS } from '../src/config/rate-limits.js';
import {
  createVerifiedUser,
  PASSWORD,
  startAccountTestBed,
  uniqueEmail,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { newLoopbackAddress, postJsonFrom } from './helpers/from-address.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';

const LOGIN_LIMITS = {
  loginFailuresPerAccountAndIp: DEFAULT_RATE_LIMITS.loginFailuresPerAccountAndIp,
  loginFailuresPerIp: DEFAULT_RATE_LIMITS.loginFailuresPerIp,
};

/**
 * Failed logins are throttled per client address and account, and per client address, with the
 * counts shared by every API process (PostgreSQL). Nothing locks an account: a guesser's
 * failures never keep its owner out from another address. The app trusts no proxy here, so each
 * client is a loopback address of its own.
 */
describe('throttling of failed logins', () => {
  let bed: AccountTestBed;
  /** Two API processes on the same databases, with the production limits. */
  let site: ListeningApp;
  let otherSite: ListeningApp;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed, { rateLimits: LOGIN_LIMITS });
    otherSite = await listenWithPublicUrl(bed, { rateLimits: LOGIN_LIMITS });
  });
  afterAll(async () => {
    await otherSite.close();
    await site.close();
    await bed.stop();
  });

  const logIn = (
    from: string,
    on: ListeningApp,
    email: string,
    password: string,
    headers: Record<string, string> = {},
  ) => postJsonFrom(from, `${on.url}/api/user/login`, { email, password }, headers);

  it('when ten wrong passwords come from one address, across both processes, then that address is throttled with Retry-After, and the right password from another address logs in', async () => {
    const { email } = await createVerifiedUser(bed);
    const attacker = newLoopbackAddress();
    const owner = newLoopbackAddress();

    for (let attempt = 0; attempt < 10; attempt += 1) {
      const on = attempt % 2 === 0 ? site : otherSite;
      expect((await logIn(attacker, on, email, 'wrong-password')).status).toBe(401);
    }

    const throttled = await logIn(attacker, site, email, PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      message: API_ERROR_MESSAGES.rateLimited,
      code: 'rate_limited',
    });
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const throttledFr = await logIn(attacker, otherSite, email, PASSWORD, {
      'Accept-Language': 'fr',
    });
    expect(throttledFr.status).toBe(429);
    expect(throttledFr.body).toEqual({
      message: API_ERROR_MESSAGES_FR.rateLimited,
      code: 'rate_limited',
    });

    expect((await logIn(owner, site, email, PASSWORD)).status).toBe(200);
    expect((await logIn(owner, otherSite, email, PASSWORD)).status).toBe(200);
  });

  it('when ten wrong passwords come from one address to one process, then the owner still logs in there from another address', async () => {
    const { email } = await createVerifiedUser(bed);
    const attacker = newLoopbackAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await logIn(attacker, site, email, 'wrong-password')).status).toBe(401);
    }
    expect((await logIn(newLoopbackAddress(), site, email, PASSWORD)).status).toBe(200);
    expect((await logIn(attacker, site, email, PASSWORD)).status).toBe(429);
  });

  it('when an address is throttled for one account, then it still logs in to another', async () => {
    const target = await createVerifiedUser(bed);
    const ownAccount = await createVerifiedUser(bed);
    const shared = newLoopbackAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await logIn(shared, site, target.email, 'wrong-password');
    }
    expect((await logIn(shared, site, target.email, PASSWORD)).status).toBe(429);
    expect((await logIn(shared, site, ownAccount.email, PASSWORD)).status).toBe(200);
  });

  it('when the right password is given many times from one address, then it never counts', async () => {
    const { email } = await createVerifiedUser(bed);
    const office = newLoopbackAddress();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await logIn(office, site, email, PASSWORD)).status).toBe(200);
    }
  });

  it('when one address fails on many accounts, then the per-address limit answers 429, and other addresses are not held back', async () => {
    const spraying = await listenWithPublicUrl(bed, {
      rateLimits: { ...LOGIN_LIMITS, loginFailuresPerIp: { limit: 3, windowMs: 60_000 } },
    });
    try {
      const sprayer = newLoopbackAddress();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await logIn(sprayer, spraying, uniqueEmail('spray'), PASSWORD)).status).toBe(404);
      }
      expect((await logIn(sprayer, spraying, uniqueEmail('spray'), PASSWORD)).status).toBe(429);
      const bystander = newLoopbackAddress();
      expect((await logIn(bystander, spraying, uniqueEmail('spray'), PASSWORD)).status).toBe(404);
    } finally {
      await spraying.close();
    }
  });
});
