import {
  ApiErrorSchema,
  LoginResponseSchema,
  MeResponseSchema,
  RefreshResponseSchema,
  RegisterResponseSchema,
  UserSchema,
  VerifyUserResponseSchema,
} from '@postcraft/contracts';
import { SessionModel } from '@postcraft/data';
import request from 'supertest';
import { hashRefreshToken } from '../src/modules/auth/session.service.js';
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

const cookieNamed = (response: request.Response, name: string) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith(`${name}=`));

describe('sign-up, verification, login, refresh and logout', () => {
  let bed: AccountTestBed;
  const email = uniqueEmail('journey');
  let browser: ReturnType<typeof request.agent>;
  let accessToken = '';

  beforeAll(async () => {
    bed = await startAccountTestBed();
    browser = request.agent(bed.app);
  });
  afterAll(() => bed.stop());

  it('when a visitor signs up, then 201 with the unverified user and a code arrives by mail', async () => {
    const response = await browser
      .post('/api/user/register')
      .set(CSRF)
      .send(signUpBody(` ${email.toUpperCase()} `))
      .expect(201);

    const body = RegisterResponseSchema.parse(response.body);
    expect(body.message).toBe('Account created successfully.');
    expect(UserSchema.strict().parse(body.user)).toMatchObject({
      email,
      firstName: 'Ana',
      emailVerified: false,
      firstTimeLogged: true,
      plan: 'free',
      connectedAccounts: [],
      autopilotSettings: { enabled: false, approvePostsFirst: true, postingFrequency: 7 },
    });
    expect(body.user.id).toBe(body.user._id);

    const mail = await bed.inbox.nextMail(email);
    const code = bed.inbox.codeIn(mail);
    expect(mail.subject).toBe(`Your Postcraft code: ${code}`);
    expect(mail.from).toBe('no-reply@postcraft.local');
    expect(mail.text).toContain('15 minutes');
    expect(mail.html).toContain(code);
  });

  it('when the code is verified with issueTokens, then the user is verified and httpOnly cookies are set', async () => {
    const verificationCode = bed.inbox.codes.at(-1);
    const response = await browser
      .post('/api/user/verify-user')
      .set(CSRF)
      .send({ email, verificationCode, issueTokens: true })
      .expect(200);

    const body = VerifyUserResponseSchema.parse(response.body);
    expect(body.message).toBe('Verification successful!');
    expect(body.data.user.emailVerified).toBe(true);
    expect(body.data.accessToken).toEqual(expect.any(String));
    expect(body.data.refreshToken).toEqual(expect.any(String));
    accessToken = body.data.accessToken ?? '';

    const access = cookieNamed(response, 'pc_access') ?? '';
    expect(access).toMatch(/HttpOnly/);
    expect(access).toMatch(/SameSite=Lax/);
    expect(access).toMatch(/Path=\/;/);
    expect(access).toMatch(/Max-Age=900/);
    expect(access).not.toMatch(/Secure/);
    const refresh = cookieNamed(response, 'pc_refresh') ?? '';
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).toMatch(/SameSite=Strict/);
    expect(refresh).toMatch(/Path=\/api\/user/);
    // Without remember-me the refresh cookie ends with the browser.
    expect(refresh).not.toMatch(/Max-Age|Expires/);
    // The hint that a session exists is readable by the page and lives as long.
    const hint = cookieNamed(response, 'pc_signed_in') ?? '';
    expect(hint).toMatch(/^pc_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/);
    expect(hint).toMatch(/Path=\/;/);
    expect(hint).not.toMatch(/Max-Age|Expires/);
  });

  it('when the same code is sent again, then it is refused: a code works once', async () => {
    const response = await request(bed.app)
      .post('/api/user/verify-user')
      .send({ email, verificationCode: bed.inbox.codes.at(-1), issueTokens: true })
      .expect(400);
    expect(response.body).toEqual({ message: 'Invalid verification code.', code: 'invalid_code' });
  });

  it('when /me is asked with the cookie or with a Bearer token, then it answers the user; without either, 401', async () => {
    const withCookie = await browser.get('/api/user/me').expect(200);
    expect(MeResponseSchema.parse(withCookie.body).data.user.email).toBe(email);

    const withBearer = await request(bed.app)
      .get('/api/user/me')
      .set('Authorization', `Bearer ${accessToken}`)
      .expect(200);
    expect(withBearer.body).toEqual(withCookie.body);

    const anonymous = await request(bed.app).get('/api/user/me').expect(401);
    expect(ApiErrorSchema.parse(anonymous.body).code).toBe('unauthorized');
    await request(bed.app)
      .get('/api/user/me')
      .set('Authorization', `Bearer ${accessToken}x`)
      .expect(401);
  });

  it('when the user logs in with remember me, then 200 with token, refreshToken, the user and a 7-day refresh cookie', async () => {
    const response = await browser
      .post('/api/user/login')
      .set(CSRF)
      .send({ email: email.toUpperCase(), password: PASSWORD, rememberMe: true })
      .expect(200);
    const body = LoginResponseSchema.parse(response.body);
    expect(body.message).toBe('Logged in.');
    expect(body.user.email).toBe(email);
    expect(cookieNamed(response, 'pc_refresh')).toMatch(/Max-Age=604800/);
    expect(cookieNamed(response, 'pc_signed_in')).toMatch(/Max-Age=604800/);
    await request(bed.app)
      .get('/api/user/me')
      .set('Authorization', `Bearer ${body.token}`)
      .expect(200);
  });

  it('when an unknown email logs in, then 404 "user not found"; with a wrong password, 401 "invalid credentials"', async () => {
    const unknown = await request(bed.app)
      .post('/api/user/login')
      .send({ email: uniqueEmail('nobody'), password: PASSWORD })
      .expect(404);
    expect(unknown.body).toEqual({ message: 'user not found', code: 'user_not_found' });

    const wrong = await request(bed.app)
      .post('/api/user/login')
      .send({ email, password: 'not-the-password' })
      .expect(401);
    expect(wrong.body).toEqual({ message: 'invalid credentials', code: 'invalid_credentials' });
  });

  it('when the refresh token is exchanged, then new tokens come back and the old refresh token is spent', async () => {
    const login = await request(bed.app)
      .post('/api/user/login')
      .send({ email, password: PASSWORD })
      .expect(200);
    const first = login.body.refreshToken as string;

    const refreshed = await request(bed.app)
      .post('/api/user/refresh')
      .send({ refreshToken: first })
      .expect(200);
    const second = RefreshResponseSchema.parse(refreshed.body);
    expect(second.refreshToken).not.toBe(first);
    await request(bed.app)
      .get('/api/user/me')
      .set('Authorization', `Bearer ${second.token}`)
      .expect(200);

    const third = await request(bed.app)
      .post('/api/user/refresh')
      .send({ refreshToken: second.refreshToken })
      .expect(200);
    expect(third.body.refreshToken).not.toBe(second.refreshToken);
  });

  it('when a spent refresh token is used again, then the whole session is revoked (theft detection)', async () => {
    const login = await request(bed.app)
      .post('/api/user/login')
      .send({ email, password: PASSWORD })
      .expect(200);
    const stolen = login.body.refreshToken as string;
    const rotated = await request(bed.app)
      .post('/api/user/refresh')
      .send({ refreshToken: stolen })
      .expect(200);

    // Shown again by someone else (the client that exchanged it has a short grace).
    const reuse = await request(bed.app)
      .post('/api/user/refresh')
      .set('User-Agent', 'the thief')
      .send({ refreshToken: stolen })
      .expect(401);
    expect(reuse.body.code).toBe('unauthorized');

    // The legitimate holder's newer tokens died with the session.
    await request(bed.app)
      .post('/api/user/refresh')
      .send({ refreshToken: rotated.body.refreshToken })
      .expect(401);
    await request(bed.app)
      .get('/api/user/me')
      .set('Authorization', `Bearer ${rotated.body.token}`)
      .expect(401);
    // Other sessions of the user are not touched.
    await browser.get('/api/user/me').expect(200);
  });

  it('when a session has passed its end, then its refresh token answers 401', async () => {
    const login = await request(bed.app)
      .post('/api/user/login')
      .send({ email, password: PASSWORD })
      .expect(200);
    await SessionModel.updateMany(
      { tokenHash: hashRefreshToken(login.body.refreshToken as string) },
      { $set: { expiresAt: new Date(Date.now() - 1_000) } },
    );
    const response = await request(bed.app)
      .post('/api/user/refresh')
      .send({ refreshToken: login.body.refreshToken })
      .expect(401);
    expect(response.body.message).toBe('Your session has ended. Please log in again.');
  });

  it('when the browser refreshes with its cookie, then the cookies are renewed', async () => {
    const response = await browser.post('/api/user/refresh').set(CSRF).expect(200);
    expect(cookieNamed(response, 'pc_access')).toBeDefined();
    expect(cookieNamed(response, 'pc_refresh')).toBeDefined();
    await browser.get('/api/user/me').expect(200);
  });

  it('when the user logs out, then the session is revoked and the cookies are cleared', async () => {
    const before = await browser.get('/api/user/me').expect(200);
    expect(before.body.data.user.email).toBe(email);
    const login = await browser
      .post('/api/user/login')
      .set(CSRF)
      .send({ email, password: PASSWORD })
      .expect(200);

    const response = await browser.post('/api/user/logout').set(CSRF).expect(200);
    expect(response.body).toEqual({ message: 'Logged out.' });
    expect(cookieNamed(response, 'pc_access')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cookieNamed(response, 'pc_refresh')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cookieNamed(response, 'pc_signed_in')).toMatch(/Expires=Thu, 01 Jan 1970/);

    await browser.get('/api/user/me').expect(401);
    // The tokens of that session no longer work anywhere.
    await request(bed.app)
      .get('/api/user/me')
      .set('Authorization', `Bearer ${login.body.token}`)
      .expect(401);
    await request(bed.app)
      .post('/api/user/refresh')
      .send({ refreshToken: login.body.refreshToken })
      .expect(401);
  });

  it('when an API client logs out with its Bearer token, then that session ends', async () => {
    const login = await request(bed.app)
      .post('/api/user/login')
      .send({ email, password: PASSWORD })
      .expect(200);
    const bearer = `Bearer ${login.body.token}`;
    await request(bed.app).post('/api/user/logout').set('Authorization', bearer).expect(200);
    await request(bed.app).get('/api/user/me').set('Authorization', bearer).expect(401);
  });

  it('when an unverified account logs in, then 403 and a new code is mailed, at most one a minute', async () => {
    const pending = uniqueEmail('pending');
    await request(bed.app).post('/api/user/register').send(signUpBody(pending)).expect(201);
    const firstCode = await bed.inbox.nextCode(pending);

    // A code went out a moment ago: no second mail yet.
    const soon = await request(bed.app)
      .post('/api/user/login')
      .send({ email: pending, password: PASSWORD })
      .expect(403);
    expect(soon.body).toEqual({
      message: 'Please verify your email: we sent you a new code.',
      code: 'email_not_verified',
    });
    expect(bed.inbox.count(pending)).toBe(1);

    await ageCode(pending, 61_000);
    await request(bed.app)
      .post('/api/user/login')
      .send({ email: pending, password: PASSWORD })
      .expect(403);
    const secondCode = await bed.inbox.nextCode(pending);

    // The new code replaced the old one.
    await request(bed.app)
      .post('/api/user/verify-user')
      .send({ email: pending, verificationCode: firstCode })
      .expect((response) => expect(response.body.code).toBe('invalid_code'));
    await request(bed.app)
      .post('/api/user/verify-user')
      .send({ email: pending, verificationCode: secondCode })
      .expect(200);
    await request(bed.app)
      .post('/api/user/login')
      .send({ email: pending, password: PASSWORD })
      .expect(200);
  });

  it('when the journey is over, then no answer held a hash, a mailed code or a password', async () => {
    await expectNoSecretsInAnswers(bed);
  });
});
