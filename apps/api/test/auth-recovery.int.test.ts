import { MessageResponseSchema, VerifyUserResponseSchema } from '@postcraft/contracts';
import request from 'supertest';
import {
  ageCode,
  createVerifiedUser,
  CSRF,
  expectNoSecretsInAnswers,
  PASSWORD,
  signUpBody,
  startAccountTestBed,
  uniqueEmail,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

const NEW_PASSWORD = 'An0ther-secret!';
const FORGOT_ANSWER = { message: 'If an account exists for this email, a code is on its way.' };

describe('password recovery, repeated sign-ups and password change', () => {
  let bed: AccountTestBed;
  beforeAll(async () => {
    bed = await startAccountTestBed();
  });
  afterAll(() => bed.stop());

  const login = (email: string, password: string) =>
    request(bed.app).post('/api/user/login').send({ email, password });

  it('when an unknown email asks for recovery, then the same answer as for a real one and no mail', async () => {
    const nobody = uniqueEmail('nobody');
    const response = await request(bed.app)
      .post('/api/user/forgot-password')
      .send({ email: nobody })
      .expect(200);
    expect(response.body).toEqual(FORGOT_ANSWER);
    expect(bed.inbox.count(nobody)).toBe(0);
  });

  it('when a user forgets the password, then forgot → verify → reset works, the old password fails and old sessions end', async () => {
    const user = await createVerifiedUser(bed);
    const otherDevice = await login(user.email, user.password).expect(200);

    const forgot = await request(bed.app)
      .post('/api/user/forgot-password')
      .send({ email: user.email.toUpperCase() })
      .expect(200);
    expect(MessageResponseSchema.parse(forgot.body)).toEqual(FORGOT_ANSWER);
    const mail = await bed.inbox.nextMail(user.email);
    expect(mail.text).toContain('choose a new password');
    const code = bed.inbox.codeIn(mail);

    // The verification screen checks the code without logging in and without using it up.
    const verified = await request(bed.app)
      .post('/api/user/verify-user')
      .send({ email: user.email, verificationCode: code })
      .expect(200);
    const body = VerifyUserResponseSchema.parse(verified.body);
    expect(body).toEqual({ message: 'Verification successful!', data: { user: body.data.user } });
    expect(verified.headers['set-cookie']).toBeUndefined();

    const reset = await request(bed.app)
      .post('/api/user/reset-password')
      .send({ email: user.email, code, newPassword: NEW_PASSWORD })
      .expect(200);
    expect(reset.body).toEqual({ message: 'Password reset successful!' });

    await login(user.email, NEW_PASSWORD).expect(200);
    const old = await login(user.email, user.password).expect(401);
    expect(old.body.message).toBe('invalid credentials');

    // Every session that existed before the reset is over.
    for (const token of [user.accessToken, otherDevice.body.token as string]) {
      await request(bed.app)
        .get('/api/user/me')
        .set('Authorization', `Bearer ${token}`)
        .expect(401);
    }
    for (const refreshToken of [user.refreshToken, otherDevice.body.refreshToken as string]) {
      await request(bed.app).post('/api/user/refresh').send({ refreshToken }).expect(401);
    }

    // The code was used up by the reset.
    const again = await request(bed.app)
      .post('/api/user/reset-password')
      .send({ email: user.email, code, newPassword: 'Third-passw0rd' })
      .expect(400);
    expect(again.body.code).toBe('invalid_code');
  });

  it('when a reset uses a wrong code, then 400 and the password is unchanged', async () => {
    const user = await createVerifiedUser(bed);
    await request(bed.app).post('/api/user/forgot-password').send({ email: user.email });
    const code = await bed.inbox.nextCode(user.email);
    const wrong = code === '000000' ? '000001' : '000000';
    const response = await request(bed.app)
      .post('/api/user/reset-password')
      .send({ email: user.email, code: wrong, newPassword: NEW_PASSWORD })
      .expect(400);
    expect(response.body).toEqual({ message: 'Invalid verification code.', code: 'invalid_code' });
    await login(user.email, user.password).expect(200);
    await login(user.email, NEW_PASSWORD).expect(401);
  });

  it('when a signed-up user never verified and asks for recovery, then the reset verifies the email too', async () => {
    const email = uniqueEmail('unverified');
    await request(bed.app).post('/api/user/register').send(signUpBody(email)).expect(201);
    await bed.inbox.nextCode(email);
    await ageCode(email, 61_000);
    await request(bed.app).post('/api/user/forgot-password').send({ email }).expect(200);
    const code = await bed.inbox.nextCode(email);
    await request(bed.app)
      .post('/api/user/reset-password')
      .send({ email, code, newPassword: NEW_PASSWORD })
      .expect(200);
    const response = await login(email, NEW_PASSWORD).expect(200);
    expect(response.body.user.emailVerified).toBe(true);
  });

  it('when a verified email signs up again, then 409 email_taken and no mail', async () => {
    const user = await createVerifiedUser(bed);
    const before = bed.inbox.count(user.email);
    const response = await request(bed.app)
      .post('/api/user/register')
      .send(signUpBody(user.email.toUpperCase(), 'Whatever-123'))
      .expect(409);
    expect(response.body).toEqual({
      message: 'An account with this email already exists.',
      code: 'email_taken',
    });
    expect(bed.inbox.count(user.email)).toBe(before);
    await login(user.email, user.password).expect(200);
  });

  it('when an unfinished sign-up is repeated, then its new names and password apply once that code is verified', async () => {
    const email = uniqueEmail('abandoned');
    await request(bed.app).post('/api/user/register').send(signUpBody(email)).expect(201);
    await bed.inbox.nextCode(email);

    // Within the minute the repeat is refused and nothing changes.
    const tooSoon = await request(bed.app)
      .post('/api/user/register')
      .send({ ...signUpBody(email, NEW_PASSWORD), firstName: 'Bea' })
      .expect(429);
    expect(tooSoon.body).toEqual({
      message: 'Please wait a minute before asking for another code.',
      code: 'rate_limited',
    });

    await ageCode(email, 61_000);
    const repeated = await request(bed.app)
      .post('/api/user/register')
      .send({ ...signUpBody(email, NEW_PASSWORD), firstName: 'Bea' })
      .expect(201);
    expect(repeated.body.user).toMatchObject({ email, firstName: 'Bea', emailVerified: false });
    const code = await bed.inbox.nextCode(email);

    const verified = await request(bed.app)
      .post('/api/user/verify-user')
      .send({ email, verificationCode: code, issueTokens: true })
      .expect(200);
    expect(verified.body.data.user).toMatchObject({ firstName: 'Bea', emailVerified: true });
    await login(email, NEW_PASSWORD).expect(200);
    await login(email, PASSWORD).expect(401);
  });

  it('when someone else repeats an unfinished sign-up and the owner asks for a new code, then the owner keeps their password', async () => {
    const email = uniqueEmail('owner');
    await request(bed.app).post('/api/user/register').send(signUpBody(email)).expect(201);
    await bed.inbox.nextCode(email);
    await ageCode(email, 61_000);
    // Another person types the same address with a password of theirs.
    await request(bed.app)
      .post('/api/user/register')
      .send(signUpBody(email, 'Attacker-pass1'))
      .expect(201);
    await bed.inbox.nextCode(email);
    await ageCode(email, 61_000);

    // The owner clicks "Click to resend" and verifies the code they asked for.
    await request(bed.app).post('/api/user/forgot-password').send({ email }).expect(200);
    const code = await bed.inbox.nextCode(email);
    await request(bed.app)
      .post('/api/user/verify-user')
      .send({ email, verificationCode: code, issueTokens: true })
      .expect(200);

    await login(email, 'Attacker-pass1').expect(401);
    await login(email, PASSWORD).expect(200);
  });

  it('when the password is changed with a wrong old one, then 400 "Old password is incorrect" and nothing changes', async () => {
    const user = await createVerifiedUser(bed);
    const response = await request(bed.app)
      .put('/api/user/password')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send({
        oldPassword: 'wrong-password',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      })
      .expect(400);
    expect(response.body).toEqual({
      message: 'Old password is incorrect',
      code: 'invalid_old_password',
    });
    const mismatch = await request(bed.app)
      .put('/api/user/password')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send({
        oldPassword: user.password,
        newPassword: NEW_PASSWORD,
        confirmPassword: 'other-password',
      })
      .expect(400);
    expect(mismatch.body.message).toBe('Passwords do not match.');
    await login(user.email, user.password).expect(200);
  });

  it('when the password is changed, then the other sessions end and this one stays', async () => {
    const user = await createVerifiedUser(bed);
    const browser = request.agent(bed.app);
    await browser
      .post('/api/user/login')
      .set(CSRF)
      .send({ email: user.email, password: user.password })
      .expect(200);

    const response = await browser
      .put('/api/user/password')
      .set(CSRF)
      .send({
        oldPassword: user.password,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      })
      .expect(200);
    expect(response.body).toEqual({ message: 'Password updated successfully.' });

    await browser.get('/api/user/me').expect(200);
    await browser.post('/api/user/refresh').set(CSRF).expect(200);
    await request(bed.app)
      .get('/api/user/me')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .expect(401);
    await login(user.email, NEW_PASSWORD).expect(200);
    await login(user.email, user.password).expect(401);
  });

  it('when the recovery journeys are over, then no answer held a hash, a mailed code or a password', async () => {
    await expectNoSecretsInAnswers(bed, [PASSWORD, NEW_PASSWORD, 'Attacker-pass1']);
  });
});
