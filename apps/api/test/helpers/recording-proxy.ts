import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** One request the proxy passed on. */
export interface ProxiedRequest {
  method: string;
  path: string;
}

export interface RecordingProxy {
  /** http://127.0.0.1:<port>: give it as an adapter's base URL (`SANDBOX_URL_BASE`). */
  url: string;
  /** Where requests go on to; set once the app behind it listens. */
  target: string;
  /** Every request passed on, in order of arrival. */
  requests: ProxiedRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server between an adapter and the platform it calls (the Sandbox, served by the
 * app itself): it records each request and passes it on unchanged, after `delayMs` for the
 * requests `isSlow` picks (a platform that takes its time).
 */
export async function startRecordingProxy(
  options: { delayMs?: number; isSlow?: (request: ProxiedRequest) => boolean } = {},
): Promise<RecordingProxy> {
  const requests: ProxiedRequest[] = [];
  const proxy: RecordingProxy = { url: '', target: '', requests, close: async () => {} };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const recorded = {
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://p').pathname,
    };
    requests.push(recorded);
    if (options.delayMs && options.isSlow?.(recorded)) await sleep(options.delayMs);
    const upstream = forward(
      new URL(req.url ?? '/', proxy.target),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
