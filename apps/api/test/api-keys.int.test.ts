import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  API_KEY_MESSAGES_FR,
  API_KEY_SCOPES,
  ApiErrorSchema,
  BRAND_PHOTOS_PATH,
  CreateApiKeyResponseSchema,
  ListApiKeysResponseSchema,
  ListScheduledPostsResponseSchema,
  PAYMENTS_PATHS,
  PLAN_LIMIT_MESSAGES,
  type ApiKeyScope,
} from '@postcraft/contracts';
import { ApiKeyModel, asOwnerId, UserModel, type OwnerId } from '@postcraft/data';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { pngOf } from './helpers/images.js';
import { makePremium } from './helpers/premium.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>> & { ownerId: OwnerId };

const UNKNOWN_POST_ID = '0123456789abcdef01234567';

describe('API keys: POST, GET and DELETE /api/user/api-keys, and calls made with a key', () => {
  let bed: AccountTestBed;
  let app: ReturnType<AccountTestBed['newApp']>;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    app = bed.newApp();
  });
  afterAll(() => bed.stop());

  const newUser = async (): Promise<TestUser> => {
    const user = await createVerifiedUser(bed);
    const found = await UserModel.findOne({ email: user.email }).orFail();
    return { ...user, ownerId: asOwnerId(found._id.toString()) };
  };
  const premiumUser = async (): Promise<TestUser> => {
    const user = await newUser();
    await makePremium(user.ownerId);
    return user;
  };
  const signedIn = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const withKey = (key: string) => ({ Authorization: `Bearer ${key}` });
  const createKey = (user: TestUser, body: object, on = app) =>
    request(on).post('/api/user/api-keys').set(signedIn(user)).send(body);
  async function keyOf(user: TestUser, scopes: ApiKeyScope[], on = app) {
    const response = await createKey(user, { name: 'Scheduler script', scopes }, on).expect(201);
    return CreateApiKeyResponseSchema.parse(response.body).data;
  }
  const listKeys = async (user: TestUser) =>
    ListApiKeysResponseSchema.parse(
      (await request(app).get('/api/user/api-keys').set(signedIn(user)).expect(200)).body,
    ).data.apiKeys;
  const errorOf = (body: unknown) => ApiErrorSchema.parse(body);

  it('when a Premium user makes a key, then it is answered once with its prefix, listed without its secret, and stored only as a hash', async () => {
    const ana = await premiumUser();

    const response = await createKey(ana, {
      name: '  Zapier  ',
      scopes: ['posts:read', 'posts:write', 'posts:read'],
    }).expect(201);

    const { apiKey, key } = CreateApiKeyResponseSchema.parse(response.body).data;
    expect(response.body.message).toBe(API_KEY_MESSAGES.created);
    expect(key).toMatch(/^pcft_[A-Za-z0-9_-]{32}$/);
    expect(apiKey).toMatchObject({
      name: 'Zapier',
      scopes: ['posts:read', 'posts:write'],
      start: key.slice(0, API_KEY_LIMITS.shownChars),
      lastUsedAt: null,
    });
    const listed = await listKeys(ana);
    expect(listed).toEqual([apiKey]);
    const stored = await ApiKeyModel.find({ ownerId: ana.ownerId }).lean();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(JSON.stringify(listed)).not.toContain(stored[0]!.secretHash);
  });

  it('when a key reads what its scope opens, then it is answered as its owner and its use is noted', async () => {
    const ana = await premiumUser();
    const { apiKey, key } = await keyOf(ana, ['posts:read', 'generation:read']);

    const posts = await request(app).get('/api/user/scheduled-posts').set(withKey(key)).expect(200);
    const generations = await request(app)
      .get('/api/content/generations')
      .set(withKey(key))
      .expect(200);

    // The same answers as the owner's signed-in session gets.
    const bySession = (path: string) => request(app).get(path).set(signedIn(ana)).expect(200);
    expect(ListScheduledPostsResponseSchema.parse(posts.body)).toEqual(
      (await bySession('/api/user/scheduled-posts')).body,
    );
    expect(generations.body).toEqual((await bySession('/api/content/generations')).body);
    const [listed] = await listKeys(ana);
    expect(listed!._id).toBe(apiKey._id);
    expect(listed!.lastUsedAt).not.toBeNull();
  });

  it('when a key writes without its write scope, or reaches a resource it was not given, then 403 says so and nothing changes', async () => {
    const ana = await premiumUser();
    const reader = await keyOf(ana, ['posts:read']);
    const writer = await keyOf(ana, ['posts:write']);

    const refused = await request(app)
      .delete(`/api/user/schedule/${UNKNOWN_POST_ID}`)
      .set(withKey(reader.key))
      .expect(403);
    expect(errorOf(refused.body)).toMatchObject({
      code: 'forbidden',
      message: API_KEY_MESSAGES.outOfScope,
    });
    // The write scope gets past authentication to the route itself (no such post here).
    await request(app)
      .delete(`/api/user/schedule/${UNKNOWN_POST_ID}`)
      .set(withKey(writer.key))
      .expect(404);
    await request(app).get('/api/user/scheduled-posts').set(withKey(writer.key)).expect(403);
    await request(app).get('/api/content/generations').set(withKey(reader.key)).expect(403);
  });

  it('when a media key uploads to the photo library, then the write scope adds and the read scope only lists', async () => {
    const ana = await premiumUser();
    const reader = await keyOf(ana, ['media:read']);
    const writer = await keyOf(ana, ['media:write']);
    const upload = (key: string) =>
      request(app)
        .post(BRAND_PHOTOS_PATH)
        .set(withKey(key))
        .attach('media', pngOf(40, 30), 'shop-front.png');

    await upload(reader.key).expect(403);
    const added = await upload(writer.key).expect(201);

    const listed = await request(app).get(BRAND_PHOTOS_PATH).set(withKey(reader.key)).expect(200);
    expect(JSON.stringify(listed.body)).toContain(added.body.photo._id as string);
    await request(app).get(BRAND_PHOTOS_PATH).set(withKey(writer.key)).expect(403);
  });

  it("when a key reaches the account's security, its keys or its billing, then 403: those take the signed-in session only", async () => {
    const ana = await premiumUser();
    const { key } = await keyOf(ana, [...API_KEY_SCOPES]);
    const refusals = [
      request(app).get('/api/user/me').set(withKey(key)),
      request(app).put('/api/user/updateProfile').set(withKey(key)).send({ firstName: 'Eve' }),
      request(app)
        .put('/api/user/password')
        .set(withKey(key))
        .send({ oldPassword: 'x', newPassword: 'Another-str0ng-one!' }),
      request(app).get('/api/user/api-keys').set(withKey(key)),
      request(app)
        .post('/api/user/api-keys')
        .set(withKey(key))
        .send({ name: 'More', scopes: ['posts:read'] }),
      request(app).get(PAYMENTS_PATHS.plan).set(withKey(key)),
      request(app).delete('/api/user/account').set(withKey(key)).send({ password: 'x' }),
    ];
    for (const response of await Promise.all(refusals)) {
      expect(response.status).toBe(403);
      expect(errorOf(response.body).message).toBe(API_KEY_MESSAGES.sessionOnly);
    }
    expect(await ApiKeyModel.countDocuments({ ownerId: ana.ownerId })).toBe(1);
    expect((await UserModel.findById(ana.ownerId).lean().orFail()).firstName).not.toBe('Eve');
  });

  it('when a key is revoked, then the next call with it is 401, and another user cannot revoke it', async () => {
    const ana = await premiumUser();
    const bob = await premiumUser();
    const { apiKey, key } = await keyOf(ana, ['posts:read']);

    await request(app).delete(`/api/user/api-keys/${apiKey._id}`).set(signedIn(bob)).expect(404);
    await request(app).get('/api/user/scheduled-posts').set(withKey(key)).expect(200);

    const revoked = await request(app)
      .delete(`/api/user/api-keys/${apiKey._id}`)
      .set(signedIn(ana))
      .set('Accept-Language', 'fr')
      .expect(200);
    expect(revoked.body.message).toBe(API_KEY_MESSAGES_FR.revoked);

    const refused = await request(app)
      .get('/api/user/scheduled-posts')
      .set(withKey(key))
      .expect(401);
    expect(errorOf(refused.body)).toMatchObject({
      code: 'unauthorized',
      message: API_KEY_MESSAGES.invalidKey,
    });
    await request(app)
      .get('/api/user/scheduled-posts')
      .set(withKey(`${key}x`))
      .expect(401);
    expect(await listKeys(ana)).toEqual([]);
  });

  it('when a Free user makes a key, or a key outlives Premium, then 403 plan_limit', async () => {
    const eve = await newUser();
    const free = await createKey(eve, { name: 'Script', scopes: ['posts:read'] }).expect(403);
    expect(errorOf(free.body)).toMatchObject({
      code: 'plan_limit',
      message: PLAN_LIMIT_MESSAGES.apiKeys,
    });
    expect(await ApiKeyModel.countDocuments({ ownerId: eve.ownerId })).toBe(0);

    const ana = await premiumUser();
    const { key } = await keyOf(ana, ['posts:read']);
    await makePremium(ana.ownerId, 'canceled');
    const lapsed = await request(app)
      .get('/api/user/scheduled-posts')
      .set(withKey(key))
      .expect(403);
    expect(errorOf(lapsed.body).code).toBe('plan_limit');
    // Still listed, so its owner can revoke it.
    expect(await listKeys(ana)).toHaveLength(1);
  });

  it('when a key asks more often than its limit, then 429 with Retry-After and the RateLimit headers, per key', async () => {
    const limited = bed.newApp({ rateLimits: { apiKeyRequests: { limit: 2, windowMs: 60_000 } } });
    const ana = await premiumUser();
    const first = await keyOf(ana, ['posts:read'], limited);
    const second = await keyOf(ana, ['posts:read'], limited);
    const list = (key: string) =>
      request(limited).get('/api/user/scheduled-posts').set(withKey(key));

    const allowed = await list(first.key).expect(200);
    expect(allowed.headers['ratelimit-policy']).toBeDefined();
    expect(allowed.headers['ratelimit']).toBeDefined();
    await list(first.key).expect(200);
    const refused = await list(first.key).expect(429);

    expect(errorOf(refused.body).code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await list(second.key).expect(200);
    // The signed-in session is not counted against the key.
    await request(limited).get('/api/user/scheduled-posts').set(signedIn(ana)).expect(200);
  });

  it('when a key is asked for with a bad body, then 400 and nothing is stored; past the limit, 409', async () => {
    const ana = await premiumUser();
    for (const body of [
      { name: '', scopes: ['posts:read'] },
      { name: 'x'.repeat(API_KEY_LIMITS.nameMaxChars + 1), scopes: ['posts:read'] },
      { name: 'Script', scopes: [] },
      { name: 'Script', scopes: ['billing:write'] },
      { name: 'Script' },
      { name: 'Script', scopes: ['posts:read'], secret: 'mine' },
    ]) {
      expect((await createKey(ana, body)).status).toBe(400);
    }
    await request(app).delete('/api/user/api-keys/not-an-id').set(signedIn(ana)).expect(400);
    expect(await ApiKeyModel.countDocuments({ ownerId: ana.ownerId })).toBe(0);

    await Promise.all(
      Array.from({ length: API_KEY_LIMITS.maxPerUser }, () => keyOf(ana, ['posts:read'])),
    );
    const over = await createKey(ana, { name: 'One more', scopes: ['posts:read'] }).expect(409);
    expect(errorOf(over.body).message).toBe(API_KEY_MESSAGES.tooMany);
    expect(await ApiKeyModel.countDocuments({ ownerId: ana.ownerId })).toBe(
      API_KEY_LIMITS.maxPerUser,
    );
  });
});
