import {
  ApiErrorSchema,
  CreateWebhookResponseSchema,
  DELIVER_WEBHOOK,
  ENDPOINTS as E,
  endpointPath,
  ListWebhookDeliveriesResponseSchema,
  ListWebhooksResponseSchema,
  PLAN_LIMIT_MESSAGES,
  RotateWebhookSecretResponseSchema,
  TestWebhookResponseSchema,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_MESSAGES_FR,
  WebhookPayloadSchema,
} from '@postcraft/contracts';
import {
  asOwnerId,
  UserModel,
  WebhookDeliveryModel,
  WebhookEndpointModel,
  type OwnerId,
} from '@postcraft/data';
import { createJobPool, openJobQueue, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import type pg from 'pg';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { makePremium } from './helpers/premium.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>> & { ownerId: OwnerId };

const RECEIVER = 'http://127.0.0.1:9/hooks';

describe('webhooks: /api/user/webhooks', () => {
  const tableName = testJobTableName('webhooks_api');
  let bed: AccountTestBed;
  let app: ReturnType<AccountTestBed['newApp']>;
  let production: ReturnType<AccountTestBed['newApp']>;
  let queue: JobQueue;
  let pool: pg.Pool;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    pool = createJobPool(process.env.DATABASE_URL!);
    app = bed.newApp({ jobQueue: queue, env: { WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true' } });
    // Production's check: https only, public addresses only.
    production = bed.newApp({
      jobQueue: queue,
      config: { webhooks: { allowPrivateNetworks: false, requireHttps: true } },
    });
  });
  afterAll(async () => {
    await queue.close();
    await pool.end();
    await dropJobTable(tableName);
    await bed.stop();
  });

  const premiumUser = async (): Promise<TestUser> => {
    const user = await createVerifiedUser(bed);
    const found = await UserModel.findOne({ email: user.email }).orFail();
    const ownerId = asOwnerId(found._id.toString());
    await makePremium(ownerId);
    return { ...user, ownerId };
  };
  const signedIn = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const create = (user: TestUser, body: object, on = app) =>
    request(on).post(E.createWebhook.path).set(signedIn(user)).send(body);
  const pathOf = (endpoint: { path: string }, id: string) => endpointPath(endpoint.path, { id });
  const list = async (user: TestUser) =>
    ListWebhooksResponseSchema.parse(
      (await request(app).get(E.listWebhooks.path).set(signedIn(user)).expect(200)).body,
    ).data.webhooks;

  it('when a Premium user adds a webhook, then its id and secret are answered once and the secret is stored sealed', async () => {
    const ana = await premiumUser();

    const response = await create(ana, {
      url: RECEIVER,
      events: ['post.published', 'post.failed', 'post.published'],
    }).expect(201);

    const { id, secret, webhook } = CreateWebhookResponseSchema.parse(response.body);
    expect(secret).toMatch(/^whsec_/);
    expect(webhook).toMatchObject({
      _id: id,
      url: RECEIVER,
      events: ['post.published', 'post.failed'],
      enabled: true,
      disabledReason: null,
      secretStart: secret.slice(0, 10),
    });
    expect(await list(ana)).toEqual([webhook]);
    const stored = await WebhookEndpointModel.findById(id).lean().orFail();
    expect(JSON.stringify(stored)).not.toContain(secret.slice(6));
    expect(JSON.stringify(await list(ana))).not.toContain(secret.slice(6));
  });

  it('when production checks addresses, then private, loopback, metadata and plain-http ones are refused with 400 and nothing is saved', async () => {
    const ben = await premiumUser();
    for (const url of [
      'https://10.0.0.8/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://localhost/hook',
      'http://93.184.215.14/hook',
    ]) {
      const response = await create(ben, { url, events: ['post.published'] }, production).expect(
        400,
      );
      expect(ApiErrorSchema.parse(response.body).message).toBe(WEBHOOK_MESSAGES.urlRefused);
    }
    // Even where private networks are allowed, link-local (metadata) addresses are not.
    await create(ben, { url: 'http://169.254.169.254/', events: ['post.published'] }).expect(400);
    expect(await WebhookEndpointModel.countDocuments({ ownerId: ben.ownerId })).toBe(0);
  });

  it('when bodies are bad, then each gets 400 in the request’s language and nothing is saved', async () => {
    const cleo = await premiumUser();
    for (const body of [
      {},
      { url: RECEIVER },
      { url: RECEIVER, events: [] },
      { url: RECEIVER, events: ['post.deleted'] },
      { url: 'not a url', events: ['post.published'] },
      { url: RECEIVER, events: ['post.published'], extra: 1 },
    ]) {
      await create(cleo, body).expect(400);
    }
    const french = await create(cleo, { url: RECEIVER, events: [] })
      .set('Accept-Language', 'fr')
      .expect(400);
    expect(JSON.stringify(french.body)).toContain(WEBHOOK_MESSAGES_FR.eventsRequired);
    expect(await WebhookEndpointModel.countDocuments({ ownerId: cleo.ownerId })).toBe(0);
  });

  it('when a webhook is changed, turned off, rotated and deleted, then each answer shows it and another user gets 404', async () => {
    const dan = await premiumUser();
    const eve = await premiumUser();
    const { id, secret } = CreateWebhookResponseSchema.parse(
      (await create(dan, { url: RECEIVER, events: ['post.published'] }).expect(201)).body,
    );

    const changed = await request(app)
      .patch(pathOf(E.updateWebhook, id))
      .set(signedIn(dan))
      .send({ events: ['post.cancelled'], enabled: false })
      .expect(200);
    expect(changed.body.webhook).toMatchObject({
      events: ['post.cancelled'],
      enabled: false,
      disabledReason: 'user',
    });
    await request(app).patch(pathOf(E.updateWebhook, id)).set(signedIn(dan)).send({}).expect(400);
    await request(app)
      .patch(pathOf(E.updateWebhook, id))
      .set(signedIn(eve))
      .send({ enabled: true })
      .expect(404);
    await request(app).post(pathOf(E.testWebhook, id)).set(signedIn(dan)).expect(409);

    const rotated = RotateWebhookSecretResponseSchema.parse(
      (await request(app).post(pathOf(E.rotateWebhookSecret, id)).set(signedIn(dan)).expect(200))
        .body,
    );
    expect(rotated.secret).not.toBe(secret);
    const stored = await WebhookEndpointModel.findById(id).lean().orFail();
    expect(stored.previousSecretUntil!.getTime() - Date.now()).toBeGreaterThan(
      WEBHOOK_LIMITS.previousSecretMs - 60_000,
    );

    await request(app).delete(pathOf(E.deleteWebhook, id)).set(signedIn(eve)).expect(404);
    await request(app).delete(pathOf(E.deleteWebhook, id)).set(signedIn(dan)).expect(200);
    expect(await list(dan)).toEqual([]);
    await request(app).delete(pathOf(E.deleteWebhook, id)).set(signedIn(dan)).expect(404);
  });

  it('when a test event is sent, then one delivery is queued under its own job and shows in the log', async () => {
    const fay = await premiumUser();
    const { id } = CreateWebhookResponseSchema.parse(
      (await create(fay, { url: RECEIVER, events: ['post.published'] }).expect(201)).body,
    );

    const answer = TestWebhookResponseSchema.parse(
      (await request(app).post(pathOf(E.testWebhook, id)).set(signedIn(fay)).expect(202)).body,
    );

    expect(answer.delivery).toMatchObject({ eventType: 'webhook.test', status: 'pending' });
    const stored = await WebhookDeliveryModel.findById(answer.delivery._id).lean().orFail();
    expect(WebhookPayloadSchema.parse(JSON.parse(stored.payload))).toMatchObject({
      type: 'webhook.test',
      data: { webhookId: id },
    });
    const { rows } = await pool.query(`SELECT name, data FROM "${tableName}" WHERE id = $1`, [
      stored.jobId,
    ]);
    expect(rows).toEqual([{ name: DELIVER_WEBHOOK, data: { deliveryId: stored._id } }]);
    const log = ListWebhookDeliveriesResponseSchema.parse(
      (
        await request(app)
          .get(pathOf(E.listWebhookDeliveries, id))
          .query({ page: 1 })
          .set(signedIn(fay))
          .expect(200)
      ).body,
    );
    expect(log.data.deliveries.map((delivery) => delivery._id)).toEqual([stored._id]);
    expect(log.data.pagination).toMatchObject({ page: 1, total: 1, pages: 1 });
  });

  it('when a Free user adds a webhook, then 403 plan_limit; a key may not manage webhooks', async () => {
    const user = await createVerifiedUser(bed);
    const free = { ...user, ownerId: asOwnerId('000000000000000000000000') };
    const response = await create(free, { url: RECEIVER, events: ['post.published'] }).expect(403);
    expect(ApiErrorSchema.parse(response.body)).toMatchObject({
      code: 'plan_limit',
      message: PLAN_LIMIT_MESSAGES.webhooks,
    });

    const gus = await premiumUser();
    const key = await request(app)
      .post(E.createApiKey.path)
      .set(signedIn(gus))
      .send({ name: 'all', scopes: ['posts:read', 'posts:write', 'accounts:read'] })
      .expect(201);
    await request(app)
      .get(E.listWebhooks.path)
      .set({ Authorization: `Bearer ${key.body.data.key}` })
      .expect(403);
  });
});
