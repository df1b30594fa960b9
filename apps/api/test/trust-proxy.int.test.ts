import { resetRateLimitHits, UserModel } from '@postcraft/data';
import { ipKeyGenerator } from 'express-rate-limit';
import request from 'supertest';
import {
  PASSWORD,
  signUpBody,
  startAccountTestBed,
  uniqueEmail,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

const rule = (limit: number) => ({ limit, windowMs: 60_000 });

/**
 * What a reverse proxy forwards for a client that sent its own X-Forwarded-For: the client's
 * forged value first, then the address the proxy saw (supertest's connection, from loopback,
 * plays the proxy).
 */
const forwardedFor = (forged: string, realClient: string) => `${forged}, ${realClient}`;

describe('client addresses behind a reverse proxy (TRUST_PROXY)', () => {
  let bed: AccountTestBed;
  beforeAll(async () => {
    bed = await startAccountTestBed();
  });
  afterAll(() => bed.stop());

  const login = (app: AccountTestBed['app'], xff: string) =>
    request(app)
      .post('/api/user/login')
      .set('X-Forwarded-For', xff)
      .send({ email: uniqueEmail('spray'), password: PASSWORD });

  it('when TRUST_PROXY=1 and a client rotates the leftmost X-Forwarded-For, then the login limit per address still answers 429', async () => {
    const app = bed.newApp({
      env: { TRUST_PROXY: '1' },
      rateLimits: { loginFailuresPerIp: rule(3) },
    });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await login(app, forwardedFor(`198.51.100.${attempt}`, '203.0.113.7')).expect(404);
    }
    await login(app, forwardedFor('198.51.100.99', '203.0.113.7')).expect(429);
    await login(app, '203.0.113.7').expect(429);
    // Another client behind the same proxy has its own count.
    await login(app, forwardedFor('198.51.100.99', '203.0.113.8')).expect(404);
  });

  it('when TRUST_PROXY=1 and a client rotates the leftmost X-Forwarded-For, then the sign-up limit per address answers 429 and creates nothing', async () => {
    const app = bed.newApp({ env: { TRUST_PROXY: '1' }, rateLimits: { registerPerIp: rule(2) } });
    const signUp = (forged: string) => {
      const email = uniqueEmail('signup');
      return {
        email,
        call: request(app)
          .post('/api/user/register')
          .set('X-Forwarded-For', forwardedFor(forged, '203.0.113.20'))
          .send(signUpBody(email)),
      };
    };
    for (const forged of ['10.1.1.1', '2001:db8::1']) {
      const { email, call } = signUp(forged);
      await call.expect(201);
      await bed.inbox.nextCode(email);
    }
    const { email, call } = signUp('192.0.2.200');
    await call.expect(429);
    expect(await UserModel.countDocuments({ email })).toBe(0);
  });

  it('when TRUST_PROXY lists the proxy by address, then only the hops it names are skipped', async () => {
    const app = bed.newApp({
      env: { TRUST_PROXY: 'loopback' },
      rateLimits: { loginFailuresPerIp: rule(2) },
    });
    await login(app, forwardedFor('198.51.100.1', '203.0.113.30')).expect(404);
    await login(app, forwardedFor('198.51.100.2', '203.0.113.30')).expect(404);
    await login(app, forwardedFor('198.51.100.3', '203.0.113.30')).expect(429);
  });

  it('when no proxy is trusted, then X-Forwarded-For is ignored: rotating it changes nothing', async () => {
    const app = bed.newApp({ rateLimits: { loginFailuresPerIp: rule(2) } });
    // Failed logins are counted in PostgreSQL, shared with the run's other test files, which
    // also log in from loopback: this count starts from zero.
    for (const loopback of ['127.0.0.1', '::ffff:127.0.0.1', '::1']) {
      await resetRateLimitHits(`login-failures:ip:${ipKeyGenerator(loopback)}`);
    }
    await login(app, '203.0.113.41').expect(404);
    await login(app, '203.0.113.42').expect(404);
    await login(app, '203.0.113.43').expect(429);
  });
});
