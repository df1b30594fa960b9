import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_LIMITS, WebhookPayloadSchema } from '@postcraft/contracts';
import {
  insertWebhook,
  WebhookDeliveryModel,
  type OwnerId,
  type WebhookEndpointRecord,
} from '@postcraft/data';
import { newWebhookSecret, secretStartOf, webhookSecretCipher } from '@postcraft/webhooks';
import { Webhook } from 'standardwebhooks';
import { waitFor } from './helpers/wait-for.js';
import {
  countByStatus,
  ownerWithSandboxAccount,
  seedScheduledPosts,
  TEST_ENCRYPTION_KEY,
} from './support/publish-fixtures.js';
import { usePublishHarness } from './support/publish-harness.js';

interface Received {
  id: string;
  type: string;
  postId: string | null;
}

/**
 * A developer's endpoint: verifies each signature with the Standard Webhooks reference check,
 * keeps every request, and answers 204, or holds the first request forever when asked to.
 */
async function startReceiver(secret: string) {
  const requests: Received[] = [];
  const rejected: string[] = [];
  let holdFirst = false;
  let held: ServerResponse | null = null;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      try {
        new Webhook(secret).verify(body, req.headers as Record<string, string>);
      } catch (error) {
        rejected.push(String(error));
      }
      const payload = WebhookPayloadSchema.parse(JSON.parse(body));
      requests.push({
        id: String(req.headers['webhook-id']),
        type: payload.type,
        postId: 'post' in payload.data ? payload.data.post._id : null,
      });
      if (holdFirst && !held) {
        held = res;
        return;
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    requests,
    rejected,
    url: `http://127.0.0.1:${port}/postcraft-events`,
    holdTheFirstRequest: () => (holdFirst = true),
    /** The events as a receiver that dedupes on webhook-id keeps them. */
    events: () => [...new Map(requests.map((request) => [request.id, request])).values()],
  };
}

describe('webhook deliveries made by worker processes', () => {
  const harness = usePublishHarness('webhooks', {
    WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
    PUBLISH_LOCK_LIFETIME_MS: '3000',
  });
  const cipher = webhookSecretCipher(TEST_ENCRYPTION_KEY);
  const servers: Server[] = [];
  afterEach(() => Promise.all(harness.workers.splice(0).map((worker) => worker.kill())));
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  async function ownerWithWebhook(url: string, secret: string) {
    const owner = await ownerWithSandboxAccount(harness.cipher);
    const webhook = (await insertWebhook(
      owner as OwnerId,
      {
        url,
        events: ['post.published', 'post.failed'],
        secretSealed: cipher.encrypt(secret),
        secretStart: secretStartOf(secret),
      },
      WEBHOOK_LIMITS.maxPerUser,
    )) as WebhookEndpointRecord;
    return { owner, webhook };
  }

  it('when two workers publish posts, then the endpoint gets one signed post.published per post, each under one webhook-id', async () => {
    const secret = newWebhookSecret();
    const receiver = await startReceiver(secret);
    servers.push(receiver.server);
    const { owner, webhook } = await ownerWithWebhook(receiver.url, secret);
    await harness.startWorker('hooks-a');
    await harness.startWorker('hooks-b');

    const postIds = await seedScheduledPosts({
      owner,
      count: 8,
      dueAt: () => new Date(Date.now() + 1_000),
      schedule: harness.schedule,
      prefix: 'hooked',
    });

    await waitFor(async () => (await countByStatus(postIds)).completed === postIds.length, 60_000);
    // The receiver answers before the worker logs the attempt: both are awaited.
    const delivered = async () =>
      WebhookDeliveryModel.countDocuments({ endpointId: webhook._id, status: 'delivered' });
    await waitFor(async () => (await delivered()) === postIds.length, 60_000);
    expect(receiver.rejected).toEqual([]);
    expect(receiver.events().map((event) => event.type)).toEqual(
      postIds.map(() => 'post.published'),
    );
    expect(new Set(receiver.events().map((event) => event.postId))).toEqual(new Set(postIds));
    // One delivery, so one webhook-id, per post: never two ids for one event.
    const deliveries = await WebhookDeliveryModel.find({ endpointId: webhook._id }).lean();
    expect(deliveries).toHaveLength(postIds.length);
    expect(deliveries.every((delivery) => delivery.status === 'delivered')).toBe(true);
    expect(new Set(receiver.requests.map((request) => request.id))).toEqual(
      new Set(deliveries.map((delivery) => delivery._id)),
    );
  }, 150_000);

  it('when the worker delivering is killed mid-request, then another sends the same webhook-id again and the event is delivered once', async () => {
    const secret = newWebhookSecret();
    const receiver = await startReceiver(secret);
    servers.push(receiver.server);
    receiver.holdTheFirstRequest();
    const { owner, webhook } = await ownerWithWebhook(receiver.url, secret);
    const first = await harness.startWorker('hooks-killed');

    const [postId] = await seedScheduledPosts({
      owner,
      count: 1,
      dueAt: () => new Date(Date.now() + 500),
      schedule: harness.schedule,
      prefix: 'killed',
    });
    await waitFor(async () => receiver.requests.length === 1, 60_000);
    await first.kill();
    await harness.startWorker('hooks-survivor');

    await waitFor(
      async () =>
        (await WebhookDeliveryModel.findOne({ endpointId: webhook._id }).lean())?.status ===
        'delivered',
      60_000,
    );
    const [delivery] = await WebhookDeliveryModel.find({ endpointId: webhook._id }).lean();
    expect(receiver.requests.length).toBeGreaterThanOrEqual(2);
    expect(new Set(receiver.requests.map((request) => request.id))).toEqual(
      new Set([delivery!._id]),
    );
    expect(receiver.events()).toEqual([{ id: delivery!._id, type: 'post.published', postId }]);
    expect(delivery!.attempts.map((attempt) => attempt.outcome)).toEqual(['delivered']);
  }, 150_000);
});
