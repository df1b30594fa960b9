import { ApiErrorSchema } from '@postcraft/contracts';
import { SessionModel, UserModel, VerificationCodeModel } from '@postcraft/data';
import request from 'supertest';
import {
  createVerifiedUser,
  expectNoSecretsInAnswers,
  PASSWORD,
  signUpBody,
  startAccountTestBed,
  uniqueEmail,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

const REQUIRED = 'Please fill in all required fields.';

describe('request validation and injection attempts on the account routes', () => {
  let bed: AccountTestBed;
  let user: Awaited<ReturnType<typeof createVerifiedUser>>;
  beforeAll(async () => {
    bed = await startAccountTestBed();
    user = await createVerifiedUser(bed);
  });
  afterAll(() => bed.stop());

  /** Counts of every collection an account route writes to. */
  const snapshot = async () => ({
    users: await UserModel.countDocuments(),
    codes: await VerificationCodeModel.countDocuments(),
    sessions: await SessionModel.countDocuments(),
    mails: bed.catcher.messages().length,
  });

  async function expect400(path: string, body: unknown, message?: string) {
    const before = await snapshot();
    const response = await request(bed.app)
      .post(path)
      .send(body as object)
      .expect(400);
    const error = ApiErrorSchema.parse(response.body);
    expect(error.code).toBe('validation_failed');
    if (message) expect(error.message).toBe(message);
    expect(await snapshot()).toEqual(before);
    return error;
  }

  it.each(['firstName', 'lastName', 'companyName', 'email', 'password', 'confirmPassword'])(
    'when sign-up lacks %s, then 400 "Please fill in all required fields." and nothing is created',
    async (field) => {
      const body: Record<string, unknown> = signUpBody(uniqueEmail('missing'));
      delete body[field];
      await expect400('/api/user/register', body, REQUIRED);
      await expect400('/api/user/register', { ...body, [field]: null }, REQUIRED);
      await expect400('/api/user/register', { ...body, [field]: '' }, REQUIRED);
    },
  );

  it.each(['firstName', 'lastName', 'companyName', 'email'])(
    'when sign-up has only spaces for %s, then the required-fields message',
    async (field) => {
      const body = { ...signUpBody(uniqueEmail('spaces')), [field]: '   ' };
      await expect400('/api/user/register', body, REQUIRED);
    },
  );

  it('when a body is empty or not JSON, then the required-fields message', async () => {
    await expect400('/api/user/register', {}, REQUIRED);
    const response = await request(bed.app)
      .post('/api/user/login')
      .set('content-type', 'text/plain')
      .send('email=a@b.co')
      .expect(400);
    expect(response.body.message).toBe(REQUIRED);
  });

  it('when the passwords differ, then 400 "Passwords do not match."', async () => {
    await expect400(
      '/api/user/register',
      { ...signUpBody(uniqueEmail('mismatch')), confirmPassword: 'Something-else1' },
      'Passwords do not match.',
    );
  });

  it('when the password is under 8 characters, then 400 saying how long it must be', async () => {
    const short = 'Ab1!xyz';
    await expect400(
      '/api/user/register',
      signUpBody(uniqueEmail('short'), short),
      'Use at least 8 characters for the password.',
    );
    await expect400(
      '/api/user/reset-password',
      { email: user.email, code: '123456', newPassword: short },
      'Use at least 8 characters for the password.',
    );
  });

  it.each(['not-an-email', 'a@b', '@example.com', 'two@@example.com'])(
    'when the email is "%s", then 400 "Enter a valid email address."',
    async (email) => {
      await expect400(
        '/api/user/register',
        { ...signUpBody(email) },
        'Enter a valid email address.',
      );
      await expect400('/api/user/forgot-password', { email }, 'Enter a valid email address.');
    },
  );

  it.each(['12345', '1234567', '12a456', ''])(
    'when the code is "%s", then 400 asking for the 6-digit code',
    async (verificationCode) => {
      await expect400(
        '/api/user/verify-user',
        { email: user.email, verificationCode },
        'Enter the 6-digit code from the email.',
      );
    },
  );

  it('when login gets an operator object for the email, then 400, never a query', async () => {
    const error = await expect400('/api/user/login', { email: { $ne: null }, password: 'x' });
    expect(error.issues?.[0]?.path).toEqual(['email']);
    await expect400('/api/user/login', { email: { $gt: '' }, password: { $ne: null } });
    await expect400('/api/user/login', { email: [user.email], password: PASSWORD });
  });

  it('when login gets an operator object for the password, then 400 and no session', async () => {
    await expect400('/api/user/login', { email: user.email, password: { $ne: null } });
  });

  it('when sign-up, recovery, verification or reset get operator objects, then 400 and nothing changes', async () => {
    await expect400('/api/user/register', { ...signUpBody('x@example.com'), email: { $ne: null } });
    await expect400('/api/user/forgot-password', { email: { $ne: null } });
    await expect400('/api/user/forgot-password', { email: { $regex: '.*' } });
    await expect400('/api/user/verify-user', {
      email: user.email,
      verificationCode: { $ne: null },
      issueTokens: true,
    });
    await expect400('/api/user/verify-user', {
      email: user.email,
      verificationCode: '123456',
      issueTokens: 'true',
    });
    await expect400('/api/user/reset-password', {
      email: { $ne: null },
      code: { $gt: '' },
      newPassword: 'Another-pass1',
    });
    await expect400('/api/user/refresh', { refreshToken: { $ne: null } });

    // The account is as it was.
    await request(bed.app)
      .post('/api/user/login')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
  });

  it('when a form-encoded body tries operators, then they are plain text and refused', async () => {
    const response = await request(bed.app)
      .post('/api/user/login')
      .type('form')
      .send('email[$ne]=x&password=y')
      .expect(400);
    expect(response.body.code).toBe('validation_failed');
  });

  it('when the checks are over, then no answer held a hash, a mailed code or a password', async () => {
    await expectNoSecretsInAnswers(bed);
  });
});
