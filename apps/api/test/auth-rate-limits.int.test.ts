import { UserModel } from '@postcraft/data';
import request from 'supertest';
import {
  signUpBody,
  startAccountTestBed,
  uniqueEmail,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

const LIMITED = { message: 'Too many attempts. Please try again later.', code: 'rate_limited' };
const rule = (limit: number) => ({ limit, windowMs: 60_000 });

// Failed logins are limited in PostgreSQL, per address and account: login-throttle.int.test.ts.
describe('rate limits on the account routes (lower limits passed to the app)', () => {
  let bed: AccountTestBed;
  beforeAll(async () => {
    bed = await startAccountTestBed();
  });
  afterAll(() => bed.stop());

  it('when one client signs up too often, then 429 and no account is created', async () => {
    const app = bed.newApp({ rateLimits: { registerPerIp: rule(2) } });
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const email = uniqueEmail('signup');
      await request(app).post('/api/user/register').send(signUpBody(email)).expect(201);
      await bed.inbox.nextCode(email);
    }
    const email = uniqueEmail('signup');
    const limited = await request(app)
      .post('/api/user/register')
      .send(signUpBody(email))
      .expect(429);
    expect(limited.body).toEqual(LIMITED);
    expect(await UserModel.countDocuments({ email })).toBe(0);
  });

  it('when codes for one email are checked too often, then 429 on verify and reset alike', async () => {
    const app = bed.newApp({ rateLimits: { codeCheckPerEmail: rule(2) } });
    const email = uniqueEmail('codes');
    const verify = () =>
      request(app).post('/api/user/verify-user').send({ email, verificationCode: '123456' });
    await verify().expect(400);
    await verify().expect(400);
    expect((await verify().expect(429)).body).toEqual(LIMITED);
    await request(app)
      .post('/api/user/reset-password')
      .send({ email, code: '123456', newPassword: 'Another-pass1' })
      .expect(429);
    await request(app)
      .post('/api/user/verify-user')
      .send({ email: uniqueEmail('codes'), verificationCode: '123456' })
      .expect(400);
  });

  it('when codes are checked from one client too often, then the per-IP limit answers 429', async () => {
    const app = bed.newApp({ rateLimits: { codeCheckPerIp: rule(2) } });
    const verify = () =>
      request(app)
        .post('/api/user/verify-user')
        .send({ email: uniqueEmail('ip'), verificationCode: '123456' });
    await verify().expect(400);
    await verify().expect(400);
    await verify().expect(429);
  });

  it('when recovery is asked for one email too often, then 429', async () => {
    const app = bed.newApp({ rateLimits: { forgotPasswordPerEmail: rule(2) } });
    const email = uniqueEmail('forgot');
    const forgot = (address: string) =>
      request(app).post('/api/user/forgot-password').send({ email: address });
    await forgot(email).expect(200);
    await forgot(email).expect(200);
    expect((await forgot(email.toUpperCase()).expect(429)).body).toEqual(LIMITED);
    await forgot(uniqueEmail('forgot')).expect(200);
  });

  it('when recovery is asked from one client too often, then the per-IP limit answers 429', async () => {
    const app = bed.newApp({ rateLimits: { forgotPasswordPerIp: rule(2) } });
    const forgot = () =>
      request(app)
        .post('/api/user/forgot-password')
        .send({ email: uniqueEmail('forgot-ip') });
    await forgot().expect(200);
    await forgot().expect(200);
    expect((await forgot().expect(429)).body).toEqual(LIMITED);
  });
});
