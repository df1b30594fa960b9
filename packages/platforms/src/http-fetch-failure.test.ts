import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, fetchFailure, withRequestTimeout } from './http.js';
import type { PlatformError } from './platform-error.js';

/** A real server that holds '/hold' without answering and cuts the connection of '/reset'. */
async function startPlatform(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.url === '/reset') req.socket.destroy();
    else if (req.url !== '/hold') res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A port nothing listens on: a server is opened there, then closed. */
async function closedPortUrl(): Promise<string> {
  const { url, server } = await startPlatform();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return url;
}

const failureOf = (promise: Promise<unknown>): Promise<PlatformError> =>
  promise.then(
    () => {
      throw new Error('the request should have failed');
    },
    (error: PlatformError) => error,
  );

describe('a platform call that gets no HTTP answer', () => {
  let platform: { url: string; server: Server };
  const client = createHttpClient('sandbox', withRequestTimeout(fetch, 200), () => undefined);

  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => {
    platform.server.closeAllConnections();
    await new Promise<void>((resolve) => platform.server.close(() => resolve()));
  });

  it('when a create is held past the timeout, then its outcome is unknown and the message says so', async () => {
    const error = await failureOf(
      client.request(`${platform.url}/hold`, { method: 'POST', json: {} }),
    );
    expect(error).toMatchObject({ kind: 'provider_error', outcomeUnknown: true });
    expect(error.message).toBe(`${new URL(platform.url).host} did not answer in time`);
  });

  it('when the connection of a create is cut, then its outcome is unknown', async () => {
    const error = await failureOf(client.request(`${platform.url}/reset`, { method: 'POST' }));
    expect(error).toMatchObject({ kind: 'provider_error', outcomeUnknown: true });
  });

  it('when a read is held past the timeout, then it is an ordinary temporary failure', async () => {
    const error = await failureOf(client.request(`${platform.url}/hold`));
    expect(error).toMatchObject({ kind: 'provider_error', outcomeUnknown: false });
  });

  it('when nothing listens on the port, then the create never left and is an ordinary temporary failure', async () => {
    const error = await failureOf(
      client.request(`${await closedPortUrl()}/posts`, { method: 'POST' }),
    );
    expect(error).toMatchObject({ kind: 'provider_error', outcomeUnknown: false });
    expect(error.message).toMatch(
      /^Could not reach 127\.0\.0\.1:\d+: fetch failed \(ECONNREFUSED\)$/,
    );
  });

  it('when the cause says the connection never opened, then the create was not sent; an unknown cause counts as sent', () => {
    const target = 'https://api.example.com/posts';
    const failed = (cause: unknown) => Object.assign(new TypeError('fetch failed'), { cause });
    const coded = (code: string) => Object.assign(new Error(code), { code });
    for (const code of ['ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH']) {
      expect(fetchFailure('sandbox', target, 'POST', failed(coded(code))).outcomeUnknown).toBe(
        false,
      );
    }
    const everyAddressRefused = new AggregateError([coded('ECONNREFUSED'), coded('ENETUNREACH')]);
    expect(
      fetchFailure('sandbox', target, 'POST', failed(everyAddressRefused)).outcomeUnknown,
    ).toBe(false);
    for (const cause of [coded('ECONNRESET'), coded('UND_ERR_HEADERS_TIMEOUT'), undefined]) {
      expect(fetchFailure('sandbox', target, 'POST', failed(cause)).outcomeUnknown).toBe(true);
    }
    expect(fetchFailure('sandbox', target, 'GET', failed(coded('ECONNRESET'))).outcomeUnknown).toBe(
      false,
    );
  });
});
