import { basicAuthorization } from '../../oauth-tokens.js';
import { createPkcePair, pkceChallenge } from '../../pkce.js';
import type {
  AccountCredentials,
  OAuthPlatformAdapter,
  PublishMedia,
  TokenSet,
} from '../../platform-adapter.js';
import {
  startStandIn,
  type RecordedRequest,
  type StandInServer,
} from '../../test-support/stand-in-server.js';
import { createTwitterAdapter } from './twitter.adapter.js';

const NOW = new Date('2026-11-02T10:00:00.000Z');
const REDIRECT = 'https://postcraft.example/api/connections/twitter/callback';
const BASIC = basicAuthorization('x-client', 'x-secret');

let standIn: StandInServer;
let adapter: OAuthPlatformAdapter;
let sleeps: number[];

beforeEach(async () => {
  standIn = await startStandIn();
  sleeps = [];
  adapter = createTwitterAdapter({
    credentials: { clientId: 'x-client', clientSecret: 'x-secret' },
    urls: { authorize: standIn.url, token: standIn.url, api: standIn.url },
    now: () => NOW,
    chunkBytes: 4,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
});

afterEach(() => standIn.close());

function tokens(overrides: Partial<TokenSet> = {}): TokenSet {
  return {
    accessToken: 'x-access',
    refreshToken: 'x-refresh',
    expiresAt: new Date('2026-11-02T12:00:00.000Z'),
    refreshExpiresAt: null,
    scopes: ['tweet.write'],
    ...overrides,
  };
}

const account: AccountCredentials = {
  tokens: tokens(),
  profile: { id: '2244994945', username: 'postcraft', metadata: {} },
};

function media(kind: 'image' | 'video', bytes: string, mimeType: string): PublishMedia {
  return {
    kind,
    mimeType,
    sizeBytes: bytes.length,
    publicUrl: null,
    read: async () => new TextEncoder().encode(bytes),
  };
}

/** Decodes a multipart request the way a server would. */
async function multipart(request: RecordedRequest | undefined) {
  const form = await new Response(request?.bytes, {
    headers: { 'content-type': String(request?.headers['content-type']) },
  }).formData();
  const file = form.get('media') as Blob;
  return { segmentIndex: form.get('segment_index'), media: await file.text() };
}

const tweetCreated = () => ({
  status: 201,
  json: { data: { id: '1850000000000000001', text: 'x' } },
});

describe('X authorisation', () => {
  it('when building the consent URL, then it carries the PKCE S256 challenge and space-separated scopes', () => {
    const url = new URL(
      adapter.authorizationUrl({ state: 'st-1', redirectUri: REDIRECT, codeChallenge: 'chal-1' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.url}/i/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'x-client',
      redirect_uri: REDIRECT,
      scope: 'tweet.read tweet.write users.read offline.access media.write',
      state: 'st-1',
      code_challenge: 'chal-1',
      code_challenge_method: 'S256',
    });
    expect(url.search).toContain('scope=tweet.read%20tweet.write');
  });

  it('when exchanging a code, then Basic auth and the PKCE verifier go to the token endpoint', async () => {
    standIn.route('POST /2/oauth2/token', () => ({
      json: {
        token_type: 'bearer',
        expires_in: 7200,
        access_token: 'x-access',
        refresh_token: 'x-refresh',
        scope: 'tweet.read tweet.write users.read offline.access media.write',
      },
    }));
    const { verifier, challenge } = createPkcePair();
    const consent = new URL(
      adapter.authorizationUrl({ state: 's', redirectUri: REDIRECT, codeChallenge: challenge }),
    );

    const result = await adapter.exchangeCode({
      code: 'code-1',
      redirectUri: REDIRECT,
      codeVerifier: verifier,
    });

    const [request] = standIn.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers.authorization).toBe(BASIC);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      client_id: 'x-client',
    });
    // X checks the verifier against the challenge the consent page received.
    expect(pkceChallenge(request?.form?.get('code_verifier') ?? '')).toBe(
      consent.searchParams.get('code_challenge'),
    );
    expect(result).toEqual({
      accessToken: 'x-access',
      refreshToken: 'x-refresh',
      expiresAt: new Date('2026-11-02T12:00:00.000Z'),
      refreshExpiresAt: null,
      scopes: ['tweet.read', 'tweet.write', 'users.read', 'offline.access', 'media.write'],
    });
  });

  it('when X rotates the refresh token, then the new one is stored; when it sends none, then the old one stays', async () => {
    const answers = [
      { access_token: 'a2', refresh_token: 'r2', expires_in: 7200 },
      { access_token: 'a3', expires_in: 7200 },
    ];
    standIn.route('POST /2/oauth2/token', () => ({ json: answers.shift() }));

    const rotated = await adapter.refresh(tokens());
    const kept = await adapter.refresh(rotated);

    expect(Object.fromEntries(standIn.requests[0]?.form ?? [])).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'x-refresh',
      client_id: 'x-client',
    });
    expect(standIn.requests[0]?.headers.authorization).toBe(BASIC);
    expect(rotated.refreshToken).toBe('r2');
    expect(standIn.requests[1]?.form?.get('refresh_token')).toBe('r2');
    expect(kept).toMatchObject({ accessToken: 'a3', refreshToken: 'r2' });
  });

  it('when X refuses the refresh token, then the kind is reauth_required with X’s description', async () => {
    standIn.route('POST /2/oauth2/token', () => ({
      status: 400,
      json: {
        error: 'invalid_request',
        error_description: 'Value passed for the token was invalid.',
      },
    }));

    await expect(adapter.refresh(tokens())).rejects.toMatchObject({
      kind: 'reauth_required',
      message: 'Value passed for the token was invalid.',
      providerCode: 'invalid_request',
    });
  });

  it('when no refresh token was issued, then refreshing asks for a reconnection', async () => {
    await expect(adapter.refresh(tokens({ refreshToken: null }))).rejects.toMatchObject({
      kind: 'reauth_required',
    });
    expect(standIn.requests).toHaveLength(0);
  });

  it('when revoking, then both tokens go to /2/oauth2/revoke with Basic auth and a type hint', async () => {
    standIn.route('POST /2/oauth2/revoke', () => ({ json: { revoked: true } }));

    await adapter.revoke?.(tokens());

    expect(standIn.requests.map((r) => Object.fromEntries(r.form ?? []))).toEqual([
      { token: 'x-access', token_type_hint: 'access_token', client_id: 'x-client' },
      { token: 'x-refresh', token_type_hint: 'refresh_token', client_id: 'x-client' },
    ]);
    expect(standIn.requests.every((r) => r.headers.authorization === BASIC)).toBe(true);
  });
});

describe('X profile', () => {
  it('when reading the user, then followers come from public_metrics', async () => {
    standIn.route('GET /2/users/me', () => ({
      json: {
        data: {
          id: '2244994945',
          name: 'Postcraft',
          username: 'postcraft',
          profile_image_url: 'https://pbs.twimg.com/p.jpg',
          public_metrics: { followers_count: 1234, following_count: 5 },
        },
      },
    }));

    const profile = await adapter.fetchProfile(tokens());

    expect(standIn.requests[0]?.query.get('user.fields')).toBe('profile_image_url,public_metrics');
    expect(standIn.requests[0]?.headers.authorization).toBe('Bearer x-access');
    expect(profile).toEqual({
      id: '2244994945',
      username: 'postcraft',
      displayName: 'Postcraft',
      avatarUrl: 'https://pbs.twimg.com/p.jpg',
      followers: 1234,
      profileUrl: 'https://x.com/postcraft',
      metadata: {},
    });
  });
});

describe('X publishing', () => {
  it('when posting text, then /2/tweets gets the text alone and the URL names the user', async () => {
    standIn.route('POST /2/tweets', tweetCreated);

    const result = await adapter.publish(account, { text: 'Hello X', media: [] });

    expect(standIn.requests[0]?.headers.authorization).toBe('Bearer x-access');
    expect(standIn.requests[0]?.json).toEqual({ text: 'Hello X' });
    expect(result).toEqual({
      id: '1850000000000000001',
      url: 'https://x.com/postcraft/status/1850000000000000001',
    });
  });

  it('when posting an image, then it is initialised, appended, finalised and attached', async () => {
    standIn.route('POST /2/media/upload/initialize', () => ({
      json: { data: { id: '710511363345354753', media_key: '3_710511363345354753' } },
    }));
    standIn.route('POST /2/media/upload/710511363345354753/append', () => ({ json: { data: {} } }));
    standIn.route('POST /2/media/upload/710511363345354753/finalize', () => ({
      json: { data: { id: '710511363345354753', size: 3 } },
    }));
    standIn.route('POST /2/tweets', tweetCreated);

    await adapter.publish(account, { text: 'Pic', media: [media('image', 'PNG', 'image/png')] });

    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /2/media/upload/initialize',
      'POST /2/media/upload/710511363345354753/append',
      'POST /2/media/upload/710511363345354753/finalize',
      'POST /2/tweets',
    ]);
    expect(standIn.requests[0]?.json).toEqual({
      media_type: 'image/png',
      total_bytes: 3,
      media_category: 'tweet_image',
    });
    expect(await multipart(standIn.requests[1])).toEqual({ segmentIndex: '0', media: 'PNG' });
    expect(standIn.requests[3]?.json).toEqual({
      text: 'Pic',
      media: { media_ids: ['710511363345354753'] },
    });
    expect(sleeps).toEqual([]);
  });

  it('when posting a video, then it is sent in chunks and the post waits until processing succeeded', async () => {
    standIn.route('POST /2/media/upload/initialize', () => ({ json: { data: { id: '99' } } }));
    standIn.route('POST /2/media/upload/99/append', () => ({ json: { data: {} } }));
    standIn.route('POST /2/media/upload/99/finalize', () => ({
      json: { data: { id: '99', processing_info: { state: 'pending', check_after_secs: 2 } } },
    }));
    const states = [
      { state: 'in_progress', check_after_secs: 3, progress_percent: 40 },
      { state: 'succeeded', progress_percent: 100 },
    ];
    standIn.route('GET /2/media/upload', () => ({
      json: { data: { id: '99', processing_info: states.shift() } },
    }));
    standIn.route('POST /2/tweets', tweetCreated);

    await adapter.publish(account, {
      text: 'Film',
      media: [media('video', 'ABCDEFGHIJ', 'video/mp4')],
    });

    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /2/media/upload/initialize',
      'POST /2/media/upload/99/append',
      'POST /2/media/upload/99/append',
      'POST /2/media/upload/99/append',
      'POST /2/media/upload/99/finalize',
      'GET /2/media/upload',
      'GET /2/media/upload',
      'POST /2/tweets',
    ]);
    expect(standIn.requests[0]?.json).toEqual({
      media_type: 'video/mp4',
      total_bytes: 10,
      media_category: 'tweet_video',
    });
    const chunks = await Promise.all(standIn.requests.slice(1, 4).map(multipart));
    expect(chunks).toEqual([
      { segmentIndex: '0', media: 'ABCD' },
      { segmentIndex: '1', media: 'EFGH' },
      { segmentIndex: '2', media: 'IJ' },
    ]);
    expect(Object.fromEntries(standIn.requests[5]?.query ?? [])).toEqual({
      command: 'STATUS',
      media_id: '99',
    });
    expect(sleeps).toEqual([2000, 3000]);
    expect(standIn.requests[7]?.json).toEqual({ text: 'Film', media: { media_ids: ['99'] } });
  });

  it('when X fails to process the video, then the publish is rejected with X’s reason and nothing is posted', async () => {
    standIn.route('POST /2/media/upload/initialize', () => ({ json: { data: { id: '99' } } }));
    standIn.route('POST /2/media/upload/99/append', () => ({ json: {} }));
    standIn.route('POST /2/media/upload/99/finalize', () => ({
      json: {
        data: {
          id: '99',
          processing_info: {
            state: 'failed',
            error: { code: 1, name: 'InvalidMedia', message: 'Unsupported video format' },
          },
        },
      },
    }));

    await expect(
      adapter.publish(account, { text: 'x', media: [media('video', 'AB', 'video/mp4')] }),
    ).rejects.toMatchObject({
      kind: 'rejected',
      message: 'X could not process the media: Unsupported video format',
      providerCode: '1',
    });
    expect(standIn.requests.some((r) => r.path === '/2/tweets')).toBe(false);
  });

  it('when deleting, then DELETE /2/tweets/:id is called with the user token', async () => {
    standIn.route('DELETE /2/tweets/1850000000000000001', () => ({
      json: { data: { deleted: true } },
    }));

    await adapter.deletePost(account, '1850000000000000001');

    expect(standIn.requests[0]?.method).toBe('DELETE');
    expect(standIn.requests[0]?.headers.authorization).toBe('Bearer x-access');
  });
});

describe('X errors', () => {
  it('when the token is rejected with 401, then the kind is reauth_required with X’s detail', async () => {
    standIn.route('POST /2/tweets', () => ({
      status: 401,
      json: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
    }));

    await expect(adapter.publish(account, { text: 'x', media: [] })).rejects.toMatchObject({
      kind: 'reauth_required',
      status: 401,
      message: 'Unauthorized',
    });
  });

  it('when X throttles, then Retry-After is honoured, or derived from x-rate-limit-reset', async () => {
    const resetAt = NOW.getTime() / 1000 + 900;
    const answers = [
      {
        status: 429,
        headers: { 'retry-after': '60' },
        json: { title: 'Too Many Requests', detail: 'Too Many Requests' },
      },
      {
        status: 429,
        headers: { 'x-rate-limit-reset': String(resetAt) },
        json: { title: 'Too Many Requests', detail: 'Too Many Requests' },
      },
    ];
    standIn.route('POST /2/tweets', () => answers.shift() ?? {});

    await expect(adapter.publish(account, { text: 'x', media: [] })).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSec: 60,
    });
    await expect(adapter.publish(account, { text: 'x', media: [] })).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSec: 900,
      message: 'Too Many Requests',
    });
  });

  it('when X refuses a duplicate, then the kind is rejected with X’s detail and title', async () => {
    standIn.route('POST /2/tweets', () => ({
      status: 403,
      json: {
        title: 'Forbidden',
        type: 'about:blank',
        status: 403,
        detail: 'You are not allowed to create a Tweet with duplicate content.',
      },
    }));

    await expect(adapter.publish(account, { text: 'x', media: [] })).rejects.toMatchObject({
      kind: 'rejected',
      message: 'You are not allowed to create a Tweet with duplicate content.',
      providerCode: 'Forbidden',
    });
  });

  it('when X answers an errors[] list, then its messages are joined', async () => {
    standIn.route('POST /2/tweets', () => ({
      status: 400,
      json: {
        errors: [
          { message: 'The `text` field is too long', code: 186 },
          { message: 'Media id 1 is not valid' },
        ],
      },
    }));

    await expect(adapter.publish(account, { text: 'x', media: [] })).rejects.toMatchObject({
      kind: 'rejected',
      message: 'The `text` field is too long; Media id 1 is not valid',
      providerCode: '186',
    });
  });
});
