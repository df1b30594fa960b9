import { ApiError, createApiClient, getErrorMessage } from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** A fetch stand-in that records its calls and answers with the given response. */
function recordingFetch(answer: () => Response) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return answer();
  };
  return { calls, fetchImpl };
}

const t = (key: 'errors.unexpected' | 'errors.network') => `translated:${key}`;

describe('api client', () => {
  it('when a call succeeds, then it sends cookies and JSON and returns the parsed body', async () => {
    const { calls, fetchImpl } = recordingFetch(() =>
      jsonResponse(200, { user: { email: 'a@b.co' } }),
    );
    const client = createApiClient({ fetchImpl });

    const body = await client.post<{ user: { email: string } }>('/api/user/login', {
      email: 'a@b.co',
    });

    expect(body.user.email).toBe('a@b.co');
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0] ?? { url: '', init: {} };
    expect(url).toBe('/api/user/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.co' }));
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('when query values are given, then empty ones are left out of the address', async () => {
    const { calls, fetchImpl } = recordingFetch(() => jsonResponse(200, {}));
    const client = createApiClient({ fetchImpl });

    await client.get('/api/user/scheduled-posts', { query: { page: 1, status: undefined } });

    expect(calls.map((call) => call.url)).toEqual(['/api/user/scheduled-posts?page=1']);
  });

  it('when the server refuses, then an ApiError carries the status and its message', async () => {
    const client = createApiClient({
      fetchImpl: async () => jsonResponse(401, { message: 'Invalid credentials', code: 'AUTH' }),
    });

    const error = await client.get('/api/user/me').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid credentials', code: 'AUTH' });
    expect(getErrorMessage(error, t)).toBe('Invalid credentials');
  });

  it('when the server sends no message, then the translated fallback is shown', async () => {
    const client = createApiClient({ fetchImpl: async () => new Response('', { status: 500 }) });

    const error = await client.get('/api/user/me').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 500, serverMessage: undefined });
    expect(getErrorMessage(error, t)).toBe('translated:errors.unexpected');
  });

  it('when the server cannot be reached, then a network error is reported', async () => {
    const client = createApiClient({
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
    });

    const error = await client.get('/api/user/me').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 0, isNetworkError: true });
    expect(getErrorMessage(error, t)).toBe('translated:errors.network');
  });

  it('when the error is not from the API, then its own message is shown, else the fallback', () => {
    expect(getErrorMessage(new Error('Popup blocked'), t)).toBe('Popup blocked');
    expect(getErrorMessage('oops', t)).toBe('translated:errors.unexpected');
  });
});
