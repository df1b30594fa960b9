import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendWebhook } from '../src/send-webhook.js';
import type { ResolvedWebhookUrl } from '../src/webhook-url.js';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver on a free loopback port, answering each request with `answer`. */
async function startReceiver(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, received };
}

/** A URL on a name nobody resolves, pinned to the receiver's loopback address. */
const pinnedTo = (port: number, path = '/hook'): ResolvedWebhookUrl => ({
  url: new URL(`http://receiver.invalid:${port}${path}`),
  address: '127.0.0.1',
  family: 4,
});

const send = (target: ResolvedWebhookUrl, timeoutMs = 5_000) =>
  sendWebhook({
    target,
    payload: '{"type":"post.published"}',
    headers: { 'webhook-id': 'msg_1' },
    timeoutMs,
    userAgent: 'Postcraft-Webhooks/1',
  });

describe('sending a webhook', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('when the receiver answers 204, then the attempt is delivered, sent to the checked address with its headers', async () => {
    const receiver = await startReceiver((_req, res) => res.writeHead(204).end());
    servers.push(receiver.server);

    const result = await send(pinnedTo(receiver.port));

    expect(result).toMatchObject({ outcome: 'delivered', status: 204 });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toMatchObject({
      path: '/hook',
      body: '{"type":"post.published"}',
      headers: expect.objectContaining({
        'webhook-id': 'msg_1',
        'content-type': 'application/json',
        'user-agent': 'Postcraft-Webhooks/1',
        host: `receiver.invalid:${receiver.port}`,
      }),
    });
  });

  it('when the receiver answers 500 or a redirect, then the attempt failed with its status and the start of its answer', async () => {
    const receiver = await startReceiver((req, res) => {
      if (req.url === '/moved') res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      else res.writeHead(500).end('x'.repeat(5_000));
    });
    servers.push(receiver.server);

    const failed = await send(pinnedTo(receiver.port));
    expect(failed).toMatchObject({ outcome: 'http_error', status: 500 });
    expect(failed.detail).toHaveLength(1_024);

    const moved = await send(pinnedTo(receiver.port, '/moved'));
    expect(moved).toMatchObject({ outcome: 'http_error', status: 302 });
    expect(receiver.received.map((request) => request.path)).toEqual(['/hook', '/moved']);
  });

  it('when the receiver never answers, then the attempt times out', async () => {
    const receiver = await startReceiver(() => undefined);
    servers.push(receiver.server);

    const result = await send(pinnedTo(receiver.port), 300);

    expect(result).toMatchObject({ outcome: 'timeout', status: null });
  });

  it('when nothing listens, then the attempt is a network error', async () => {
    const receiver = await startReceiver((_req, res) => res.end());
    const { port } = receiver;
    await new Promise((resolve) => receiver.server.close(resolve));

    expect(await send(pinnedTo(port))).toMatchObject({ outcome: 'network_error', status: null });
  });
});
