import { startStandIn, type StandInServer } from '../../test-support/stand-in-server.js';
import { createInstagramAdapter } from './instagram.adapter.js';

let standIn: StandInServer;
const account = {
  tokens: {
    accessToken: 'ig-token',
    refreshToken: null,
    expiresAt: null,
    refreshExpiresAt: null,
    scopes: [],
  },
  profile: { id: '17841400000000001', username: 'postcraft.app', metadata: {} },
};

beforeEach(async () => {
  standIn = await startStandIn();
});
afterEach(() => standIn.close());

describe('Instagram engagement', () => {
  it('when asked for posts’ figures, then it reads likes and comments per media and skips media deleted in the app', async () => {
    standIn.route('GET /v26.0/1801', () => ({
      json: { id: '1801', like_count: 31, comments_count: 4 },
    }));
    standIn.route('GET /v26.0/1802', () => ({
      status: 400,
      json: {
        error: {
          message: 'Unsupported get request. Object with ID 1802 does not exist',
          type: 'GraphMethodException',
          code: 100,
          error_subcode: 33,
        },
      },
    }));
    const adapter = createInstagramAdapter({
      credentials: { clientId: 'ig-app', clientSecret: 'ig-secret' },
      urls: { api: `${standIn.url}/v26.0` },
    });

    const readings = await adapter.fetchEngagement!(account, ['1801', '1802']);

    expect(readings).toEqual([
      { externalId: '1801', likes: 31, comments: 4, shares: 0, views: null },
    ]);
    expect(standIn.requests[0]?.query.get('fields')).toBe('id,like_count,comments_count');
    expect(standIn.requests[0]?.query.get('access_token')).toBe('ig-token');
  });

  it('when Meta throttles the account, then it fails as rate_limited rather than skipping', async () => {
    standIn.route('GET /v26.0/1801', () => ({
      status: 400,
      json: { error: { message: 'Application request limit reached', code: 4 } },
    }));
    const adapter = createInstagramAdapter({
      credentials: { clientId: 'ig-app', clientSecret: 'ig-secret' },
      urls: { api: `${standIn.url}/v26.0` },
    });
    await expect(adapter.fetchEngagement!(account, ['1801'])).rejects.toMatchObject({
      kind: 'rate_limited',
    });
  });
});
