import { createHmac } from 'node:crypto';
import type {
  AccountCredentials,
  PublishedPostQuery,
  PublishMedia,
} from '../../platform-adapter.js';
import { platformFailure } from '../../test-support/platform-failure.js';
import { startStandIn, type StandInServer } from '../../test-support/stand-in-server.js';
import { createFacebookAdapter } from './facebook.adapter.js';

const PAGE = '1029384756';
const CLAIMED_AT = new Date('2026-11-02T10:00:00.900Z');
const graph = '/v26.0';

let standIn: StandInServer;

beforeEach(async () => {
  standIn = await startStandIn();
});
afterEach(() => standIn.close());

const account: AccountCredentials = {
  tokens: {
    accessToken: 'page-token',
    refreshToken: null,
    expiresAt: null,
    refreshExpiresAt: null,
    scopes: [],
  },
  profile: { id: PAGE, username: 'postcraftapp', metadata: { pageId: PAGE } },
};

const video: PublishMedia = {
  kind: 'video',
  mimeType: 'video/mp4',
  sizeBytes: 4,
  publicUrl: null,
  read: async () => new Uint8Array(4),
};

function findPublished(query: Partial<PublishedPostQuery> & { text: string }) {
  const adapter = createFacebookAdapter({
    credentials: { clientId: 'fb-app', clientSecret: 'fb-secret' },
    urls: { graph: `${standIn.url}${graph}`, web: 'https://fb.test' },
  });
  if (!adapter.findPublished) throw new Error('The Facebook adapter looks posts up');
  return adapter.findPublished(account, { media: [], since: CLAIMED_AT, ...query });
}

describe('Facebook lookup of a post whose create got no answer', () => {
  it('when the Page’s published posts since the claim hold the text, then it is found with its permalink', async () => {
    standIn.route(`GET ${graph}/${PAGE}/published_posts`, () => ({
      json: {
        data: [
          {
            id: `${PAGE}_1`,
            message: 'Other news',
            created_time: '2026-11-02T10:00:20+0000',
            permalink_url: 'https://fb.test/postcraftapp/posts/1',
          },
          {
            id: `${PAGE}_2`,
            message: 'Opening hours change',
            created_time: '2026-11-02T10:00:02+0000',
            permalink_url: 'https://fb.test/postcraftapp/posts/2',
          },
        ],
        paging: { cursors: { before: 'b', after: 'a' } },
      },
    }));

    expect(await findPublished({ text: 'Opening hours change' })).toEqual({
      id: `${PAGE}_2`,
      url: 'https://fb.test/postcraftapp/posts/2',
    });
    const [request] = standIn.requests;
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      fields: 'id,message,created_time,permalink_url',
      limit: '100',
      since: String(Math.floor(CLAIMED_AT.getTime() / 1000)),
      access_token: 'page-token',
      appsecret_proof: createHmac('sha256', 'fb-secret').update('page-token').digest('hex'),
    });
  });

  it('when the post carries a video, then it is looked for among the Page’s videos by description, with the video’s id', async () => {
    standIn.route(`GET ${graph}/${PAGE}/videos`, () => ({
      json: {
        data: [
          {
            id: '778899',
            description: 'Behind the scenes',
            created_time: '2026-11-02T10:01:00+0000',
            permalink_url: '/postcraftapp/videos/778899/',
          },
        ],
      },
    }));

    expect(await findPublished({ text: 'Behind the scenes', media: [video] })).toEqual({
      id: '778899',
      url: 'https://fb.test/postcraftapp/videos/778899/',
    });
    expect(standIn.requests[0]?.query.get('fields')).toBe(
      'id,description,created_time,permalink_url',
    );
  });

  it('when no post since the claim has the text, then it is not there (null)', async () => {
    standIn.route(`GET ${graph}/${PAGE}/published_posts`, () => ({ json: { data: [] } }));
    expect(await findPublished({ text: 'Opening hours change' })).toBeNull();
  });

  it('when Graph refuses the read, then the lookup fails with Graph’s reason', async () => {
    standIn.route(`GET ${graph}/${PAGE}/published_posts`, () => ({
      status: 400,
      json: {
        error: { message: 'An unknown error has occurred.', type: 'OAuthException', code: 1 },
      },
    }));
    const error = await platformFailure(findPublished({ text: 'Opening hours change' }));
    expect(error).toMatchObject({ kind: 'provider_error', providerCode: '1' });
    expect(error.message).toBe('An unknown error has occurred.');
  });
});
