import { pkceChallenge } from '../../pkce.js';
import type { PublishMedia, TokenSet } from '../../platform-adapter.js';
import { startStandIn, type StandInServer } from '../../test-support/stand-in-server.js';
import { createYouTubeAdapter, youtubeTitle } from './youtube.adapter.js';
import { platformFailure } from '../../test-support/platform-failure.js';

const NOW = new Date('2026-11-20T10:00:00Z');

let standIn: StandInServer | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function setUp(routes: Parameters<typeof startStandIn>[0] = {}) {
  standIn = await startStandIn(routes);
  const url = standIn.url;
  const adapter = createYouTubeAdapter({
    credentials: { clientId: 'google-client', clientSecret: 'google-secret' },
    urls: { auth: url, oauth: url, api: url, web: 'https://yt.test' },
    now: () => NOW,
  });
  return { adapter, server: standIn };
}

const tokens = (overrides: Partial<TokenSet> = {}): TokenSet => ({
  accessToken: 'ya29.a',
  refreshToken: '1//refresh',
  expiresAt: null,
  refreshExpiresAt: null,
  scopes: [],
  ...overrides,
});
const account = { tokens: tokens(), profile: { id: 'UC1', username: 'maker', metadata: {} } };

function video(bytes = new Uint8Array([9, 8, 7, 6])): PublishMedia {
  return {
    kind: 'video',
    mimeType: 'video/mp4',
    sizeBytes: bytes.byteLength,
    publicUrl: null,
    read: async () => bytes,
  };
}

describe('YouTube authorization', () => {
  it('when the consent page is built, then it asks for offline access, fresh consent, granted scopes and an S256 challenge', async () => {
    const { adapter, server } = await setUp();
    const challenge = pkceChallenge('verifier-1');
    const url = new URL(
      adapter.authorizationUrl({
        state: 'st',
        redirectUri: 'https://app.test/api/connections/youtube/callback',
        codeChallenge: challenge,
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'google-client',
      redirect_uri: 'https://app.test/api/connections/youtube/callback',
      response_type: 'code',
      scope:
        'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: 'st',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    expect(adapter.usesPkce).toBe(true);
  });

  it('when a code is exchanged, then the form carries the PKCE verifier and the client credentials', async () => {
    const { adapter, server } = await setUp({
      'POST /token': () => ({
        json: {
          access_token: 'ya29.new',
          refresh_token: '1//new',
          expires_in: 3599,
          scope:
            'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube',
          token_type: 'Bearer',
        },
      }),
    });
    const result = await adapter.exchangeCode({
      code: '4/code',
      redirectUri: 'https://app.test/cb',
      codeVerifier: 'verifier-1',
    });

    const [request] = server.requests;
    expect(request!.method).toBe('POST');
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request!.form!)).toEqual({
      client_id: 'google-client',
      client_secret: 'google-secret',
      code: '4/code',
      code_verifier: 'verifier-1',
      grant_type: 'authorization_code',
      redirect_uri: 'https://app.test/cb',
    });
    expect(result.refreshToken).toBe('1//new');
    expect(result.expiresAt).toEqual(new Date(NOW.getTime() + 3599 * 1000));
    expect(result.scopes).toHaveLength(2);
  });

  it('when tokens are refreshed, then the stored refresh token is kept since Google sends none back', async () => {
    const { adapter, server } = await setUp({
      'POST /token': () => ({ json: { access_token: 'ya29.b', expires_in: 3599 } }),
    });
    const result = await adapter.refresh(tokens());
    expect(Object.fromEntries(server.requests[0]!.form!)).toEqual({
      client_id: 'google-client',
      client_secret: 'google-secret',
      grant_type: 'refresh_token',
      refresh_token: '1//refresh',
    });
    expect(result).toMatchObject({ accessToken: 'ya29.b', refreshToken: '1//refresh' });
  });

  it('when Google answers invalid_grant, then refresh asks the user to reconnect with Google’s reason', async () => {
    const { adapter } = await setUp({
      'POST /token': () => ({
        status: 400,
        json: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
      }),
    });
    const error = await platformFailure(adapter.refresh(tokens()));
    expect(error.kind).toBe('reauth_required');
    expect(error.providerCode).toBe('invalid_grant');
    expect(error.message).toBe('Token has been expired or revoked.');
  });

  it('when the account is disconnected, then the refresh token is revoked', async () => {
    const { adapter, server } = await setUp({ 'POST /revoke': () => ({ status: 200 }) });
    await adapter.revoke!(tokens());
    expect(server.requests[0]!.form!.get('token')).toBe('1//refresh');
  });
});

describe('YouTube profile', () => {
  it('when the channel is read, then subscribers become followers and the handle the username', async () => {
    const { adapter, server } = await setUp({
      'GET /youtube/v3/channels': () => ({
        json: {
          items: [
            {
              id: 'UC123',
              snippet: {
                title: 'Maker Channel',
                customUrl: '@maker',
                thumbnails: {
                  default: { url: 'https://yt3.test/d.jpg' },
                  high: { url: 'https://yt3.test/h.jpg' },
                },
              },
              statistics: { subscriberCount: '4200', hiddenSubscriberCount: false },
            },
          ],
        },
      }),
    });
    const profile = await adapter.fetchProfile(tokens());
    const [request] = server.requests;
    expect(request!.query.get('part')).toBe('snippet,statistics');
    expect(request!.query.get('mine')).toBe('true');
    expect(request!.headers.authorization).toBe('Bearer ya29.a');
    expect(profile).toEqual({
      id: 'UC123',
      username: 'maker',
      displayName: 'Maker Channel',
      avatarUrl: 'https://yt3.test/h.jpg',
      followers: 4200,
      profileUrl: 'https://yt.test/@maker',
      metadata: {},
    });
  });

  it('when the Google account has no channel, then connecting is refused with what to do', async () => {
    const { adapter } = await setUp({
      'GET /youtube/v3/channels': () => ({ json: { items: [] } }),
    });
    const error = await platformFailure(adapter.fetchProfile(tokens()));
    expect(error.kind).toBe('rejected');
    expect(error.message).toMatch(/create one on YouTube/);
  });
});

describe('YouTube publishing', () => {
  it('when a video is posted, then a resumable session is opened with the metadata and the bytes are PUT to its Location', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const { adapter, server } = await setUp({
      'POST /upload/youtube/v3/videos': () => ({
        headers: {
          Location: `${standIn!.url}/upload/youtube/v3/videos?uploadType=resumable&upload_id=U1`,
        },
      }),
      'PUT /upload/youtube/v3/videos': () => ({
        json: { id: 'dQw4w9WgXcQ', status: { uploadStatus: 'uploaded', privacyStatus: 'public' } },
      }),
    });
    const result = await adapter.publish(account, {
      text: 'Behind the <scenes>\nMore words in the description',
      media: [video(bytes)],
    });

    const [session, upload] = server.requests;
    expect(`${session!.method} ${session!.path}`).toBe('POST /upload/youtube/v3/videos');
    expect(Object.fromEntries(session!.query)).toEqual({
      uploadType: 'resumable',
      part: 'snippet,status',
    });
    expect(session!.headers['x-upload-content-length']).toBe('5');
    expect(session!.headers['x-upload-content-type']).toBe('video/mp4');
    expect(session!.headers.authorization).toBe('Bearer ya29.a');
    expect(session!.json).toEqual({
      snippet: {
        title: 'Behind the scenes',
        description: 'Behind the scenes\nMore words in the description',
      },
      status: { privacyStatus: 'public', selfDeclaredMadeForKids: false },
    });
    expect(`${upload!.method} ${upload!.path}`).toBe('PUT /upload/youtube/v3/videos');
    expect(upload!.query.get('upload_id')).toBe('U1');
    expect(upload!.headers['content-type']).toBe('video/mp4');
    expect([...upload!.bytes]).toEqual([1, 2, 3, 4, 5]);
    expect(result).toEqual({ id: 'dQw4w9WgXcQ', url: 'https://yt.test/shorts/dQw4w9WgXcQ' });
  });

  it('when the post has no video or several files, then nothing is sent', async () => {
    const { adapter, server } = await setUp();
    const none = await platformFailure(adapter.publish(account, { text: 'hi', media: [] }));
    const two = await platformFailure(
      adapter.publish(account, { text: 'hi', media: [video(), video()] }),
    );
    expect([none.kind, two.kind]).toEqual(['rejected', 'rejected']);
    expect(server.requests).toHaveLength(0);
  });

  it('when the project quota is spent, then the upload is rate-limited with Google’s message, not a reconnect', async () => {
    const { adapter } = await setUp({
      'POST /upload/youtube/v3/videos': () => ({
        status: 403,
        json: {
          error: {
            code: 403,
            message: 'The request cannot be completed because you have exceeded your quota.',
            errors: [{ message: 'quota', domain: 'youtube.quota', reason: 'quotaExceeded' }],
            status: 'PERMISSION_DENIED',
          },
        },
      }),
    });
    const error = await platformFailure(adapter.publish(account, { text: 'x', media: [video()] }));
    expect(error.kind).toBe('rate_limited');
    expect(error.providerCode).toBe('quotaExceeded');
    expect(error.message).toBe(
      'The request cannot be completed because you have exceeded your quota.',
    );
  });

  it('when the access token is refused (401), then the user is asked to reconnect', async () => {
    const { adapter } = await setUp({
      'GET /youtube/v3/channels': () => ({
        status: 401,
        json: {
          error: {
            code: 401,
            message: 'Request had invalid authentication credentials.',
            errors: [{ reason: 'authError' }],
            status: 'UNAUTHENTICATED',
          },
        },
      }),
    });
    const error = await platformFailure(adapter.fetchProfile(tokens()));
    expect(error.kind).toBe('reauth_required');
    expect(error.status).toBe(401);
  });

  it('when Google answers 429 with Retry-After, then the error carries the wait', async () => {
    const { adapter } = await setUp({
      'DELETE /youtube/v3/videos': () => ({
        status: 429,
        headers: { 'Retry-After': '30' },
        json: {
          error: {
            code: 429,
            message: 'Too many requests',
            errors: [{ reason: 'rateLimitExceeded' }],
          },
        },
      }),
    });
    const error = await platformFailure(adapter.deletePost(account, 'vid1'));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSec).toBe(30);
  });

  it('when a video is deleted, then DELETE videos?id= is sent', async () => {
    const { adapter, server } = await setUp({
      'DELETE /youtube/v3/videos': () => ({ status: 204 }),
    });
    await adapter.deletePost(account, 'dQw4w9WgXcQ');
    expect(server.requests[0]!.query.get('id')).toBe('dQw4w9WgXcQ');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer ya29.a');
    expect(adapter.postUrl(account.profile, 'dQw4w9WgXcQ')).toBe(
      'https://yt.test/shorts/dQw4w9WgXcQ',
    );
  });

  it('when the video is already gone, then deleting it succeeds', async () => {
    const { adapter } = await setUp({
      'DELETE /youtube/v3/videos': () => ({
        status: 404,
        json: {
          error: { code: 404, message: 'Video not found', errors: [{ reason: 'videoNotFound' }] },
        },
      }),
    });
    await expect(adapter.deletePost(account, 'gone')).resolves.toBeUndefined();
  });
});

describe('YouTube titles', () => {
  it('when no title is given, then the text’s first line is used, cut at a word within 100 characters', () => {
    const long = `${'word '.repeat(30)}end`;
    const title = youtubeTitle({ text: `\n${long}\nsecond line` });
    expect(title.length).toBeLessThanOrEqual(100);
    expect(title.endsWith('word…')).toBe(true);
    expect(youtubeTitle({ title: '  My <b>title</b> ', text: 'ignored' })).toBe('My btitle/b');
    expect(youtubeTitle({ text: '' })).toBe('Untitled video');
  });
});
