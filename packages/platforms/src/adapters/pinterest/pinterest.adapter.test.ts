import type { PublishMedia, TokenSet } from '../../platform-adapter.js';
import {
  startStandIn,
  type RecordedRequest,
  type StandInServer,
} from '../../test-support/stand-in-server.js';
import { createPinterestAdapter, pinTitle } from './pinterest.adapter.js';
import { platformFailure } from '../../test-support/platform-failure.js';

const NOW = new Date('2026-11-20T10:00:00Z');

let standIn: StandInServer | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function setUp(routes: Parameters<typeof startStandIn>[0] = {}) {
  standIn = await startStandIn(routes);
  const delays: number[] = [];
  const adapter = createPinterestAdapter({
    credentials: { clientId: 'pin-app', clientSecret: 'pin-secret' },
    urls: { auth: standIn.url, api: standIn.url, web: 'https://pins.test' },
    now: () => NOW,
    delay: async (ms) => {
      delays.push(ms);
    },
    pollIntervalMs: 500,
    maxPolls: 3,
  });
  return { adapter, server: standIn, delays };
}

const tokens = (overrides: Partial<TokenSet> = {}): TokenSet => ({
  accessToken: 'pina_access',
  refreshToken: 'pinr_refresh',
  expiresAt: null,
  refreshExpiresAt: null,
  scopes: [],
  ...overrides,
});
const account = {
  tokens: tokens(),
  profile: { id: 'u1', username: 'maker', metadata: { boardId: 'board-9' } },
};

function file(overrides: Partial<PublishMedia> & { bytes?: Uint8Array } = {}): PublishMedia {
  const bytes = overrides.bytes ?? new Uint8Array([0xff, 0xd8, 0xff]);
  return {
    kind: 'image',
    mimeType: 'image/jpeg',
    sizeBytes: bytes.byteLength,
    publicUrl: null,
    read: async () => bytes,
    ...overrides,
  };
}

function multipart(request: RecordedRequest): Promise<FormData> {
  return new Response(request.bytes, {
    headers: { 'content-type': String(request.headers['content-type']) },
  }).formData();
}

const basic = `Basic ${Buffer.from('pin-app:pin-secret').toString('base64')}`;

describe('Pinterest authorization', () => {
  it('when the consent page is built, then it carries client_id, redirect_uri, response_type, comma-separated scopes and state', async () => {
    const { adapter, server } = await setUp();
    const url = new URL(
      adapter.authorizationUrl({
        state: 'st',
        redirectUri: 'https://app.test/cb',
        codeChallenge: 'x',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/oauth/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'pin-app',
      redirect_uri: 'https://app.test/cb',
      response_type: 'code',
      scope: 'boards:read,boards:write,pins:read,pins:write,user_accounts:read',
      state: 'st',
    });
  });

  it('when a code is exchanged, then the client authenticates with HTTP Basic and the form carries the code', async () => {
    const { adapter, server } = await setUp({
      'POST /v5/oauth/token': () => ({
        json: {
          access_token: 'pina_new',
          refresh_token: 'pinr_new',
          token_type: 'bearer',
          expires_in: 2592000,
          refresh_token_expires_in: 31536000,
          scope: 'boards:read boards:write pins:read pins:write user_accounts:read',
        },
      }),
    });
    const result = await adapter.exchangeCode({
      code: 'c1',
      redirectUri: 'https://app.test/cb',
      codeVerifier: 'v',
    });
    const [request] = server.requests;
    expect(request!.headers.authorization).toBe(basic);
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request!.form!)).toEqual({
      grant_type: 'authorization_code',
      code: 'c1',
      redirect_uri: 'https://app.test/cb',
    });
    expect(result).toEqual({
      accessToken: 'pina_new',
      refreshToken: 'pinr_new',
      expiresAt: new Date(NOW.getTime() + 2592000 * 1000),
      refreshExpiresAt: new Date(NOW.getTime() + 31536000 * 1000),
      scopes: ['boards:read', 'boards:write', 'pins:read', 'pins:write', 'user_accounts:read'],
    });
  });

  it('when tokens are refreshed without a new refresh token, then the stored one is kept', async () => {
    const { adapter, server } = await setUp({
      'POST /v5/oauth/token': () => ({
        json: { access_token: 'pina_2', expires_in: 2592000, scope: 'pins:write' },
      }),
    });
    const result = await adapter.refresh(tokens());
    expect(server.requests[0]!.headers.authorization).toBe(basic);
    expect(Object.fromEntries(server.requests[0]!.form!)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'pinr_refresh',
    });
    expect(result).toMatchObject({ accessToken: 'pina_2', refreshToken: 'pinr_refresh' });
  });

  it('when Pinterest refuses the refresh token, then the user is asked to reconnect with Pinterest’s reason', async () => {
    const { adapter } = await setUp({
      'POST /v5/oauth/token': () => ({
        status: 400,
        json: { code: 1, message: 'Invalid refresh token.' },
      }),
    });
    const error = await platformFailure(adapter.refresh(tokens()));
    expect(error.kind).toBe('reauth_required');
    expect(error.message).toBe('Invalid refresh token.');
  });
});

describe('Pinterest profile and board', () => {
  const user = () => ({
    json: {
      id: 'u1',
      username: 'maker',
      business_name: 'Maker Co',
      profile_image: 'https://i.pinimg.test/a.jpg',
      follower_count: 321,
    },
  });

  it('when the account has a Postcraft board on its second page, then its id is kept in the profile', async () => {
    const { adapter, server } = await setUp({
      'GET /v5/user_account': user,
      'GET /v5/boards': (request) =>
        request.query.get('bookmark') === 'page2'
          ? { json: { items: [{ id: 'b-post', name: 'postcraft' }], bookmark: null } }
          : { json: { items: [{ id: 'b-1', name: 'Recipes' }], bookmark: 'page2' } },
    });
    const profile = await adapter.fetchProfile(tokens());
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v5/user_account',
      'GET /v5/boards',
      'GET /v5/boards',
    ]);
    expect(server.requests[0]!.headers.authorization).toBe('Bearer pina_access');
    expect(profile).toEqual({
      id: 'u1',
      username: 'maker',
      displayName: 'Maker Co',
      avatarUrl: 'https://i.pinimg.test/a.jpg',
      followers: 321,
      profileUrl: 'https://pins.test/maker/',
      metadata: { boardId: 'b-post' },
    });
  });

  it('when no Postcraft board exists, then one is created', async () => {
    const { adapter, server } = await setUp({
      'GET /v5/user_account': user,
      'GET /v5/boards': () => ({ json: { items: [], bookmark: null } }),
      'POST /v5/boards': () => ({ status: 201, json: { id: 'b-new', name: 'Postcraft' } }),
    });
    const profile = await adapter.fetchProfile(tokens());
    expect(server.requests[2]!.json).toEqual({
      name: 'Postcraft',
      description: 'Pins published with Postcraft',
      privacy: 'PUBLIC',
    });
    expect(profile.metadata).toEqual({ boardId: 'b-new' });
  });
});

describe('Pinterest publishing', () => {
  it('when an image has a public URL, then the pin points at it on the account’s board', async () => {
    const { adapter, server } = await setUp({
      'POST /v5/pins': () => ({ status: 201, json: { id: '813744226420795884' } }),
    });
    const result = await adapter.publish(account, {
      text: 'Spring salad\nwith herbs',
      media: [file({ publicUrl: 'https://media.postcraft.test/salad.jpg' })],
    });
    expect(server.requests[0]!.json).toEqual({
      board_id: 'board-9',
      title: 'Spring salad',
      description: 'Spring salad\nwith herbs',
      media_source: { source_type: 'image_url', url: 'https://media.postcraft.test/salad.jpg' },
    });
    expect(result).toEqual({
      id: '813744226420795884',
      url: 'https://pins.test/pin/813744226420795884/',
    });
  });

  it('when an image has no public URL, then its bytes go as base64', async () => {
    const { adapter, server } = await setUp({
      'POST /v5/pins': () => ({ status: 201, json: { id: 'p2' } }),
    });
    await adapter.publish(account, {
      text: 'x',
      title: 'Given title',
      media: [file({ mimeType: 'image/png', bytes: new Uint8Array([1, 2, 3]) })],
    });
    expect(server.requests[0]!.json).toMatchObject({
      title: 'Given title',
      media_source: { source_type: 'image_base64', content_type: 'image/png', data: 'AQID' },
    });
  });

  it('when a video is posted, then it is registered, uploaded with the signed fields, waited for and pinned, in that order', async () => {
    let checks = 0;
    const { adapter, server, delays } = await setUp({
      'POST /v5/media': () => ({
        status: 201,
        json: {
          media_id: 'm-77',
          media_type: 'video',
          upload_url: `${standIn!.url}/s3-upload/`,
          upload_parameters: { key: 'uploads/m-77', policy: 'pol', 'x-amz-signature': 'sig' },
        },
      }),
      'POST /s3-upload/': () => ({ status: 204 }),
      'GET /v5/media/m-77': () => {
        checks += 1;
        return { json: { media_id: 'm-77', status: checks === 1 ? 'processing' : 'succeeded' } };
      },
      'POST /v5/pins': () => ({ status: 201, json: { id: 'p-vid' } }),
    });
    const result = await adapter.publish(account, {
      text: 'Timelapse',
      media: [file({ kind: 'video', mimeType: 'video/mp4', bytes: new Uint8Array([5, 6, 7]) })],
    });

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v5/media',
      'POST /s3-upload/',
      'GET /v5/media/m-77',
      'GET /v5/media/m-77',
      'POST /v5/pins',
    ]);
    expect(server.requests[0]!.json).toEqual({ media_type: 'video' });
    const form = await multipart(server.requests[1]!);
    expect(form.get('key')).toBe('uploads/m-77');
    expect(form.get('policy')).toBe('pol');
    expect(form.get('x-amz-signature')).toBe('sig');
    const uploaded = form.get('file') as Blob;
    expect([...new Uint8Array(await uploaded.arrayBuffer())]).toEqual([5, 6, 7]);
    expect(server.requests[1]!.headers.authorization).toBeUndefined();
    expect(delays).toEqual([500]);
    expect(server.requests[4]!.json).toEqual({
      board_id: 'board-9',
      title: 'Timelapse',
      description: 'Timelapse',
      media_source: { source_type: 'video_id', media_id: 'm-77', cover_image_key_frame_time: 1 },
    });
    expect(result.id).toBe('p-vid');
  });

  it('when the video never finishes processing, then no pin is created and polling is bounded', async () => {
    const { adapter, server } = await setUp({
      'POST /v5/media': () => ({
        status: 201,
        json: { media_id: 'm1', upload_url: `${standIn!.url}/s3/`, upload_parameters: {} },
      }),
      'POST /s3/': () => ({ status: 204 }),
      'GET /v5/media/m1': () => ({ json: { status: 'processing' } }),
    });
    const error = await platformFailure(
      adapter.publish(account, {
        text: 'x',
        media: [file({ kind: 'video', mimeType: 'video/mp4' })],
      }),
    );
    expect(error.providerCode).toBe('media_pending');
    expect(server.requests.filter((r) => r.path === '/v5/media/m1')).toHaveLength(3);
    expect(server.requests.some((r) => r.path === '/v5/pins')).toBe(false);
  });

  it('when the post is text only, then nothing is sent', async () => {
    const { adapter, server } = await setUp();
    const error = await platformFailure(
      adapter.publish(account, { text: 'Just words', media: [] }),
    );
    expect(error.kind).toBe('rejected');
    expect(server.requests).toHaveLength(0);
  });

  it('when a pin is deleted, then DELETE /v5/pins/{id} is sent', async () => {
    const { adapter, server } = await setUp({ 'DELETE /v5/pins/p-1': () => ({ status: 204 }) });
    await adapter.deletePost(account, 'p-1');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer pina_access');
    expect(adapter.postUrl(account.profile, 'p-1')).toBe('https://pins.test/pin/p-1/');
  });
});

describe('Pinterest errors', () => {
  it('when the access token is refused (401), then the user is asked to reconnect with Pinterest’s reason', async () => {
    const { adapter } = await setUp({
      'GET /v5/user_account': () => ({
        status: 401,
        json: { code: 2, message: 'Authentication failed.' },
      }),
    });
    const error = await platformFailure(adapter.fetchProfile(tokens()));
    expect(error.kind).toBe('reauth_required');
    expect(error.message).toBe('Authentication failed.');
    expect(error.providerCode).toBe('2');
  });

  it('when Pinterest rate-limits (429), then the error carries Retry-After', async () => {
    const { adapter } = await setUp({
      'POST /v5/pins': () => ({
        status: 429,
        headers: { 'Retry-After': '12' },
        json: { code: 8, message: 'Too many requests' },
      }),
    });
    const error = await platformFailure(
      adapter.publish(account, { text: 'x', media: [file({ publicUrl: 'https://m.test/a.jpg' })] }),
    );
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSec).toBe(12);
    expect(error.message).toBe('Too many requests');
  });

  it('when the board was not recorded, then publishing asks to connect again', async () => {
    const { adapter } = await setUp();
    const error = await platformFailure(
      adapter.publish(
        { ...account, profile: { ...account.profile, metadata: {} } },
        { text: 'x', media: [file()] },
      ),
    );
    expect(error.kind).toBe('reauth_required');
  });
});

describe('Pinterest titles', () => {
  it('when the text is long, then the title stays within 100 characters', () => {
    expect(pinTitle({ text: 'a'.repeat(150) })).toHaveLength(100);
    expect(pinTitle({ text: 'First line\nsecond' })).toBe('First line');
  });
});
