import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_LIMITS, WebhookPayloadSchema, type ScheduledPost } from '@postcraft/contracts';
import {
  findWebhookDelivery,
  insertWebhook,
  WebhookDeliveryModel,
  WebhookEndpointModel,
  type OwnerId,
  type WebhookEndpointRecord,
} from '@postcraft/data';
import { withDatabaseName } from '@postcraft/runtime-config';
import mongoose, { Types } from 'mongoose';
import { Webhook } from 'standardwebhooks';
import { attemptWebhookDelivery, type WebhookDeliveryServices } from '../src/deliver-webhook.js';
import { recordWebhookEvent, type QueueJobOnce } from '../src/webhook-events.js';
import { newWebhookSecret } from '../src/webhook-signature.js';
import { secretStartOf, webhookSecretCipher } from '../src/webhook-secrets.js';

const cipher = webhookSecretCipher('webhook-tests-key-of-enough-length');
const HOUR = 3_600_000;

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver on a loopback port whose answer the test sets (a status, or never answering). */
async function startReceiver() {
  const received: Received[] = [];
  let answer: number | 'hang' = 204;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      if (answer !== 'hang')
        res.writeHead(answer).end(answer === 204 ? undefined : 'receiver says no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    received,
    url: `http://127.0.0.1:${port}/hooks`,
    answerWith: (next: number | 'hang') => (answer = next),
  };
}

const post = (id: string): ScheduledPost => ({
  _id: id,
  jobId: null,
  scheduledTime: '2026-11-28T10:00:00.000Z',
  originalScheduledTime: '2026-11-28T10:00:00.000Z',
  caption: 'Autumn walk',
  captions: {},
  mediaUrl: null,
  carouselUrls: [],
  mediaFilePath: null,
  platforms: ['sandbox'],
  status: 'completed',
  type: 'image',
  isOverdue: false,
  timeUntilExecution: null,
  platformResults: [],
  isPartial: false,
  rescheduledFrom: null,
  autopilot: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
});

describe('webhook deliveries', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const queued: Array<{ name: string; jobId: string; data: Record<string, unknown> }> = [];
  const queueOnce: QueueJobOnce = async (name, _runAt, data, jobId) => {
    queued.push({ name, jobId, data });
  };
  const disabled: string[] = [];
  const services = (overrides: Partial<WebhookDeliveryServices> = {}): WebhookDeliveryServices => ({
    cipher,
    policy: { allowPrivateNetworks: true, requireHttps: false },
    userAgent: 'Postcraft-Webhooks/test',
    timeoutMs: 2_000,
    onDisabled: async (endpoint) => {
      disabled.push(endpoint._id.toString());
    },
    ...overrides,
  });

  const owner = () => new Types.ObjectId().toString() as OwnerId;
  async function addWebhook(
    ownerId: OwnerId,
    options: { events?: WebhookEndpointRecord['events']; url?: string; secret?: string } = {},
  ) {
    const secret = options.secret ?? newWebhookSecret();
    const webhook = await insertWebhook(
      ownerId,
      {
        url: options.url ?? receiver.url,
        events: options.events ?? ['post.published', 'post.failed'],
        secretSealed: cipher.encrypt(secret),
        secretStart: secretStartOf(secret),
      },
      WEBHOOK_LIMITS.maxPerUser,
    );
    return { webhook: webhook!, secret };
  }
  const publishedEvent = (postId: string, at = new Date()) =>
    ({ type: 'post.published', key: `post.published:${postId}`, at, post: post(postId) }) as const;
  const deliveriesOf = (endpointId: Types.ObjectId) =>
    WebhookDeliveryModel.find({ endpointId }).lean().exec();

  beforeAll(async () => {
    await mongoose.connect(
      withDatabaseName(process.env.MONGODB_URI!, `test_${randomBytes(6).toString('hex')}`),
    );
    await Promise.all([WebhookEndpointModel.init(), WebhookDeliveryModel.init()]);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    receiver.server.closeAllConnections();
    await new Promise((resolve) => receiver.server.close(resolve));
    await mongoose.connection.db?.dropDatabase();
    await mongoose.disconnect();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answerWith(204);
    queued.length = 0;
  });

  it('when an event is recorded twice, then each subscribed webhook that is on gets one delivery, queued under one job id', async () => {
    const ownerId = owner();
    const { webhook } = await addWebhook(ownerId);
    const { webhook: other } = await addWebhook(ownerId, { events: ['post.cancelled'] });
    const { webhook: off } = await addWebhook(ownerId);
    await WebhookEndpointModel.updateOne({ _id: off._id }, { $set: { enabled: false } });
    await addWebhook(owner());

    expect(await recordWebhookEvent(ownerId, publishedEvent('p1'), queueOnce)).toBe(1);
    expect(await recordWebhookEvent(ownerId, publishedEvent('p1'), queueOnce)).toBe(1);

    const deliveries = await deliveriesOf(webhook._id);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!._id).toMatch(/^msg_/);
    expect(await deliveriesOf(other._id)).toHaveLength(0);
    expect(await deliveriesOf(off._id)).toHaveLength(0);
    expect(new Set(queued.map((job) => job.jobId))).toEqual(new Set([deliveries[0]!.jobId]));
    expect(queued.every((job) => job.data.deliveryId === deliveries[0]!._id)).toBe(true);
    expect(WebhookPayloadSchema.parse(JSON.parse(deliveries[0]!.payload))).toMatchObject({
      type: 'post.published',
      data: { post: { _id: 'p1', caption: 'Autumn walk' } },
    });
  });

  it('when the receiver answers 204, then the delivery is signed as Standard Webhooks says and logged delivered', async () => {
    const ownerId = owner();
    const { webhook, secret } = await addWebhook(ownerId);
    await recordWebhookEvent(ownerId, publishedEvent('p2'), queueOnce);
    const [delivery] = await deliveriesOf(webhook._id);

    expect(await attemptWebhookDelivery(delivery!._id, services())).toEqual({ state: 'delivered' });

    expect(receiver.received).toHaveLength(1);
    const { headers, body } = receiver.received[0]!;
    expect(body).toBe(delivery!.payload);
    expect(headers['webhook-id']).toBe(delivery!._id);
    const verified = new Webhook(secret).verify(body, headers as Record<string, string>);
    expect(verified).toMatchObject({ type: 'post.published' });
    const logged = (await findWebhookDelivery(delivery!._id))!;
    expect(logged).toMatchObject({ status: 'delivered', nextAttemptAt: null });
    expect(logged.attempts).toEqual([
      expect.objectContaining({ outcome: 'delivered', status: 204 }),
    ]);
    // A delivered one is never sent again.
    expect(await attemptWebhookDelivery(delivery!._id, services())).toEqual({ state: 'skipped' });
    expect(receiver.received).toHaveLength(1);
  });

  it('when the receiver fails with 500 then times out, then each attempt is logged and retried with the same webhook-id until one succeeds', async () => {
    const ownerId = owner();
    const { webhook } = await addWebhook(ownerId);
    await recordWebhookEvent(ownerId, publishedEvent('p3'), queueOnce);
    const [delivery] = await deliveriesOf(webhook._id);

    receiver.answerWith(500);
    const first = await attemptWebhookDelivery(delivery!._id, services());
    expect(first.state).toBe('retry');
    receiver.answerWith('hang');
    const second = await attemptWebhookDelivery(delivery!._id, services({ timeoutMs: 300 }));
    expect(second.state).toBe('retry');
    receiver.answerWith(204);
    expect(await attemptWebhookDelivery(delivery!._id, services())).toEqual({ state: 'delivered' });

    const logged = (await findWebhookDelivery(delivery!._id))!;
    expect(logged.attempts.map((attempt) => [attempt.outcome, attempt.status])).toEqual([
      ['http_error', 500],
      ['timeout', null],
      ['delivered', 204],
    ]);
    expect(logged.attempts[0]!.detail).toBe('receiver says no');
    expect(new Set(receiver.received.map((request) => request.headers['webhook-id']))).toEqual(
      new Set([delivery!._id]),
    );
    expect((await WebhookEndpointModel.findById(webhook._id).lean())!.failingSince).toBeNull();
  });

  it('when an event is older than the retry window, then its failed attempt gives it up', async () => {
    const ownerId = owner();
    const { webhook } = await addWebhook(ownerId);
    await recordWebhookEvent(ownerId, publishedEvent('p4'), queueOnce);
    const [delivery] = await deliveriesOf(webhook._id);
    receiver.answerWith(503);

    const later = new Date(Date.now() + WEBHOOK_LIMITS.retryWindowMs);
    expect(await attemptWebhookDelivery(delivery!._id, services({ now: () => later }))).toEqual({
      state: 'failed',
    });
    expect(await findWebhookDelivery(delivery!._id)).toMatchObject({
      status: 'failed',
      nextAttemptAt: null,
    });
  });

  it('when a webhook has failed without a success for 24 hours, then it is turned off once and its deliveries stop', async () => {
    const ownerId = owner();
    const { webhook } = await addWebhook(ownerId);
    await WebhookEndpointModel.updateOne(
      { _id: webhook._id },
      { $set: { failingSince: new Date(Date.now() - 25 * HOUR) } },
    );
    await recordWebhookEvent(ownerId, publishedEvent('p5'), queueOnce);
    await recordWebhookEvent(ownerId, publishedEvent('p6'), queueOnce);
    const [first, second] = await deliveriesOf(webhook._id);
    receiver.answerWith(500);

    expect((await attemptWebhookDelivery(first!._id, services())).state).toBe('retry');
    expect(disabled.filter((id) => id === webhook._id.toString())).toHaveLength(1);
    expect(await WebhookEndpointModel.findById(webhook._id).lean()).toMatchObject({
      enabled: false,
      disabledReason: 'failing',
    });

    const before = receiver.received.length;
    expect(await attemptWebhookDelivery(second!._id, services())).toEqual({ state: 'failed' });
    expect(receiver.received).toHaveLength(before);
    expect((await findWebhookDelivery(second!._id))!.attempts).toEqual([
      expect.objectContaining({ outcome: 'refused', detail: 'the webhook is turned off' }),
    ]);
    expect(disabled.filter((id) => id === webhook._id.toString())).toHaveLength(1);
  });

  it('when production checks the URL again at delivery, then a loopback receiver is refused and nothing is sent', async () => {
    const ownerId = owner();
    const { webhook } = await addWebhook(ownerId);
    await recordWebhookEvent(ownerId, publishedEvent('p7'), queueOnce);
    const [delivery] = await deliveriesOf(webhook._id);

    const production = services({ policy: { allowPrivateNetworks: false, requireHttps: true } });
    expect((await attemptWebhookDelivery(delivery!._id, production)).state).toBe('retry');

    expect(receiver.received).toHaveLength(0);
    expect((await findWebhookDelivery(delivery!._id))!.attempts).toEqual([
      expect.objectContaining({ outcome: 'refused', status: null }),
    ]);
  });

  it('when the secret was rotated less than a day ago, then both secrets sign; after that only the new one', async () => {
    const ownerId = owner();
    const previous = newWebhookSecret();
    const current = newWebhookSecret();
    const { webhook } = await addWebhook(ownerId, { secret: current });
    await WebhookEndpointModel.updateOne(
      { _id: webhook._id },
      {
        $set: {
          previousSecretSealed: cipher.encrypt(previous),
          previousSecretUntil: new Date(Date.now() + HOUR),
        },
      },
    );
    await recordWebhookEvent(ownerId, publishedEvent('p8'), queueOnce);
    await recordWebhookEvent(ownerId, publishedEvent('p9'), queueOnce);
    const [during, after] = await deliveriesOf(webhook._id);

    await attemptWebhookDelivery(during!._id, services());
    const twoHoursLater = new Date(Date.now() + 2 * HOUR);
    await attemptWebhookDelivery(after!._id, services({ now: () => twoHoursLater }));

    const [signedDuring, signedAfter] = receiver.received;
    for (const secret of [previous, current]) {
      expect(() =>
        new Webhook(secret).verify(
          signedDuring!.body,
          signedDuring!.headers as Record<string, string>,
        ),
      ).not.toThrow();
    }
    expect(String(signedAfter!.headers['webhook-signature']).split(' ')).toHaveLength(1);
  });
});
