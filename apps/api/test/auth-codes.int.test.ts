import { startMailCatcher } from '@postcraft/mail-catcher';
import { UserModel, VerificationCodeModel } from '@postcraft/data';
import { pino } from 'pino';
import request from 'supertest';
import {
  ageCode,
  CSRF,
  expectNoSecretsInAnswers,
  PASSWORD,
  signUpBody,
  startAccountTestBed,
  uniqueEmail,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { createTestApp } from './helpers/test-app.js';

const MINUTE = 60_000;
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('verification codes: expiry, tries, resend cooldown and mail delivery', () => {
  let bed: AccountTestBed;
  beforeAll(async () => {
    bed = await startAccountTestBed();
  });
  afterAll(() => bed.stop());

  const verify = (email: string, verificationCode: string, issueTokens = false) =>
    request(bed.app).post('/api/user/verify-user').send({ email, verificationCode, issueTokens });

  async function signUp(name: string): Promise<{ email: string; code: string }> {
    const email = uniqueEmail(name);
    await request(bed.app).post('/api/user/register').send(signUpBody(email)).expect(201);
    return { email, code: await bed.inbox.nextCode(email) };
  }

  it('when a code is older than 15 minutes, then it is refused as expired, and a new one works', async () => {
    const { email, code } = await signUp('expired');
    await ageCode(email, 15 * MINUTE + 1_000);

    const response = await verify(email, code).expect(400);
    expect(response.body).toEqual({
      message: 'This code has expired. Ask for a new one.',
      code: 'code_expired',
    });
    const reset = await request(bed.app)
      .post('/api/user/reset-password')
      .send({ email, code, newPassword: 'Brand-new-pass1' })
      .expect(400);
    expect(reset.body.code).toBe('code_expired');
    expect((await UserModel.findOne({ email }).orFail()).emailVerified).toBe(false);

    await request(bed.app).post('/api/user/forgot-password').send({ email }).expect(200);
    await verify(email, await bed.inbox.nextCode(email), true).expect(200);
  });

  it('when a code is just under 15 minutes old, then it still works', async () => {
    const { email, code } = await signUp('fresh');
    await ageCode(email, 15 * MINUTE - 5_000);
    await verify(email, code, true).expect(200);
  });

  it('when a wrong code is tried 5 times, then the 5th answer is 429 and even the right code no longer works', async () => {
    const { email, code } = await signUp('guesser');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await verify(email, wrongCodeFor(code)).expect(400);
      expect(response.body).toEqual({
        message: 'Invalid verification code.',
        code: 'invalid_code',
      });
    }
    const fifth = await verify(email, wrongCodeFor(code)).expect(429);
    expect(fifth.body.code).toBe('too_many_attempts');
    expect(fifth.body.message).toMatch(/Ask for a new one/);

    const right = await verify(email, code).expect(429);
    expect(right.body.code).toBe('too_many_attempts');
    expect((await UserModel.findOne({ email }).orFail()).emailVerified).toBe(false);

    // A new code starts over.
    await ageCode(email, MINUTE + 1_000);
    await request(bed.app).post('/api/user/forgot-password').send({ email }).expect(200);
    await verify(email, await bed.inbox.nextCode(email), true).expect(200);
  });

  it('when 4 wrong tries come before the right code, then the right code still works', async () => {
    const { email, code } = await signUp('almost');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await verify(email, wrongCodeFor(code)).expect(400);
    }
    await verify(email, code, true).expect(200);
  });

  it('when 12 wrong guesses arrive at once, then exactly 5 are counted and the code is burnt', async () => {
    const { email, code } = await signUp('parallel');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => verify(email, wrongCodeFor(code))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    await verify(email, code).expect(429);
  });

  it('when the same code is verified twice at the same moment, then only one session starts', async () => {
    const { email, code } = await signUp('twice');
    const answers = await Promise.all([verify(email, code, true), verify(email, code, true)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('when a second code is asked for within a minute, then 429 and no mail; after a minute it replaces the first', async () => {
    const { email, code: first } = await signUp('resend');
    const tooSoon = await request(bed.app)
      .post('/api/user/forgot-password')
      .send({ email })
      .expect(429);
    expect(tooSoon.body).toEqual({
      message: 'Please wait a minute before asking for another code.',
      code: 'rate_limited',
    });
    expect(bed.inbox.count(email)).toBe(1);

    await ageCode(email, MINUTE + 1_000);
    await request(bed.app).post('/api/user/forgot-password').send({ email }).expect(200);
    const second = await bed.inbox.nextCode(email);
    await verify(email, first).expect(400);
    await verify(email, second, true).expect(200);
  });

  it('when no mail server is configured, then sign-up and recovery answer 503 and nothing is created', async () => {
    const { app } = createTestApp();
    const email = uniqueEmail('nomail');
    const response = await request(app)
      .post('/api/user/register')
      .send(signUpBody(email))
      .expect(503);
    expect(response.body.message).toMatch(/Email cannot be sent right now/);
    expect(await UserModel.countDocuments({ email })).toBe(0);
    await request(app).post('/api/user/forgot-password').send({ email }).expect(503);
  });

  it('when the mail server is down, then 503 and no code is kept, so asking again is not blocked', async () => {
    const stopped = await startMailCatcher({ smtpPort: 0 });
    await stopped.stop();
    const { app } = createTestApp({ SMTP_URL: stopped.smtpUrl });
    const email = uniqueEmail('smtpdown');
    await request(app).post('/api/user/register').send(signUpBody(email)).expect(503);
    expect(await VerificationCodeModel.countDocuments({ email })).toBe(0);

    // Once mail works again, the account can get its code at once.
    await request(bed.app).post('/api/user/forgot-password').send({ email }).expect(200);
    await verify(email, await bed.inbox.nextCode(email), true).expect(200);
  });

  it('when codes are sent and checked, then no log line contains a code or a password', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
    const app = bed.newApp({ logger });
    const email = uniqueEmail('logged');
    await request(app).post('/api/user/register').set(CSRF).send(signUpBody(email)).expect(201);
    const code = await bed.inbox.nextCode(email);
    await request(app)
      .post('/api/user/verify-user')
      .send({ email, verificationCode: wrongCodeFor(code) })
      .expect(400);
    await request(app)
      .post('/api/user/verify-user')
      .send({ email, verificationCode: code, issueTokens: true })
      .expect(200);
    await request(app).post('/api/user/login').send({ email, password: PASSWORD }).expect(200);

    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(code) || line.includes(PASSWORD))).toEqual([]);
  });

  it('when these checks are over, then no answer held a hash, a mailed code or a password', async () => {
    await expectNoSecretsInAnswers(bed);
  });
});
