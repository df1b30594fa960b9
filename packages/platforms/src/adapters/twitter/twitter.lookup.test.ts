import type { AccountCredentials, PublishedPostQuery } from '../../platform-adapter.js';
import { platformFailure } from '../../test-support/platform-failure.js';
import { startStandIn, type StandInServer } from '../../test-support/stand-in-server.js';
import { createTwitterAdapter } from './twitter.adapter.js';

const CLAIMED_AT = new Date('2026-11-02T10:00:00.500Z');
const USER = '2244994945';

let standIn: StandInServer;

beforeEach(async () => {
  standIn = await startStandIn();
});
afterEach(() => standIn.close());

const account: AccountCredentials = {
  tokens: {
    accessToken: 'x-access',
    refreshToken: null,
    expiresAt: null,
    refreshExpiresAt: null,
    scopes: ['tweet.read'],
  },
  profile: { id: USER, username: 'postcraft', metadata: {} },
};

const query = (text: string): PublishedPostQuery => ({ text, media: [], since: CLAIMED_AT });

function findPublished(text: string) {
  const adapter = createTwitterAdapter({
    credentials: { clientId: 'x-client', clientSecret: 'x-secret' },
    urls: { api: standIn.url, web: 'https://x.test' },
  });
  if (!adapter.findPublished) throw new Error('The X adapter looks posts up');
  return adapter.findPublished(account, query(text));
}

const tweet = (id: string, text: string, createdAt = '2026-11-02T10:00:03.000Z') => ({
  id,
  text,
  created_at: createdAt,
  edit_history_tweet_ids: [id],
});

describe('X lookup of a post whose create got no answer', () => {
  it('when the timeline since the claim holds the post (link shortened, media link added), then it is found with its address', async () => {
    standIn.route(`GET /2/users/${USER}/tweets`, () => ({
      json: {
        data: [
          tweet('1850000000000000003', 'Something else'),
          tweet('1850000000000000002', 'Ready &amp; live: https://t.co/abc <3 https://t.co/media'),
        ],
        meta: { result_count: 2 },
      },
    }));

    const found = await findPublished('Ready & live: https://postcraft.example/launch <3');

    expect(found).toEqual({
      id: '1850000000000000002',
      url: 'https://x.test/postcraft/status/1850000000000000002',
    });
    const [request] = standIn.requests;
    expect(request?.headers.authorization).toBe('Bearer x-access');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      start_time: '2026-11-02T10:00:00Z',
      max_results: '100',
      'tweet.fields': 'created_at',
    });
  });

  it('when the post is on the second page, then the next page is asked with the pagination token', async () => {
    standIn.route(`GET /2/users/${USER}/tweets`, (request) =>
      request.query.get('pagination_token') === 'page-2'
        ? { json: { data: [tweet('2', 'Launch day')], meta: { result_count: 1 } } }
        : { json: { data: [tweet('1', 'Other')], meta: { next_token: 'page-2' } } },
    );

    expect(await findPublished('Launch day')).toMatchObject({ id: '2' });
    expect(standIn.requests).toHaveLength(2);
  });

  it('when no post since the claim has the text, then it is not there (null)', async () => {
    standIn.route(`GET /2/users/${USER}/tweets`, () => ({
      json: { data: [tweet('1', 'Other')], meta: { result_count: 1 } },
    }));
    expect(await findPublished('Launch day')).toBeNull();
  });

  it('when the account posted no post at all since the claim, then it is not there (null)', async () => {
    standIn.route(`GET /2/users/${USER}/tweets`, () => ({ json: { meta: { result_count: 0 } } }));
    expect(await findPublished('Launch day')).toBeNull();
  });

  it('when two posts since the claim have the text, then it cannot tell which', async () => {
    standIn.route(`GET /2/users/${USER}/tweets`, () => ({
      json: { data: [tweet('1', 'Launch day'), tweet('2', 'Launch day')] },
    }));
    expect(await findPublished('Launch day')).toBe('unknown');
  });

  it('when X refuses the timeline, then the lookup fails with X’s reason', async () => {
    standIn.route(`GET /2/users/${USER}/tweets`, () => ({
      status: 503,
      json: { title: 'Service Unavailable', detail: 'Timeline is over capacity', status: 503 },
    }));
    const error = await platformFailure(findPublished('Launch day'));
    expect(error).toMatchObject({ kind: 'provider_error', status: 503, outcomeUnknown: false });
    expect(error.message).toBe('Timeline is over capacity');
  });
});
