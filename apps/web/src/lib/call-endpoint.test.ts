import { defineEndpoints, ENDPOINTS } from '@postcraft/contracts';
import { z } from 'zod';
import { createApiClient } from './api-client';
import { callEndpoint, UnexpectedAnswerError } from './call-endpoint';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** A client whose fetch records each call and answers with the given body. */
function clientAnswering(body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const client = createApiClient({
    fetchImpl: async (url: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: String(url), init });
      return jsonResponse(200, body);
    },
  });
  return { calls, client };
}

const T = defineEndpoints({
  listThings: {
    method: 'get',
    path: '/api/owners/{ownerId}/things',
    tag: 'Things',
    summary: 'List things',
    auth: 'user',
    params: z.object({ ownerId: z.string() }),
    query: z.object({ page: z.coerce.number().optional(), search: z.string().optional() }),
    answer: { kind: 'json', schema: z.object({ things: z.array(z.string()) }) },
    errors: [401],
  },
});

describe('calling an endpoint of the table', () => {
  it('when an endpoint with parameters and a query is called, then its path is filled and encoded and its answer typed', async () => {
    const { calls, client } = clientAnswering({ things: ['a', 'b'], extra: true });

    const answer = await callEndpoint(
      T.listThings,
      { params: { ownerId: 'o/1 x' }, query: { page: 2, search: undefined } },
      client,
    );

    expect(answer.things).toEqual(['a', 'b']);
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['GET', '/api/owners/o%2F1%20x/things?page=2'],
    ]);
  });

  it('when a table endpoint with a body is called, then its method and JSON body go out', async () => {
    const apiKey = {
      _id: 'k1',
      name: 'CI',
      scopes: ['posts:read'],
      start: 'pcft_abcdefg',
      createdAt: '2026-11-28T00:00:00.000Z',
      lastUsedAt: null,
    };
    const { calls, client } = clientAnswering({
      success: true,
      message: 'made',
      data: { apiKey, key: `pcft_${'a'.repeat(32)}` },
    });

    const answer = await callEndpoint(
      ENDPOINTS.createApiKey,
      { body: { name: 'CI', scopes: ['posts:read'] } },
      client,
    );

    expect(answer.data.apiKey).toEqual(apiKey);
    expect(calls.map((call) => [call.init.method, call.url, call.init.body])).toEqual([
      ['POST', '/api/user/api-keys', JSON.stringify({ name: 'CI', scopes: ['posts:read'] })],
    ]);
  });

  it('when the answer does not match the endpoint’s schema, then the call fails with an unexpected answer', async () => {
    const { client } = clientAnswering({ things: 'not a list' });

    const error = await callEndpoint(T.listThings, { params: { ownerId: 'o1' } }, client).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(UnexpectedAnswerError);
  });
});
