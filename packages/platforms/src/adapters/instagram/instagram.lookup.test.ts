import type { AccountCredentials } from '../../platform-adapter.js';
import { platformFailure } from '../../test-support/platform-failure.js';
import { startStandIn, type StandInServer } from '../../test-support/stand-in-server.js';
import { createInstagramAdapter } from './instagram.adapter.js';

const IG_USER = '17841400000000001';
const CLAIMED_AT = new Date('2026-11-02T10:00:00Z');
const api = '/v26.0';

let standIn: StandInServer;

beforeEach(async () => {
  standIn = await startStandIn();
});
afterEach(() => standIn.close());

const account: AccountCredentials = {
  tokens: {
    accessToken: 'ig-long',
    refreshToken: null,
    expiresAt: null,
    refreshExpiresAt: null,
    scopes: [],
  },
  profile: { id: IG_USER, username: 'postcraft.app', metadata: { igUserId: IG_USER } },
};

function findPublished(text: string) {
  const adapter = createInstagramAdapter({
    credentials: { clientId: 'ig-app', clientSecret: 'ig-secret' },
    urls: { api: `${standIn.url}${api}`, web: 'https://ig.test' },
  });
  if (!adapter.findPublished) throw new Error('The Instagram adapter looks posts up');
  return adapter.findPublished(account, { text, media: [], since: CLAIMED_AT });
}

describe('Instagram lookup of a post whose create got no answer', () => {
  it('when the account’s media since the claim hold the caption, then it is found with its permalink', async () => {
    standIn.route(`GET ${api}/${IG_USER}/media`, () => ({
      json: {
        data: [
          {
            id: '18000000000000002',
            caption: 'New in store #spring',
            timestamp: '2026-11-02T10:00:40+0000',
            permalink: 'https://ig.test/p/ABC/',
          },
        ],
      },
    }));

    expect(await findPublished('New in store #spring')).toEqual({
      id: '18000000000000002',
      url: 'https://ig.test/p/ABC/',
    });
    expect(Object.fromEntries(standIn.requests[0]?.query ?? [])).toEqual({
      fields: 'id,caption,timestamp,permalink',
      since: String(CLAIMED_AT.getTime() / 1000),
      limit: '100',
      access_token: 'ig-long',
    });
  });

  it('when the next page holds it, then the after cursor is followed', async () => {
    standIn.route(`GET ${api}/${IG_USER}/media`, (request) =>
      request.query.get('after') === 'cursor-2'
        ? {
            json: {
              data: [{ id: 'm2', caption: 'New in store', permalink: 'https://ig.test/p/2/' }],
            },
          }
        : {
            json: {
              data: [{ id: 'm1', caption: 'Other' }],
              paging: { cursors: { after: 'cursor-2' }, next: 'https://graph.test/next' },
            },
          },
    );
    expect(await findPublished('New in store')).toEqual({ id: 'm2', url: 'https://ig.test/p/2/' });
  });

  it('when no media since the claim has the caption, then it is not there (null)', async () => {
    standIn.route(`GET ${api}/${IG_USER}/media`, () => ({
      json: { data: [{ id: 'm1', caption: 'Other' }] },
    }));
    expect(await findPublished('New in store')).toBeNull();
  });

  it('when Instagram refuses the read, then the lookup fails with its reason', async () => {
    standIn.route(`GET ${api}/${IG_USER}/media`, () => ({
      status: 500,
      json: { error: { message: 'Please retry your request later.', code: 2, is_transient: true } },
    }));
    const error = await platformFailure(findPublished('New in store'));
    expect(error).toMatchObject({ kind: 'provider_error', status: 500 });
    expect(error.message).toBe('Please retry your request later.');
  });
});
