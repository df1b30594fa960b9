import { startStandIn, type StandInServer } from '../../test-support/stand-in-server.js';
import { createYouTubeAdapter } from './youtube.adapter.js';

let standIn: StandInServer;
const account = {
  tokens: {
    accessToken: 'yt-access',
    refreshToken: 'yt-refresh',
    expiresAt: null,
    refreshExpiresAt: null,
    scopes: [],
  },
  profile: { id: 'UC1', username: 'maker', metadata: {} },
};

beforeEach(async () => {
  standIn = await startStandIn();
});
afterEach(() => standIn.close());

describe('YouTube engagement', () => {
  it('when asked for videos’ figures, then it reads statistics 50 ids per call, counts sent as text, no share count', async () => {
    standIn.route('GET /youtube/v3/videos', (request) => ({
      json: {
        items: request.query
          .get('id')!
          .split(',')
          .filter((id) => id !== 'deleted')
          .map((id) => ({
            id,
            statistics: { viewCount: '1500', likeCount: '40', commentCount: '7' },
          })),
      },
    }));
    const adapter = createYouTubeAdapter({
      credentials: { clientId: 'g', clientSecret: 's' },
      urls: { api: standIn.url },
    });
    const ids = [...Array.from({ length: 50 }, (_, index) => `v${index}`), 'deleted', 'v50'];

    const readings = await adapter.fetchEngagement!(account, ids);

    expect(standIn.requests.map((request) => request.query.get('part'))).toEqual([
      'statistics',
      'statistics',
    ]);
    expect(standIn.requests[0]?.headers.authorization).toBe('Bearer yt-access');
    expect(standIn.requests[1]?.query.get('id')).toBe('deleted,v50');
    expect(readings).toHaveLength(51);
    expect(readings.at(-1)).toEqual({
      externalId: 'v50',
      likes: 40,
      comments: 7,
      shares: 0,
      views: 1500,
    });
  });
});
