import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { createEndpointClient, EndpointCallError } from './endpoint-client.js';

const T = defineEndpoints({
  renameThing: {
    method: 'put',
    path: '/api/things/{id}',
    tag: 'Things',
    summary: 'Rename a thing',
    auth: 'user',
    params: z.object({ id: z.string() }),
    query: z.object({ dryRun: z.coerce.boolean().optional() }),
    body: z.object({ name: z.string() }),
    answer: { kind: 'json', schema: z.object({ id: z.string(), name: z.string() }) },
    errors: [404],
  },
});

describe('the endpoint client for scripts', () => {
  let server: Server;
  let baseUrl: string;
  const seen: Array<{
    method?: string;
    url?: string;
    headers: IncomingMessage['headers'];
    body: string;
  }> = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const call = () =>
    createEndpointClient({ baseUrl, headers: { Authorization: 'Bearer pcft_x' }, fetch });

  it('when an endpoint is called, then its method, filled path, query, JSON body and headers go out and its answer is parsed', async () => {
    answer = { status: 200, body: { id: 'a b', name: 'New', extra: 1 } };

    const renamed = await call()(T.renameThing, {
      params: { id: 'a b' },
      query: { dryRun: true },
      body: { name: 'New' },
    });

    expect(renamed).toEqual({ id: 'a b', name: 'New' });
    expect(seen.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/things/a%20b?dryRun=true',
      body: '{"name":"New"}',
      headers: expect.objectContaining({
        authorization: 'Bearer pcft_x',
        'content-type': 'application/json',
      }),
    });
  });

  it('when the API refuses, then the call throws with its status and message', async () => {
    answer = { status: 404, body: { message: 'Not here', code: 'not_found' } };

    const error = await call()(T.renameThing, { params: { id: 'x' }, body: { name: 'N' } }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(EndpointCallError);
    expect(error).toMatchObject({ status: 404, message: 'Not here' });
  });

  it('when the answer does not match the endpoint’s schema, then the call fails', async () => {
    answer = { status: 200, body: { id: 3 } };

    await expect(
      call()(T.renameThing, { params: { id: 'x' }, body: { name: 'N' } }),
    ).rejects.toThrow();
  });
});
