import { startStandIn, type StandInServer } from '../../test-support/stand-in-server.js';
import { createSandboxAdapter } from './sandbox.adapter.js';

let standIn: StandInServer;
const account = {
  tokens: {
    accessToken: 'sba_token',
    refreshToken: null,
    expiresAt: null,
    refreshExpiresAt: null,
    scopes: ['publish'],
  },
  profile: { id: 'a1', username: 'maker', metadata: {} },
};

beforeEach(async () => {
  standIn = await startStandIn();
});
afterEach(() => standIn.close());

describe('Sandbox engagement', () => {
  it('when asked for posts’ figures, then it reads the sandbox’s metrics 100 ids per call with the bearer token', async () => {
    standIn.route('GET /sandbox/api/posts/metrics', (request) => ({
      json: {
        data: request.query
          .get('ids')!
          .split(',')
          .map((id) => ({ id, likes: 10, comments: 2, shares: 1, views: 300 })),
      },
    }));
    const adapter = createSandboxAdapter({
      credentials: { clientId: 'c', clientSecret: 's' },
      baseUrl: `${standIn.url}/sandbox`,
    });
    const ids = Array.from({ length: 101 }, (_, index) => `p${index}`);

    const readings = await adapter.fetchEngagement!(account, ids);

    expect(standIn.requests).toHaveLength(2);
    expect(standIn.requests[0]?.headers.authorization).toBe('Bearer sba_token');
    expect(readings).toHaveLength(101);
    expect(readings[100]).toEqual({
      externalId: 'p100',
      likes: 10,
      comments: 2,
      shares: 1,
      views: 300,
    });
  });
});
