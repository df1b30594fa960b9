import { i18n } from '../i18n/i18n';
import { startApiStub, type ApiStub } from '../test/api-stub';
import { apiClient, createApiClient } from './api-client';

let api: ApiStub;

beforeEach(async () => {
  const pong = () => ({ status: 200, body: { ok: true } });
  api = await startApiStub({ 'GET /api/ping': pong, 'POST /api/ping': pong });
});

afterEach(async () => {
  await api.close();
});

describe('Accept-Language on API calls', () => {
  it.each(['en', 'fr'] as const)(
    'when the interface is in %s, then every call says so (mails follow it)',
    async (language) => {
      await i18n.changeLanguage(language);

      await apiClient.get('/api/ping');
      await apiClient.post('/api/ping', {});

      expect(api.requests.map((request) => request.headers['accept-language'])).toEqual([
        language,
        language,
      ]);
    },
  );

  it('when the language changes between calls, then the next call carries the new one', async () => {
    await apiClient.get('/api/ping');
    await i18n.changeLanguage('fr');
    await apiClient.get('/api/ping');

    expect(api.requests.map((request) => request.headers['accept-language'])).toEqual(['en', 'fr']);
  });

  it('when a client is made without a language, then no Accept-Language is added', async () => {
    const client = createApiClient({ baseUrl: api.url });

    await client.get('/api/ping');

    // The runtime's fetch may add its own default; the client adds none of ours.
    expect(api.requests[0]?.headers['accept-language']).not.toMatch(/^(en|fr)$/);
  });
});
