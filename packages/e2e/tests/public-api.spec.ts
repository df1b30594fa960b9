import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import {
  createEndpointClient,
  ENDPOINTS as E,
  WebhookPayloadSchema,
  type WebhookPayload,
} from '@postcraft/contracts';
import { Webhook } from 'standardwebhooks';
import { connectSandbox } from '../connect-sandbox.js';
import { subscribeToPremium, TEST_CARDS } from '../credits-purchase.js';
import { signUpAndOnboard } from '../sign-up.js';

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A developer's endpoint on this machine: keeps each delivery and answers 204. */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, deliveries, url: `http://127.0.0.1:${port}/postcraft` };
}

/**
 * A developer's journey, driven by the endpoint table's client alone (no path written by hand):
 * a key made with the signed-in session, a webhook, then a script holding only the key uploads a
 * photo and schedules a post, and the receiver gets the signed `post.published` when the Sandbox
 * has it.
 */
test('a script with an API key uploads a photo and schedules a post; its webhook receives the signed post.published', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await signUpAndOnboard(page, `script.${stamp}@example.com`);
  await connectSandbox(page, `script_${stamp}`);
  await page.goto('/plan');
  await subscribeToPremium(page, TEST_CARDS.succeeds);

  const cookies = (await page.context().cookies())
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
  const session = createEndpointClient({
    baseUrl: baseURL!,
    headers: { Cookie: cookies, 'X-Requested-With': 'postcraft' },
    fetch,
  });
  const created = await session(E.createApiKey, {
    body: { name: 'Publishing script', scopes: ['posts:write', 'media:write', 'accounts:read'] },
  });
  const receiver = await startReceiver();
  try {
    const { secret } = await session(E.createWebhook, {
      body: { url: receiver.url, events: ['post.published'] },
    });

    const script = createEndpointClient({
      baseUrl: baseURL!,
      headers: { Authorization: `Bearer ${created.data.key}` },
      fetch,
    });
    const accounts = await script(E.getActiveAccounts, {});
    expect(accounts.data.active).toEqual(['sandbox']);
    const form = new FormData();
    const photoBytes = readFileSync(new URL('../fixtures/shop-front.jpg', import.meta.url));
    form.append('media', new Blob([photoBytes], { type: 'image/jpeg' }), 'shop-front.jpg');
    const { photo } = await script(E.addBrandPhoto, { body: form });
    const caption = `Scheduled by a script ${stamp}`;
    const scheduled = await script(E.createScheduledPost, {
      body: {
        platforms: ['sandbox'],
        caption,
        mediaUrl: photo.url,
        scheduledTime: new Date(Date.now() + 10_000).toISOString(),
      },
    });

    await expect
      .poll(() => receiver.deliveries.length, { timeout: 90_000, intervals: [500] })
      .toBeGreaterThan(0);
    const [delivery] = receiver.deliveries;
    const verified = new Webhook(secret).verify(
      delivery!.body,
      delivery!.headers as Record<string, string>,
    );
    const payload: WebhookPayload = WebhookPayloadSchema.parse(verified);
    expect(payload.type).toBe('post.published');
    expect('post' in payload.data && payload.data.post).toMatchObject({
      _id: scheduled._id,
      caption,
      status: 'completed',
    });
  } finally {
    receiver.server.closeAllConnections();
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});
