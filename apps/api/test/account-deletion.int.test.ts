import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ApiErrorSchema, MessageResponseSchema } from '@postcraft/contracts';
import {
  ApiKeyModel,
  asOwnerId,
  BrandPhotoModel,
  ContactMessageModel,
  insertApiKey,
  SavedStyleModel,
  SessionModel,
  UserModel,
  VerificationCodeClaimModel,
  VerificationCodeModel,
} from '@postcraft/data';
import { LocalDiskStorage } from '@postcraft/media';
import request from 'supertest';
import {
  CSRF,
  PASSWORD,
  signUpBody,
  startAccountTestBed,
  uniqueEmail,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { pngOf } from './helpers/images.js';

const LIMITED = { message: 'Too many attempts. Please try again later.', code: 'rate_limited' };

const cookieNamed = (response: request.Response, name: string) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith(`${name}=`));

/** A signed-in browser (cookies) whose user has a logo, saved styles, codes and a message. */
interface Owner {
  email: string;
  userId: string;
  browser: ReturnType<typeof request.agent>;
  /** A Bearer token of a second session (another device). */
  otherDeviceToken: string;
}

describe('account deletion: DELETE /api/user/account', () => {
  let bed: AccountTestBed;
  beforeAll(async () => {
    bed = await startAccountTestBed();
  });
  afterAll(() => bed.stop());

  const logoFolder = (userId: string) => join(bed.config.mediaDir, 'logos', userId);
  const photoFolder = (userId: string) => join(bed.config.mediaDir, 'photos', userId);
  const filesIn = (folder: string) => (existsSync(folder) ? readdirSync(folder).sort() : []);
  const filesOf = (userId: string) => filesIn(logoFolder(userId));

  /** Signs up in a browser, then gives the account something in every place it can have data. */
  async function ownerWithData(name: string): Promise<Owner> {
    const email = uniqueEmail(name);
    const browser = request.agent(bed.app);
    await browser.post('/api/user/register').set(CSRF).send(signUpBody(email)).expect(201);
    await browser
      .post('/api/user/verify-user')
      .set(CSRF)
      .send({ email, verificationCode: await bed.inbox.nextCode(email), issueTokens: true })
      .expect(200);
    const userId = (await UserModel.findOne({ email }).orFail())._id.toString();

    await browser
      .put('/api/user/updateProfile')
      .set(CSRF)
      .field('brandKeywords', 'Fresh bread')
      .attach('brandLogo', pngOf(300, 300), { filename: 'logo.png', contentType: 'image/png' })
      .expect(200);
    // A leftover of an earlier upload that lost its reference.
    await new LocalDiskStorage({ rootDir: bed.config.mediaDir }).put(
      `logos/${userId}/leftover.png`,
      pngOf(4, 4),
      'image/png',
    );
    await browser
      .post('/api/user/photos')
      .set(CSRF)
      .attach('media', pngOf(40, 30), 'shop-front.png')
      .expect(201);
    // An API key (made as a Premium user would).
    await insertApiKey(
      asOwnerId(userId),
      {
        name: 'Script',
        scopes: ['posts:read'],
        start: 'pcft_abcdefg',
        secretHash: `hash-${userId}`,
      },
      1,
    );
    for (const style of ['Bold quotes', 'Soft pastels']) {
      await browser
        .post('/api/styles')
        .set(CSRF)
        .send({ name: style, kind: 'template' })
        .expect(201);
    }
    // A recovery code and a wrong try at it (a claim), then a message through the contact form.
    await request(bed.app).post('/api/user/forgot-password').send({ email }).expect(200);
    const code = await bed.inbox.nextCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await request(bed.app).post('/api/user/verify-user').send({ email, verificationCode: wrong });
    await request(bed.app)
      .post('/api/contact')
      .send({ name: 'Ana Lima', email, message: 'Can I export my posts before I leave?' })
      .expect(201);
    bed.inbox.skipAll('team@postcraft.local');

    const other = await request(bed.app)
      .post('/api/user/login')
      .send({ email, password: PASSWORD })
      .expect(200);
    return { email, userId, browser, otherDeviceToken: other.body.token as string };
  }

  /** Everything stored about an account, to compare before and after. */
  async function footprintOf({ email, userId }: Pick<Owner, 'email' | 'userId'>) {
    const [user, sessions, styles, codes, claims, messages, photos, apiKeys] = await Promise.all([
      UserModel.findById(userId).lean(),
      SessionModel.countDocuments({ userId }),
      SavedStyleModel.countDocuments({ ownerId: userId }),
      VerificationCodeModel.countDocuments({ email }),
      VerificationCodeClaimModel.countDocuments({ email }),
      ContactMessageModel.countDocuments({ email }),
      BrandPhotoModel.countDocuments({ ownerId: userId }),
      ApiKeyModel.countDocuments({ ownerId: userId }),
    ]);
    return {
      user,
      sessions,
      styles,
      codes,
      claims,
      messages,
      files: filesOf(userId),
      photos,
      photoFiles: filesIn(photoFolder(userId)).length,
      apiKeys,
    };
  }

  it('when the password is wrong, then 400 with a clear message and nothing is deleted', async () => {
    const owner = await ownerWithData('wrong');
    const before = await footprintOf(owner);
    expect(before).toMatchObject({ sessions: 2, styles: 2, codes: 1, messages: 1, apiKeys: 1 });
    expect(before.claims).toBeGreaterThan(0);
    expect(before.files).toHaveLength(3);

    const response = await owner.browser
      .delete('/api/user/account')
      .set(CSRF)
      .send({ password: 'Not-my-password-1' })
      .expect(400);
    expect(ApiErrorSchema.strict().parse(response.body)).toEqual({
      message: 'Password is incorrect.',
      code: 'invalid_password',
    });
    expect(cookieNamed(response, 'pc_access')).toBeUndefined();
    expect(await footprintOf(owner)).toEqual(before);
    await owner.browser.get('/api/user/me').expect(200);
  });

  it('when the password is right, then the user, sessions, codes, styles and logo files are gone, the cookies cleared, and their contact message kept', async () => {
    const owner = await ownerWithData('leaving');
    const bystander = await ownerWithData('staying');
    const bystanderBefore = await footprintOf(bystander);
    expect(bystanderBefore).toMatchObject({ photos: 1, photoFiles: 1 });

    const response = await owner.browser
      .delete('/api/user/account')
      .set(CSRF)
      .send({ password: PASSWORD })
      .expect(200);
    expect(MessageResponseSchema.strict().parse(response.body)).toEqual({
      message: 'Your account has been deleted.',
    });
    expect(cookieNamed(response, 'pc_access')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cookieNamed(response, 'pc_refresh')).toMatch(/Expires=Thu, 01 Jan 1970/);

    expect(await footprintOf(owner)).toEqual({
      user: null,
      sessions: 0,
      styles: 0,
      codes: 0,
      claims: 0,
      // The operator's correspondence stays until CONTACT_RETENTION_DAYS.
      messages: 1,
      files: [],
      photos: 0,
      photoFiles: 0,
      apiKeys: 0,
    });
    // Another user's data is untouched.
    expect(await footprintOf(bystander)).toEqual(bystanderBefore);
    await bystander.browser.get('/api/user/me').expect(200);

    // No session of theirs works any more, in this browser or on the other device.
    await owner.browser.get('/api/user/me').expect(401);
    await request(bed.app)
      .get('/api/user/me')
      .set('Authorization', `Bearer ${owner.otherDeviceToken}`)
      .expect(401);
    const login = await request(bed.app)
      .post('/api/user/login')
      .send({ email: owner.email, password: PASSWORD })
      .expect(404);
    expect(login.body).toEqual({ message: 'user not found', code: 'user_not_found' });

    // The address is free again.
    await request(bed.app).post('/api/user/register').send(signUpBody(owner.email)).expect(201);
    bed.inbox.skipAll(owner.email);
  });

  it('when an API client deletes with its Bearer token, then it works the same way', async () => {
    const owner = await ownerWithData('api-client');
    await request(bed.app)
      .delete('/api/user/account')
      .set('Authorization', `Bearer ${owner.otherDeviceToken}`)
      .send({ password: PASSWORD })
      .expect(200);
    expect((await footprintOf(owner)).user).toBeNull();
    expect(filesOf(owner.userId)).toEqual([]);
  });

  it('when the browser call lacks the CSRF header or comes from another site, then 403 and nothing is deleted', async () => {
    const owner = await ownerWithData('forged');
    const before = await footprintOf(owner);
    await owner.browser.delete('/api/user/account').send({ password: PASSWORD }).expect(403);
    await owner.browser
      .delete('/api/user/account')
      .set(CSRF)
      .set('Origin', 'https://evil.example')
      .send({ password: PASSWORD })
      .expect(403);
    expect(await footprintOf(owner)).toEqual(before);
  });

  it('when nobody is signed in or the password is missing, then 401 or 400 and nothing is deleted', async () => {
    const owner = await ownerWithData('anonymous');
    const before = await footprintOf(owner);
    await request(bed.app).delete('/api/user/account').send({ password: PASSWORD }).expect(401);
    const missing = await owner.browser.delete('/api/user/account').set(CSRF).send({}).expect(400);
    expect(missing.body).toMatchObject({
      code: 'validation_failed',
      message: 'Please fill in all required fields.',
    });
    expect(await footprintOf(owner)).toEqual(before);
  });

  it('when a user guesses the password too often, then 429 and the account stays', async () => {
    const app = bed.newApp({
      rateLimits: { deleteAccountPerUser: { limit: 3, windowMs: 60_000 } },
    });
    const owner = await ownerWithData('guessing');
    const guess = () =>
      request(app)
        .delete('/api/user/account')
        .set('Authorization', `Bearer ${owner.otherDeviceToken}`)
        .send({ password: 'Guess-guess-1' });
    for (let attempt = 1; attempt <= 3; attempt += 1) await guess().expect(400);
    expect((await guess().expect(429)).body).toEqual(LIMITED);
    // Even the right password waits for the window to pass.
    await request(app)
      .delete('/api/user/account')
      .set('Authorization', `Bearer ${owner.otherDeviceToken}`)
      .send({ password: PASSWORD })
      .expect(429);
    expect((await footprintOf(owner)).user).not.toBeNull();
  });
});
