import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a stand-in received, decoded for assertions. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Raw body bytes. */
  bytes: Buffer;
  /** The body as text. */
  text: string;
  /** application/json bodies, parsed. */
  json: unknown;
  /** application/x-www-form-urlencoded bodies, parsed. */
  form: URLSearchParams | null;
}

export interface StandInReply {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export type StandInHandler = (request: RecordedRequest) => StandInReply | Promise<StandInReply>;

export interface StandInServer {
  /** Base URL, e.g. http://127.0.0.1:40123 (no trailing slash). */
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Replaces or adds the handler of 'METHOD /path' (query excluded). */
  route(key: string, handler: StandInHandler): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server standing in for a platform's API, built from its documentation: each route
 * ('POST /v2/oauth2/token') answers what the platform would; unknown routes answer 404 and are
 * recorded too, so a test sees exactly what an adapter sent.
 */
export async function startStandIn(
  routes: Record<string, StandInHandler> = {},
): Promise<StandInServer> {
  const handlers = new Map(Object.entries(routes));
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const contentType = req.headers['content-type'] ?? '';
    const text = bytes.toString('utf8');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      bytes,
      text,
      json:
        contentType.includes('application/json') && text
          ? (JSON.parse(text) as unknown)
          : undefined,
      form: contentType.includes('application/x-www-form-urlencoded')
        ? new URLSearchParams(text)
        : null,
    };
    requests.push(recorded);

    const handler = handlers.get(`${recorded.method} ${recorded.path}`);
    const reply: StandInReply = handler
      ? await handler(recorded)
      : {
          status: 404,
          json: { error: `stand-in has no route ${recorded.method} ${recorded.path}` },
        };
    const headers = { ...reply.headers };
    let body = reply.text ?? '';
    if (reply.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(reply.json);
    }
    res.writeHead(reply.status ?? 200, headers);
    res.end(body);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route: (key, handler) => handlers.set(key, handler),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
