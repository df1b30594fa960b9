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

  it('when a call changes state, then it carries the CSRF header; a read does not', async () => {
    const { calls, fetchImpl } = recordingFetch(() => jsonResponse(200, {}));
    const client = createApiClient({ fetchImpl });

    await client.get('/api/user/me');
    await client.post('/api/user/logout');
    await client.put('/api/user/password', {});
    await client.delete('/api/user/disconnect/x');

    const marks = calls.map(
      ({ init }) => (init.headers as Record<string, string>)['X-Requested-With'],
    );
    expect(marks).toEqual([undefined, 'postcraft', 'postcraft', 'postcraft']);
  });
});

const SESSION = {
  refreshPath: '/api/user/refresh',
  skipPaths: ['/api/user/login'],
  startPaths: ['/api/user/login'],
};

/** A fetch stand-in answering by 'METHOD path' from a list of answers consumed in order. */
function scriptedFetch(script: Record<string, number[]>) {
  const calls: string[] = [];
  const fetchImpl = async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(url)}`;
    calls.push(key);
    const status = script[key]?.shift() ?? 404;
    return jsonResponse(status, status === 200 ? { ok: true } : { message: `status ${status}` });
  };
  return { calls, fetchImpl };
}

describe('api client session renewal', () => {
  it('when a call answers 401, then the session is refreshed once and the call retried once', async () => {
    const { calls, fetchImpl } = scriptedFetch({
      'GET /api/user/me': [401, 200],
      'POST /api/user/refresh': [200],
    });
    const client = createApiClient({ fetchImpl, session: SESSION });

    await expect(client.get('/api/user/me')).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['GET /api/user/me', 'POST /api/user/refresh', 'GET /api/user/me']);
  });

  it('when the refresh fails, then the session-expiry listeners hear it and the 401 is thrown', async () => {
    const { calls, fetchImpl } = scriptedFetch({
      'GET /api/user/me': [401, 401],
      'POST /api/user/refresh': [401, 401],
    });
    const client = createApiClient({ fetchImpl, session: SESSION });
    let expiries = 0;
    const unsubscribe = client.onSessionExpired(() => {
      expiries += 1;
    });

    await expect(client.get('/api/user/me')).rejects.toMatchObject({ status: 401 });
    expect(expiries).toBe(1);
    expect(calls).toEqual(['GET /api/user/me', 'POST /api/user/refresh']);

    unsubscribe();
    await expect(client.get('/api/user/me')).rejects.toMatchObject({ status: 401 });
    expect(expiries).toBe(1);
  });

  it('when the retried call answers 401 again, then it is not retried a second time', async () => {
    const { calls, fetchImpl } = scriptedFetch({
      'GET /api/user/me': [401, 401],
      'POST /api/user/refresh': [200, 200],
    });
    const client = createApiClient({ fetchImpl, session: SESSION });

    await expect(client.get('/api/user/me')).rejects.toMatchObject({ status: 401 });
    expect(calls).toEqual(['GET /api/user/me', 'POST /api/user/refresh', 'GET /api/user/me']);
  });

  it('when login or the refresh itself answers 401, then no refresh is attempted', async () => {
    const { calls, fetchImpl } = scriptedFetch({
      'POST /api/user/login': [401],
      'POST /api/user/refresh': [401],
    });
    const client = createApiClient({ fetchImpl, session: SESSION });

    await expect(client.post('/api/user/login', {})).rejects.toMatchObject({ status: 401 });
    await expect(client.post('/api/user/refresh', {})).rejects.toMatchObject({ status: 401 });
    expect(calls).toEqual(['POST /api/user/login', 'POST /api/user/refresh']);
  });

  it('when several calls answer 401 together, then they share one refresh', async () => {
    const { calls, fetchImpl } = scriptedFetch({
      'GET /api/a': [401, 200],
      'GET /api/b': [401, 200],
      'POST /api/user/refresh': [200],
    });
    const client = createApiClient({ fetchImpl, session: SESSION });

    await Promise.all([client.get('/api/a'), client.get('/api/b')]);

    expect(calls.filter((call) => call === 'POST /api/user/refresh')).toHaveLength(1);
  });

  it('when a login succeeds while a renewal is failing, then nobody is signed out', async () => {
    let failRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      failRefresh = resolve;
    });
    const fetchImpl = async (url: RequestInfo | URL, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${String(url)}`;
      if (key === 'POST /api/user/refresh') {
        await refreshGate;
        return jsonResponse(401, { message: 'expired' });
      }
      if (key === 'POST /api/user/login') return jsonResponse(200, { user: {} });
      return jsonResponse(401, { message: 'expired' });
    };
    const client = createApiClient({ fetchImpl, session: SESSION });
    let expiries = 0;
    client.onSessionExpired(() => {
      expiries += 1;
    });

    const staleRead = client.get('/api/user/me').catch((caught: unknown) => caught);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await client.post('/api/user/login', {});
    failRefresh();

    expect(await staleRead).toMatchObject({ status: 401 });
    expect(expiries).toBe(0);
  });
});
