import type {
  AccountCredentials,
  OAuthPlatformAdapter,
  PublishMedia,
  TokenSet,
} from '../../platform-adapter.js';
import { PlatformError } from '../../platform-error.js';
import { platformFailure } from '../../test-support/platform-failure.js';
import { startStandIn, type StandInServer } from '../../test-support/stand-in-server.js';
import { createLinkedInAdapter, LINKEDIN_API_VERSION, toLittleText } from './linkedin.adapter.js';

const NOW = new Date('2026-11-02T10:00:00.000Z');
const REDIRECT = 'https://postcraft.example/api/connections/linkedin/callback';

let standIn: StandInServer;
let adapter: OAuthPlatformAdapter;
let sleeps: number[];

beforeEach(async () => {
  standIn = await startStandIn();
  sleeps = [];
  adapter = createLinkedInAdapter({
    credentials: { clientId: 'li-client', clientSecret: 'li-secret' },
    urls: { authorize: standIn.url, token: standIn.url, api: standIn.url },
    now: () => NOW,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
});

afterEach(() => standIn.close());

function tokens(overrides: Partial<TokenSet> = {}): TokenSet {
  return {
    accessToken: 'li-access',
    refreshToken: null,
    expiresAt: null,
    refreshExpiresAt: null,
    scopes: ['w_member_social'],
    ...overrides,
  };
}

const account: AccountCredentials = {
  tokens: tokens(),
  profile: {
    id: 'abc123',
    username: 'Ada Lovelace',
    metadata: { personUrn: 'urn:li:person:abc123' },
  },
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

const postCreated = () => ({ status: 201, headers: { 'x-restli-id': 'urn:li:share:7001' } });

describe('LinkedIn authorisation', () => {
  it('when building the consent URL, then it carries exactly the documented parameters', () => {
    const url = new URL(
      adapter.authorizationUrl({ state: 'st-1', redirectUri: REDIRECT, codeChallenge: 'unused' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.url}/oauth/v2/authorization`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'li-client',
      redirect_uri: REDIRECT,
      state: 'st-1',
      scope: 'openid profile w_member_social',
    });
    expect(url.search).toContain('scope=openid%20profile%20w_member_social');
  });

  it('when exchanging a code, then it posts the form with the client secret and reads the tokens', async () => {
    standIn.route('POST /oauth/v2/accessToken', () => ({
      json: {
        access_token: 'li-access',
        expires_in: 5184000,
        refresh_token: 'li-refresh',
        refresh_token_expires_in: 31536000,
        scope: 'openid,profile,w_member_social',
      },
    }));

    const result = await adapter.exchangeCode({
      code: 'code-1',
      redirectUri: REDIRECT,
      codeVerifier: 'v',
    });

    const [request] = standIn.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: REDIRECT,
      client_id: 'li-client',
      client_secret: 'li-secret',
    });
    expect(result).toEqual({
      accessToken: 'li-access',
      refreshToken: 'li-refresh',
      expiresAt: new Date('2027-01-01T10:00:00.000Z'),
      refreshExpiresAt: new Date('2027-11-02T10:00:00.000Z'),
      scopes: ['openid', 'profile', 'w_member_social'],
    });
  });

  it('when no refresh token was issued, then refreshing asks for a reconnection without calling LinkedIn', async () => {
    await expect(adapter.refresh(tokens())).rejects.toMatchObject({
      kind: 'reauth_required',
    });
    expect(standIn.requests).toHaveLength(0);
  });

  it('when LinkedIn answers a refresh without a new refresh token, then the old one is kept', async () => {
    standIn.route('POST /oauth/v2/accessToken', () => ({
      json: { access_token: 'li-access-2', expires_in: 3600 },
    }));
    const refreshExpiresAt = new Date('2027-05-01T00:00:00.000Z');

    const result = await adapter.refresh(tokens({ refreshToken: 'li-refresh', refreshExpiresAt }));

    expect(Object.fromEntries(standIn.requests[0]?.form ?? [])).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'li-refresh',
      client_id: 'li-client',
      client_secret: 'li-secret',
    });
    expect(result.accessToken).toBe('li-access-2');
    expect(result.refreshToken).toBe('li-refresh');
    expect(result.refreshExpiresAt).toEqual(refreshExpiresAt);
    expect(result.expiresAt).toEqual(new Date('2026-11-02T11:00:00.000Z'));
  });

  it('when LinkedIn refuses the refresh token, then reauth_required carries its reason', async () => {
    standIn.route('POST /oauth/v2/accessToken', () => ({
      status: 400,
      json: { error: 'invalid_grant', error_description: 'The refresh token was revoked' },
    }));

    const error = await adapter.refresh(tokens({ refreshToken: 'old' })).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({
      kind: 'reauth_required',
      message: 'The refresh token was revoked',
      providerCode: 'invalid_grant',
      status: 400,
    });
  });

  it('when LinkedIn refuses the server’s own client credentials, then the refresh fails without asking for a reconnection', async () => {
    standIn.route('POST /oauth/v2/accessToken', () => ({
      status: 401,
      json: { error: 'invalid_client', error_description: 'Client authentication failed' },
    }));

    const error = await platformFailure(adapter.refresh(tokens({ refreshToken: 'old' })));

    expect(error).toMatchObject({ kind: 'provider_error', providerCode: 'invalid_client' });
  });

  it('when LinkedIn throttles a refresh, then it stays rate_limited so the worker retries later', async () => {
    standIn.route('POST /oauth/v2/accessToken', () => ({
      status: 429,
      headers: { 'retry-after': '30' },
      json: { status: 429, message: 'Throttled' },
    }));

    const error = await platformFailure(adapter.refresh(tokens({ refreshToken: 'old' })));

    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSec: 30 });
  });

  it('when revoking, then the access token is sent with the client credentials', async () => {
    standIn.route('POST /oauth/v2/revoke', () => ({ status: 200 }));

    await adapter.revoke?.(tokens());

    expect(standIn.requests[0]?.path).toBe('/oauth/v2/revoke');
    expect(Object.fromEntries(standIn.requests[0]?.form ?? [])).toEqual({
      client_id: 'li-client',
      client_secret: 'li-secret',
      token: 'li-access',
    });
  });
});

describe('LinkedIn profile', () => {
  it('when reading the member, then the person URN is kept for publishing', async () => {
    standIn.route('GET /v2/userinfo', () => ({
      json: {
        sub: 'abc123',
        name: 'Ada Lovelace',
        given_name: 'Ada',
        family_name: 'Lovelace',
        picture: 'https://media.licdn.com/ada.jpg',
      },
    }));

    const profile = await adapter.fetchProfile(tokens());

    expect(standIn.requests[0]?.headers.authorization).toBe('Bearer li-access');
    expect(profile).toEqual({
      id: 'abc123',
      username: 'Ada Lovelace',
      displayName: 'Ada Lovelace',
      avatarUrl: 'https://media.licdn.com/ada.jpg',
      followers: 0,
      profileUrl: null,
      metadata: { personUrn: 'urn:li:person:abc123' },
    });
  });
});

describe('LinkedIn publishing', () => {
  it('when posting text, then /rest/posts gets the versioned headers and the documented body', async () => {
    standIn.route('POST /rest/posts', postCreated);

    const result = await adapter.publish(account, { text: 'Hello (world) #launch', media: [] });

    const [request] = standIn.requests;
    expect(request?.headers['linkedin-version']).toBe(LINKEDIN_API_VERSION);
    expect(request?.headers['x-restli-protocol-version']).toBe('2.0.0');
    expect(request?.headers.authorization).toBe('Bearer li-access');
    expect(request?.json).toEqual({
      author: 'urn:li:person:abc123',
      commentary: 'Hello \\(world\\) #launch',
      visibility: 'PUBLIC',
      distribution: {
        feedDistribution: 'MAIN_FEED',
        targetEntities: [],
        thirdPartyDistributionChannels: [],
      },
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    });
    expect(result).toEqual({
      id: 'urn:li:share:7001',
      url: 'https://www.linkedin.com/feed/update/urn:li:share:7001',
    });
  });

  it('when posting an image, then it initialises the upload, PUTs the bytes, then posts with the image URN', async () => {
    standIn.route('POST /rest/images', () => ({
      json: {
        value: {
          uploadUrlExpiresAt: 1790000000000,
          uploadUrl: `${standIn.url}/dms-uploads/image-1`,
          image: 'urn:li:image:C4E10',
        },
      },
    }));
    standIn.route('PUT /dms-uploads/image-1', () => ({ status: 201 }));
    standIn.route('POST /rest/posts', postCreated);

    await adapter.publish(account, {
      text: 'A picture',
      media: [media('image', 'PNGBYTES', 'image/png')],
    });

    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /rest/images',
      'PUT /dms-uploads/image-1',
      'POST /rest/posts',
    ]);
    const [init, upload, post] = standIn.requests;
    expect(init?.query.get('action')).toBe('initializeUpload');
    expect(init?.json).toEqual({ initializeUploadRequest: { owner: 'urn:li:person:abc123' } });
    expect(upload?.text).toBe('PNGBYTES');
    expect(upload?.headers.authorization).toBe('Bearer li-access');
    expect((post?.json as { content: unknown }).content).toEqual({
      media: { id: 'urn:li:image:C4E10' },
    });
  });

  it('when posting a video, then each part is PUT, the ETags finalise the upload and the post waits for AVAILABLE', async () => {
    const videoUrn = 'urn:li:video:D5F20';
    standIn.route('POST /rest/videos', (request) => {
      if (request.query.get('action') === 'initializeUpload') {
        return {
          json: {
            value: {
              video: videoUrn,
              uploadToken: 'upload-token-1',
              uploadInstructions: [
                { uploadUrl: `${standIn.url}/video-parts/1`, firstByte: 0, lastByte: 3 },
                { uploadUrl: `${standIn.url}/video-parts/2`, firstByte: 4, lastByte: 5 },
              ],
            },
          },
        };
      }
      return { status: 200 };
    });
    standIn.route('PUT /video-parts/1', () => ({ headers: { etag: 'etag-one' } }));
    standIn.route('PUT /video-parts/2', () => ({ headers: { etag: 'etag-two' } }));
    let checks = 0;
    standIn.route(`GET /rest/videos/${encodeURIComponent(videoUrn)}`, () => {
      checks += 1;
      return { json: { id: videoUrn, status: checks < 2 ? 'PROCESSING' : 'AVAILABLE' } };
    });
    standIn.route('POST /rest/posts', postCreated);

    await adapter.publish(account, {
      text: 'A film',
      media: [media('video', 'ABCDEF', 'video/mp4')],
    });

    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /rest/videos',
      'PUT /video-parts/1',
      'PUT /video-parts/2',
      'POST /rest/videos',
      `GET /rest/videos/${encodeURIComponent(videoUrn)}`,
      `GET /rest/videos/${encodeURIComponent(videoUrn)}`,
      'POST /rest/posts',
    ]);
    const [init, part1, part2, finalize] = standIn.requests;
    expect(init?.json).toEqual({
      initializeUploadRequest: {
        owner: 'urn:li:person:abc123',
        fileSizeBytes: 6,
        uploadCaptions: false,
        uploadThumbnail: false,
      },
    });
    expect([part1?.text, part2?.text]).toEqual(['ABCD', 'EF']);
    expect(finalize?.query.get('action')).toBe('finalizeUpload');
    expect(finalize?.json).toEqual({
      finalizeUploadRequest: {
        video: videoUrn,
        uploadToken: 'upload-token-1',
        uploadedPartIds: ['etag-one', 'etag-two'],
      },
    });
    expect(sleeps).toEqual([3000]);
    expect((standIn.requests[6]?.json as { content: unknown }).content).toEqual({
      media: { id: videoUrn },
    });
  });

  it('when LinkedIn fails to process the video, then the publish is rejected and no post is made', async () => {
    standIn.route('POST /rest/videos', () => ({
      json: {
        value: {
          video: 'urn:li:video:X',
          uploadInstructions: [{ uploadUrl: `${standIn.url}/part`, firstByte: 0, lastByte: 1 }],
        },
      },
    }));
    standIn.route('PUT /part', () => ({ headers: { etag: 'e' } }));
    standIn.route(`GET /rest/videos/${encodeURIComponent('urn:li:video:X')}`, () => ({
      json: { status: 'PROCESSING_FAILED', processingFailureReason: 'Unsupported codec' },
    }));

    await expect(
      adapter.publish(account, { text: 'x', media: [media('video', 'AB', 'video/mp4')] }),
    ).rejects.toMatchObject({
      kind: 'rejected',
      message: 'LinkedIn could not process the video: Unsupported codec',
    });
    expect(standIn.requests.some((r) => r.path === '/rest/posts')).toBe(false);
  });

  it('when deleting, then the encoded URN is DELETEd with the Rest.li method header', async () => {
    const path = `/rest/posts/${encodeURIComponent('urn:li:share:7001')}`;
    standIn.route(`DELETE ${path}`, () => ({ status: 204 }));

    await adapter.deletePost(account, 'urn:li:share:7001');

    expect(standIn.requests[0]?.path).toBe(path);
    expect(standIn.requests[0]?.headers['x-restli-method']).toBe('DELETE');
    expect(standIn.requests[0]?.headers['linkedin-version']).toBe(LINKEDIN_API_VERSION);
  });
});

describe('LinkedIn errors', () => {
  it('when the token is rejected with 401, then the kind is reauth_required with LinkedIn’s message and code', async () => {
    standIn.route('POST /rest/posts', () => ({
      status: 401,
      json: {
        status: 401,
        serviceErrorCode: 65600,
        code: 'INVALID_ACCESS_TOKEN',
        message: 'Invalid access token',
      },
    }));

    await expect(adapter.publish(account, { text: 'x', media: [] })).rejects.toMatchObject({
      kind: 'reauth_required',
      message: 'Invalid access token',
      providerCode: '65600',
      status: 401,
    });
  });

  it('when LinkedIn throttles with Retry-After, then the kind is rate_limited with the delay', async () => {
    standIn.route('POST /rest/posts', () => ({
      status: 429,
      headers: { 'retry-after': '120' },
      json: { status: 429, message: 'Resource level throttle limit reached' },
    }));

    await expect(adapter.publish(account, { text: 'x', media: [] })).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSec: 120,
      message: 'Resource level throttle limit reached',
    });
  });

  it('when LinkedIn refuses the content, then the kind is rejected with its reason', async () => {
    standIn.route('POST /rest/posts', () => ({
      status: 422,
      json: {
        status: 422,
        message: 'Content is a duplicate of urn:li:share:6999',
        code: 'DUPLICATE_POST',
      },
    }));

    await expect(adapter.publish(account, { text: 'x', media: [] })).rejects.toMatchObject({
      kind: 'rejected',
      message: 'Content is a duplicate of urn:li:share:6999',
      providerCode: 'DUPLICATE_POST',
    });
  });
});

describe('toLittleText', () => {
  it('when text has reserved characters, then they are escaped but links and hashtags are kept', () => {
    expect(
      toLittleText('Price: 5*3 [draft] @me ~ok_ <b> a|b {x} \\ # see https://x.io/a_(b) #AI_2026'),
    ).toBe(
      'Price: 5\\*3 \\[draft\\] \\@me \\~ok\\_ \\<b\\> a\\|b \\{x\\} \\\\ \\# see https://x.io/a_(b) #AI_2026',
    );
  });
});
