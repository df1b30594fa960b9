import type {
  AccountCredentials,
  OAuthPlatformAdapter,
  PublishMedia,
  TokenSet,
} from '../../platform-adapter.js';
import { startStandIn, type StandInServer } from '../../test-support/stand-in-server.js';
import { createInstagramAdapter } from './instagram.adapter.js';

const NOW = new Date('2026-11-02T10:00:00.000Z');
const REDIRECT = 'https://postcraft.example/api/connections/instagram/callback';
const IG_USER = '17841400000000001';
/** Versioned API paths as the stand-in sees them. */
const api = '/v26.0';

let standIn: StandInServer;
let adapter: OAuthPlatformAdapter;
let sleeps: number[];

beforeEach(async () => {
  standIn = await startStandIn();
  sleeps = [];
  adapter = createInstagramAdapter({
    credentials: { clientId: 'ig-app', clientSecret: 'ig-secret' },
    urls: {
      authorize: standIn.url,
      token: standIn.url,
      graph: standIn.url,
      api: `${standIn.url}/v26.0`,
    },
    now: () => NOW,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
});

afterEach(() => standIn.close());

function tokens(overrides: Partial<TokenSet> = {}): TokenSet {
  return {
    accessToken: 'ig-long',
    refreshToken: null,
    expiresAt: new Date('2026-12-20T00:00:00.000Z'),
    refreshExpiresAt: null,
    scopes: ['instagram_business_basic', 'instagram_business_content_publish'],
    ...overrides,
  };
}

const account: AccountCredentials = {
  tokens: tokens(),
  profile: { id: IG_USER, username: 'postcraft.app', metadata: { igUserId: IG_USER } },
};

function media(
  kind: 'image' | 'video',
  publicUrl: string | null,
  mimeType = 'image/jpeg',
): PublishMedia {
  return {
    kind,
    mimeType,
    sizeBytes: 10,
    publicUrl,
    read: async () => new TextEncoder().encode('unused'),
  };
}

function publishRoutes(containerStatuses: string[]) {
  const containerIds = ['c-1', 'c-2', 'c-3', 'c-4'];
  standIn.route(`POST ${api}/${IG_USER}/media`, () => ({ json: { id: containerIds.shift() } }));
  standIn.route(`POST ${api}/${IG_USER}/media_publish`, () => ({
    json: { id: '18000000000000001' },
  }));
  standIn.route(`GET ${api}/18000000000000001`, () => ({
    json: { id: '18000000000000001', permalink: 'https://www.instagram.com/p/DAbCdEf/' },
  }));
  for (const id of ['c-1', 'c-2', 'c-3', 'c-4']) {
    standIn.route(`GET ${api}/${id}`, () => ({
      json: { id, status_code: containerStatuses.shift() ?? 'FINISHED' },
    }));
  }
}

describe('Instagram authorisation', () => {
  it('when building the consent URL, then it uses Instagram Login with comma-separated business scopes', () => {
    const url = new URL(
      adapter.authorizationUrl({ state: 'st-1', redirectUri: REDIRECT, codeChallenge: 'unused' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.url}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'ig-app',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'instagram_business_basic,instagram_business_content_publish',
      state: 'st-1',
    });
  });

  it('when exchanging a code, then the short-lived token is exchanged for a 60-day one', async () => {
    standIn.route('POST /oauth/access_token', () => ({
      json: {
        data: [
          {
            access_token: 'ig-short',
            user_id: IG_USER,
            permissions: 'instagram_business_basic,instagram_business_content_publish',
          },
        ],
      },
    }));
    standIn.route('GET /access_token', () => ({
      json: { access_token: 'ig-long', token_type: 'bearer', expires_in: 5183944 },
    }));

    const result = await adapter.exchangeCode({
      code: 'code-1#_',
      redirectUri: REDIRECT,
      codeVerifier: 'v',
    });

    const [exchange, longLived] = standIn.requests;
    expect(exchange?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(exchange?.form ?? [])).toEqual({
      client_id: 'ig-app',
      client_secret: 'ig-secret',
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT,
      code: 'code-1',
    });
    expect(Object.fromEntries(longLived?.query ?? [])).toEqual({
      grant_type: 'ig_exchange_token',
      client_secret: 'ig-secret',
      access_token: 'ig-short',
    });
    expect(result).toEqual({
      accessToken: 'ig-long',
      refreshToken: null,
      expiresAt: new Date(NOW.getTime() + 5183944 * 1000),
      refreshExpiresAt: null,
      scopes: ['instagram_business_basic', 'instagram_business_content_publish'],
    });
  });

  it('when refreshing, then the access token itself is exchanged with ig_refresh_token', async () => {
    standIn.route('GET /refresh_access_token', () => ({
      json: { access_token: 'ig-long-2', token_type: 'bearer', expires_in: 5184000 },
    }));

    const result = await adapter.refresh(tokens());

    expect(Object.fromEntries(standIn.requests[0]?.query ?? [])).toEqual({
      grant_type: 'ig_refresh_token',
      access_token: 'ig-long',
    });
    expect(result).toEqual({
      accessToken: 'ig-long-2',
      refreshToken: null,
      expiresAt: new Date('2027-01-01T10:00:00.000Z'),
      refreshExpiresAt: null,
      scopes: ['instagram_business_basic', 'instagram_business_content_publish'],
    });
  });

  it('when the token can no longer be refreshed, then the kind is reauth_required with Meta’s message', async () => {
    standIn.route('GET /refresh_access_token', () => ({
      status: 400,
      json: {
        error: {
          message: 'Error validating access token: Session has expired',
          type: 'OAuthException',
          code: 190,
        },
      },
    }));

    await expect(adapter.refresh(tokens())).rejects.toMatchObject({
      kind: 'reauth_required',
      message: 'Error validating access token: Session has expired',
      providerCode: '190',
    });
  });

  it('when the code exchange is refused, then Instagram’s error_message is the reason', async () => {
    standIn.route('POST /oauth/access_token', () => ({
      status: 400,
      json: {
        error_type: 'OAuthException',
        code: 400,
        error_message: 'Invalid authorization code',
      },
    }));

    await expect(
      adapter.exchangeCode({ code: 'bad', redirectUri: REDIRECT, codeVerifier: 'v' }),
    ).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Invalid authorization code',
      providerCode: 'OAuthException',
    });
  });

  it('when disconnecting, then there is nothing to revoke: Instagram Login has no revocation endpoint', () => {
    expect(adapter.revoke).toBeUndefined();
  });
});

describe('Instagram profile', () => {
  it('when the account is professional, then the Instagram user id is kept for publishing', async () => {
    standIn.route(`GET ${api}/me`, () => ({
      json: {
        id: '9000000000000001',
        user_id: IG_USER,
        username: 'postcraft.app',
        name: 'Postcraft',
        account_type: 'BUSINESS',
        profile_picture_url: 'https://scontent.cdninstagram.com/p.jpg',
        followers_count: 812,
      },
    }));

    const profile = await adapter.fetchProfile(tokens());

    expect(Object.fromEntries(standIn.requests[0]?.query ?? [])).toEqual({
      fields: 'user_id,username,name,account_type,profile_picture_url,followers_count',
      access_token: 'ig-long',
    });
    expect(profile).toEqual({
      id: IG_USER,
      username: 'postcraft.app',
      displayName: 'Postcraft',
      avatarUrl: 'https://scontent.cdninstagram.com/p.jpg',
      followers: 812,
      profileUrl: 'https://www.instagram.com/postcraft.app/',
      metadata: { igUserId: IG_USER },
    });
  });

  it('when the account is personal, then it needs to become professional', async () => {
    standIn.route(`GET ${api}/me`, () => ({
      json: { id: '1', user_id: '2', username: 'someone', account_type: 'PERSONAL' },
    }));

    await expect(adapter.fetchProfile(tokens())).rejects.toMatchObject({
      kind: 'needs_professional',
      platform: 'instagram',
    });
  });
});

describe('Instagram publishing', () => {
  it('when posting an image, then a container is created, checked and published, and the permalink returned', async () => {
    publishRoutes(['FINISHED']);

    const result = await adapter.publish(account, {
      text: 'Caption #one',
      media: [media('image', 'https://media.postcraft.example/a.jpg')],
    });

    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${api}/${IG_USER}/media`,
      `GET ${api}/c-1`,
      `POST ${api}/${IG_USER}/media_publish`,
      `GET ${api}/18000000000000001`,
    ]);
    expect(Object.fromEntries(standIn.requests[0]?.form ?? [])).toEqual({
      image_url: 'https://media.postcraft.example/a.jpg',
      caption: 'Caption #one',
      access_token: 'ig-long',
    });
    expect(standIn.requests[1]?.query.get('fields')).toBe('status_code,status');
    expect(Object.fromEntries(standIn.requests[2]?.form ?? [])).toEqual({
      creation_id: 'c-1',
      access_token: 'ig-long',
    });
    expect(result).toEqual({
      id: '18000000000000001',
      url: 'https://www.instagram.com/p/DAbCdEf/',
    });
    expect(sleeps).toEqual([]);
  });

  it('when posting a video, then it becomes a reel and publishing waits until the container is FINISHED', async () => {
    publishRoutes(['IN_PROGRESS', 'IN_PROGRESS', 'FINISHED']);

    await adapter.publish(account, {
      text: 'Reel',
      media: [media('video', 'https://media.postcraft.example/v.mp4', 'video/mp4')],
    });

    expect(Object.fromEntries(standIn.requests[0]?.form ?? [])).toEqual({
      media_type: 'REELS',
      video_url: 'https://media.postcraft.example/v.mp4',
      caption: 'Reel',
      access_token: 'ig-long',
    });
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`).slice(1, 5)).toEqual([
      `GET ${api}/c-1`,
      `GET ${api}/c-1`,
      `GET ${api}/c-1`,
      `POST ${api}/${IG_USER}/media_publish`,
    ]);
    expect(sleeps).toEqual([5000, 5000]);
  });

  it('when the reel never finishes, then the publish stops after the bounded checks without publishing', async () => {
    const bounded = createInstagramAdapter({
      credentials: { clientId: 'ig-app', clientSecret: 'ig-secret' },
      urls: { api: `${standIn.url}/v26.0` },
      sleep: async () => undefined,
      containerStatusChecks: 3,
    });
    publishRoutes(['IN_PROGRESS', 'IN_PROGRESS', 'IN_PROGRESS', 'IN_PROGRESS']);

    await expect(
      bounded.publish(account, {
        text: 'x',
        media: [media('video', 'https://media.postcraft.example/v.mp4', 'video/mp4')],
      }),
    ).rejects.toMatchObject({ kind: 'provider_error' });
    expect(standIn.requests.filter((r) => r.path === `${api}/c-1`)).toHaveLength(3);
    expect(standIn.requests.some((r) => r.path.endsWith('/media_publish'))).toBe(false);
  });

  it('when the container fails, then the publish is rejected with Instagram’s status', async () => {
    publishRoutes(['ERROR']);
    standIn.route(`GET ${api}/c-1`, () => ({
      json: { status_code: 'ERROR', status: 'Error: Media download has failed. (2207003)' },
    }));

    await expect(
      adapter.publish(account, {
        text: 'x',
        media: [media('image', 'https://media.postcraft.example/a.jpg')],
      }),
    ).rejects.toMatchObject({
      kind: 'rejected',
      message:
        'Instagram could not prepare the media (ERROR): Error: Media download has failed. (2207003)',
    });
  });

  it('when posting several images, then item containers make a carousel that is published', async () => {
    publishRoutes([]);

    await adapter.publish(account, {
      text: 'Carousel',
      media: [
        media('image', 'https://media.postcraft.example/1.jpg'),
        media('image', 'https://media.postcraft.example/2.jpg'),
      ],
    });

    const creations = standIn.requests
      .filter((r) => r.path === `${api}/${IG_USER}/media`)
      .map((r) => Object.fromEntries(r.form ?? []));
    expect(creations).toEqual([
      {
        image_url: 'https://media.postcraft.example/1.jpg',
        is_carousel_item: 'true',
        access_token: 'ig-long',
      },
      {
        image_url: 'https://media.postcraft.example/2.jpg',
        is_carousel_item: 'true',
        access_token: 'ig-long',
      },
      { media_type: 'CAROUSEL', children: 'c-1,c-2', caption: 'Carousel', access_token: 'ig-long' },
    ]);
    expect(
      standIn.requests.find((r) => r.path.endsWith('/media_publish'))?.form?.get('creation_id'),
    ).toBe('c-3');
  });

  it('when posting images and a video, then the video item is ready before the carousel is made', async () => {
    publishRoutes(['IN_PROGRESS', 'FINISHED']);

    await adapter.publish(account, {
      text: 'Mixed',
      media: [
        media('image', 'https://media.postcraft.example/1.jpg'),
        media('video', 'https://media.postcraft.example/2.mp4', 'video/mp4'),
      ],
    });

    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${api}/${IG_USER}/media`,
      `POST ${api}/${IG_USER}/media`,
      `GET ${api}/c-2`,
      `GET ${api}/c-2`,
      `POST ${api}/${IG_USER}/media`,
      `GET ${api}/c-3`,
      `POST ${api}/${IG_USER}/media_publish`,
      `GET ${api}/18000000000000001`,
    ]);
    const creations = standIn.requests
      .filter((r) => r.path === `${api}/${IG_USER}/media`)
      .map((r) => Object.fromEntries(r.form ?? []));
    expect(creations[1]).toEqual({
      media_type: 'VIDEO',
      video_url: 'https://media.postcraft.example/2.mp4',
      is_carousel_item: 'true',
      access_token: 'ig-long',
    });
    expect(creations[2]).toMatchObject({ media_type: 'CAROUSEL', children: 'c-1,c-2' });
  });

  it('when a post carries more than ten items, then it is rejected before calling Instagram', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) =>
      media('image', `https://media.postcraft.example/${i}.jpg`),
    );
    await expect(adapter.publish(account, { text: 'x', media: eleven })).rejects.toMatchObject({
      kind: 'rejected',
      message: expect.stringContaining('at most 10'),
    });
    expect(standIn.requests).toHaveLength(0);
  });

  it('when the media has no public URL, then the publish is rejected before calling Instagram', async () => {
    await expect(
      adapter.publish(account, { text: 'x', media: [media('image', null)] }),
    ).rejects.toMatchObject({
      kind: 'rejected',
      message: expect.stringContaining('public address'),
    });
    expect(standIn.requests).toHaveLength(0);
  });

  it('when the post is text alone, then it is rejected', async () => {
    await expect(adapter.publish(account, { text: 'x', media: [] })).rejects.toMatchObject({
      kind: 'rejected',
    });
  });

  it('when deleting, then it is unsupported', async () => {
    await expect(adapter.deletePost(account, '18000000000000001')).rejects.toMatchObject({
      kind: 'unsupported',
    });
  });
});

describe('Instagram errors', () => {
  it('when the token is rejected with 401, then the kind is reauth_required', async () => {
    standIn.route(`POST ${api}/${IG_USER}/media`, () => ({
      status: 401,
      json: { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } },
    }));

    await expect(
      adapter.publish(account, { text: 'x', media: [media('image', 'https://m.example/a.jpg')] }),
    ).rejects.toMatchObject({ kind: 'reauth_required', status: 401, providerCode: '190' });
  });

  it('when Meta throttles the app (code 4) with Retry-After, then the kind is rate_limited with the delay', async () => {
    standIn.route(`POST ${api}/${IG_USER}/media`, () => ({
      status: 429,
      headers: { 'retry-after': '3600' },
      json: {
        error: {
          message: 'Application request limit reached',
          type: 'OAuthException',
          code: 4,
        },
      },
    }));

    await expect(
      adapter.publish(account, { text: 'x', media: [media('image', 'https://m.example/a.jpg')] }),
    ).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSec: 3600,
      message: 'Application request limit reached',
      providerCode: '4',
    });
  });

  it('when the account reached its 24-hour publishing limit, then the kind is rate_limited', async () => {
    standIn.route(`POST ${api}/${IG_USER}/media`, () => ({
      status: 400,
      json: {
        error: {
          message: 'The maximum number of posts that can be published was reached.',
          type: 'OAuthException',
          code: 9,
          error_subcode: 2207042,
        },
      },
    }));

    await expect(
      adapter.publish(account, { text: 'x', media: [media('image', 'https://m.example/a.jpg')] }),
    ).rejects.toMatchObject({ kind: 'rate_limited', providerCode: '9' });
  });

  it('when Meta refuses the media, then the kind is rejected with its message', async () => {
    standIn.route(`POST ${api}/${IG_USER}/media`, () => ({
      status: 400,
      json: {
        error: {
          message: 'Only photo or video can be accepted as media type.',
          type: 'OAuthException',
          code: 9004,
          error_subcode: 2207052,
        },
      },
    }));

    await expect(
      adapter.publish(account, { text: 'x', media: [media('image', 'https://m.example/a.jpg')] }),
    ).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Only photo or video can be accepted as media type.',
      providerCode: '9004',
    });
  });
});
