import type { AccountCredentials } from '../../platform-adapter.js';
import { startStandIn, type StandInServer } from '../../test-support/stand-in-server.js';
import { createTwitterAdapter } from './twitter.adapter.js';

let standIn: StandInServer;
const account: AccountCredentials = {
  tokens: {
    accessToken: 'x-access',
    refreshToken: null,
    expiresAt: null,
    refreshExpiresAt: null,
    scopes: ['tweet.read'],
  },
  profile: { id: '2244994945', username: 'postcraft', metadata: {} },
};

beforeEach(async () => {
  standIn = await startStandIn();
});
afterEach(() => standIn.close());

const adapter = () =>
  createTwitterAdapter({
    credentials: { clientId: 'x-client', clientSecret: 'x-secret' },
    urls: { api: standIn.url },
  });

describe('X engagement', () => {
  it('when asked for posts’ figures, then it reads public_metrics by ids, 100 per lookup, and leaves out deleted posts', async () => {
    standIn.route('GET /2/tweets', (request) => {
      const ids = request.query.get('ids')!.split(',');
      return {
        json: {
          // A deleted tweet comes back under `errors`.
          data: ids
            .filter((id) => id !== 'gone')
            .map((id) => ({
              id,
              text: 'x',
              public_metrics: {
                like_count: 12,
                reply_count: 3,
                retweet_count: 4,
                quote_count: 1,
                impression_count: 900,
              },
            })),
          errors: ids.includes('gone') ? [{ resource_id: 'gone', title: 'Not Found Error' }] : [],
        },
      };
    });
    const ids = [...Array.from({ length: 100 }, (_, index) => `t${index}`), 'gone', 't100'];

    const readings = await adapter().fetchEngagement!(account, ids);

    expect(standIn.requests).toHaveLength(2);
    expect(standIn.requests[0]?.headers.authorization).toBe('Bearer x-access');
    expect(standIn.requests[0]?.query.get('tweet.fields')).toBe('public_metrics');
    expect(standIn.requests[0]?.query.get('ids')?.split(',')).toHaveLength(100);
    expect(standIn.requests[1]?.query.get('ids')).toBe('gone,t100');
    expect(readings).toHaveLength(101);
    expect(readings.at(-1)).toEqual({
      externalId: 't100',
      likes: 12,
      comments: 3,
      shares: 5,
      views: 900,
    });
  });

  it('when X has no impression count for a post (another account’s), then views are null', async () => {
    standIn.route('GET /2/tweets', () => ({
      json: { data: [{ id: '1', public_metrics: { like_count: 2 } }] },
    }));
    expect(await adapter().fetchEngagement!(account, ['1'])).toEqual([
      { externalId: '1', likes: 2, comments: 0, shares: 0, views: null },
    ]);
  });

  it('when X refuses the token, then it fails as reauth_required', async () => {
    standIn.route('GET /2/tweets', () => ({
      status: 401,
      json: { title: 'Unauthorized', detail: 'Unauthorized', status: 401 },
    }));
    await expect(adapter().fetchEngagement!(account, ['1'])).rejects.toMatchObject({
      kind: 'reauth_required',
    });
  });
});
