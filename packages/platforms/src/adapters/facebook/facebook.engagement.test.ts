import { createHmac } from 'node:crypto';
import { startStandIn, type StandInServer } from '../../test-support/stand-in-server.js';
import { createFacebookAdapter } from './facebook.adapter.js';

const PAGE = '1029384756';
let standIn: StandInServer;
const account = {
  tokens: {
    accessToken: 'page-token',
    refreshToken: null,
    expiresAt: null,
    refreshExpiresAt: null,
    scopes: [],
  },
  profile: { id: PAGE, username: 'postcraftapp', metadata: { pageId: PAGE } },
};

beforeEach(async () => {
  standIn = await startStandIn();
});
afterEach(() => standIn.close());

const adapter = () =>
  createFacebookAdapter({
    credentials: { clientId: 'fb-app', clientSecret: 'fb-secret' },
    urls: { graph: `${standIn.url}/v26.0` },
  });

const figures = (id: string) => ({
  id,
  reactions: { data: [], summary: { total_count: 25, viewer_reaction: 'NONE' } },
  comments: { data: [], summary: { order: 'ranked', total_count: 6, can_comment: true } },
  shares: { count: 2 },
});

describe('Facebook engagement', () => {
  it('when asked for Page posts’ figures, then one multi-id lookup reads reactions, comments and shares with the appsecret proof', async () => {
    standIn.route('GET /v26.0/', (request) => ({
      json: Object.fromEntries(
        request.query
          .get('ids')!
          .split(',')
          .map((id) => [id, figures(id)]),
      ),
    }));

    const readings = await adapter().fetchEngagement!(account, [`${PAGE}_1`, `${PAGE}_2`]);

    expect(readings).toEqual([
      { externalId: `${PAGE}_1`, likes: 25, comments: 6, shares: 2, views: null },
      { externalId: `${PAGE}_2`, likes: 25, comments: 6, shares: 2, views: null },
    ]);
    const [request] = standIn.requests;
    expect(standIn.requests).toHaveLength(1);
    expect(request?.query.get('fields')).toBe(
      'reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0),shares',
    );
    expect(request?.query.get('access_token')).toBe('page-token');
    expect(request?.query.get('appsecret_proof')).toBe(
      createHmac('sha256', 'fb-secret').update('page-token').digest('hex'),
    );
  });

  it('when one post of a lookup was deleted, then Meta refuses the lookup and the others are read one by one', async () => {
    standIn.route('GET /v26.0/', (request) => {
      const ids = request.query.get('ids')!.split(',');
      if (ids.includes(`${PAGE}_gone`)) {
        return {
          status: 400,
          json: {
            error: {
              message: `Some of the aliases you requested do not exist: ${PAGE}_gone`,
              type: 'OAuthException',
              code: 803,
            },
          },
        };
      }
      return { json: Object.fromEntries(ids.map((id) => [id, figures(id)])) };
    });

    const readings = await adapter().fetchEngagement!(account, [
      `${PAGE}_1`,
      `${PAGE}_gone`,
      `${PAGE}_3`,
    ]);

    expect(readings.map((reading) => reading.externalId)).toEqual([`${PAGE}_1`, `${PAGE}_3`]);
    expect(standIn.requests.map((request) => request.query.get('ids'))).toEqual([
      `${PAGE}_1,${PAGE}_gone,${PAGE}_3`,
      `${PAGE}_1`,
      `${PAGE}_gone`,
      `${PAGE}_3`,
    ]);
  });
});
