import type { AccountCredentials, PublishedPostQuery } from '../../platform-adapter.js';
import { platformFailure } from '../../test-support/platform-failure.js';
import { startStandIn, type StandInServer } from '../../test-support/stand-in-server.js';
import { createYouTubeAdapter } from './youtube.adapter.js';

const CLAIMED_AT = new Date('2026-11-20T10:00:00Z');

let standIn: StandInServer;

beforeEach(async () => {
  standIn = await startStandIn({
    'GET /youtube/v3/channels': () => ({
      json: { items: [{ id: 'UC1', contentDetails: { relatedPlaylists: { uploads: 'UU1' } } }] },
    }),
  });
});
afterEach(() => standIn.close());

const account: AccountCredentials = {
  tokens: {
    accessToken: 'ya29.a',
    refreshToken: null,
    expiresAt: null,
    refreshExpiresAt: null,
    scopes: [],
  },
  profile: { id: 'UC1', username: 'maker', metadata: {} },
};

function findPublished(text: string) {
  const adapter = createYouTubeAdapter({
    credentials: { clientId: 'google-client', clientSecret: 'google-secret' },
    urls: { api: standIn.url, web: 'https://yt.test' },
  });
  if (!adapter.findPublished) throw new Error('The YouTube adapter looks videos up');
  const query: PublishedPostQuery = { text, media: [], since: CLAIMED_AT };
  return adapter.findPublished(account, query);
}

const upload = (videoId: string, description: string, publishedAt: string) => ({
  snippet: { description, publishedAt, resourceId: { kind: 'youtube#video', videoId } },
});

describe('YouTube lookup of a video whose upload got no answer', () => {
  it('when the uploads playlist holds the video since the claim, then it is found by its description (as sent, without < >)', async () => {
    standIn.route('GET /youtube/v3/playlistItems', () => ({
      json: {
        items: [
          upload('vid-new', 'Tips for <beginners>'.replace(/[<>]/g, ''), '2026-11-20T10:00:30Z'),
          upload('vid-old', 'Older video', '2026-11-01T10:00:00Z'),
        ],
        nextPageToken: 'more',
      },
    }));

    expect(await findPublished('Tips for <beginners>')).toEqual({
      id: 'vid-new',
      url: 'https://yt.test/shorts/vid-new',
    });
    const [channels, items] = standIn.requests;
    expect(Object.fromEntries(channels?.query ?? [])).toEqual({
      part: 'contentDetails',
      mine: 'true',
    });
    expect(Object.fromEntries(items?.query ?? [])).toEqual({
      part: 'snippet',
      playlistId: 'UU1',
      maxResults: '50',
    });
    expect(items?.headers.authorization).toBe('Bearer ya29.a');
    expect(standIn.requests).toHaveLength(2);
  });

  it('when no upload since the claim has the description, then it is not there (null)', async () => {
    standIn.route('GET /youtube/v3/playlistItems', () => ({
      json: { items: [upload('vid-old', 'Tips for beginners', '2026-11-01T10:00:00Z')] },
    }));
    expect(await findPublished('Tips for beginners')).toBeNull();
  });

  it('when YouTube refuses the read, then the lookup fails with its reason', async () => {
    standIn.route('GET /youtube/v3/playlistItems', () => ({
      status: 403,
      json: {
        error: {
          code: 403,
          message: 'The request cannot be completed because you have exceeded your quota.',
          errors: [{ reason: 'quotaExceeded', domain: 'youtube.quota' }],
        },
      },
    }));
    const error = await platformFailure(findPublished('Tips for beginners'));
    expect(error.kind).toBe('rate_limited');
    expect(error.message).toMatch(/exceeded your quota/);
  });
});
