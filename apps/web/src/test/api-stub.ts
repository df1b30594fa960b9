import { Buffer } from 'node:buffer';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setApiBaseUrl } from '../lib/api-client';

/**
 * A real HTTP server standing in for the API in component tests: the app's own api client talks
 * to it over the network, so headers, bodies and status codes are exercised as in production.
 * Cross-origin rules do not apply here (the test runtime's fetch has no CORS).
 */

export interface StubRequest {
  method: string;
  path: string;
  /** The query string's values (the last one of a repeated name). */
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface StubAnswer {
  status: number;
  body?: unknown;
}

/** Keyed by 'METHOD /path', e.g. 'POST /api/user/login'. */
export type StubRoutes = Record<string, (request: StubRequest) => StubAnswer | Promise<StubAnswer>>;

export interface ApiStub {
  url: string;
  /** Every request received, in order. */
  requests: StubRequest[];
  /** Replaces or adds answers for the following requests. */
  answer(routes: StubRoutes): void;
  /** Resolves once every request received so far has been answered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(response: ServerResponse, { status, body }: StubAnswer): void {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** Starts the stand-in on a free port and points the app's api client at it. */
export async function startApiStub(initialRoutes: StubRoutes = {}): Promise<ApiStub> {
  let routes: StubRoutes = { ...initialRoutes };
  const requests: StubRequest[] = [];
  const answering = new Set<Promise<void>>();

  const server = createServer((request, response) => {
    const answered = (async () => {
      const url = new URL(request.url ?? '/', 'http://stub.local');
      const received: StubRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: await readJson(request),
      };
      requests.push(received);
      const handler = routes[`${received.method} ${received.path}`];
      send(
        response,
        handler ? await handler(received) : { status: 404, body: { message: 'Not found' } },
      );
    })();
    answering.add(answered);
    void answered.finally(() => answering.delete(answered));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  setApiBaseUrl(url);

  return {
    url,
    requests,
    answer(next) {
      routes = { ...routes, ...next };
    },
    async settled() {
      while (answering.size > 0) await Promise.all([...answering]);
    },
    close() {
      setApiBaseUrl('');
      // Requests still under way are answered first, so none fails into the next test.
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      });
    },
  };
}
