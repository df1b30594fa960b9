import { randomInt } from 'node:crypto';
import { request, type IncomingHttpHeaders } from 'node:http';

export interface JsonAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A loopback address of its own (127.x.y.z): on Linux the whole 127.0.0.0/8 reaches a server
 * listening on 127.0.0.1, so a test can be several clients without the app trusting a proxy.
 */
export const newLoopbackAddress = () =>
  `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** POSTs `body` as JSON to `url` from the local address `from`. */
export function postJsonFrom(
  from: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? (JSON.parse(text) as unknown) : undefined,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
