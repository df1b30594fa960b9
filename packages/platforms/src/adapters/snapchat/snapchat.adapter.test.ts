import type { TokenSet } from '../../platform-adapter.js';
import { startStandIn, type StandInServer } from '../../test-support/stand-in-server.js';
import { createSnapchatAdapter } from './snapchat.adapter.js';
import { platformFailure } from '../../test-support/platform-failure.js';

const NOW = new Date('2026-11-20T10:00:00Z');

let standIn: StandInServer | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function setUp(routes: Parameters<typeof startStandIn>[0] = {}) {
  standIn = await startStandIn(routes);
  const adapter = createSnapchatAdapter({
    credentials: { clientId: 'snap-client', clientSecret: 'snap-secret' },
    urls: { auth: standIn.url, api: standIn.url },
    now: () => NOW,
  });
  return { adapter, server: standIn };
}

const tokens = (overrides: Partial<TokenSet> = {}): TokenSet => ({
  accessToken: 'snap-access',
  refreshToken: 'snap-refresh',
  expiresAt: null,
  refreshExpiresAt: null,
  scopes: ['snapchat-profile-api'],
  ...overrides,
});

describe('Snapchat authorization', () => {
  it('when the consent page is built, then it asks for the Public Profile API scope', async () => {
    const { adapter, server } = await setUp();
    const url = new URL(
      adapter.authorizationUrl({
        state: 'st',
        redirectUri: 'https://app.test/cb',
        codeChallenge: 'x',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/login/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'snap-client',
      redirect_uri: 'https://app.test/cb',
      response_type: 'code',
      scope: 'snapchat-profile-api',
      state: 'st',
    });
  });

  it('when a code is exchanged, then the form carries the client credentials and the code', async () => {
    const { adapter, server } = await setUp({
      'POST /login/oauth2/access_token': () => ({
        json: {
          access_token: 'a1',
          refresh_token: 'r1',
          expires_in: 1800,
          token_type: 'Bearer',
          scope: 'snapchat-profile-api',
        },
      }),
    });
    const result = await adapter.exchangeCode({
      code: 'c1',
      redirectUri: 'https://app.test/cb',
      codeVerifier: 'v',
    });
    expect(server.requests[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(server.requests[0]!.form!)).toEqual({
      client_id: 'snap-client',
      client_secret: 'snap-secret',
      code: 'c1',
      grant_type: 'authorization_code',
      redirect_uri: 'https://app.test/cb',
    });
    expect(result).toMatchObject({
      accessToken: 'a1',
      refreshToken: 'r1',
      expiresAt: new Date(NOW.getTime() + 1800 * 1000),
    });
  });

  it('when tokens are refreshed, then the newest refresh token is kept', async () => {
    const { adapter, server } = await setUp({
      'POST /login/oauth2/access_token': () => ({
        json: { access_token: 'a2', refresh_token: 'r2', expires_in: 1800 },
      }),
    });
    const result = await adapter.refresh(tokens());
    expect(server.requests[0]!.form!.get('grant_type')).toBe('refresh_token');
    expect(server.requests[0]!.form!.get('refresh_token')).toBe('snap-refresh');
    expect(result.refreshToken).toBe('r2');
  });

  it('when Snap answers invalid_grant, then the user is asked to reconnect', async () => {
    const { adapter } = await setUp({
      'POST /login/oauth2/access_token': () => ({
        status: 400,
        json: { error: 'invalid_grant', error_description: 'Invalid refresh token' },
      }),
    });
    const error = await platformFailure(adapter.refresh(tokens()));
    expect(error.kind).toBe('reauth_required');
    expect(error.message).toBe('Invalid refresh token');
  });
});

describe('Snapchat profile', () => {
  it('when the Public Profile is read, then subscribers become followers and its id is kept', async () => {
    const { adapter, server } = await setUp({
      'GET /v1/public_profiles/my_profile': () => ({
        json: {
          request_status: 'SUCCESS',
          public_profile: {
            id: 'pp-1',
            display_name: 'Maker',
            snap_user_name: 'maker.snaps',
            logo_urls: { original_logo_url: 'https://cf-st.sc-cdn.test/logo.png' },
            subscriber_count: 900,
          },
        },
      }),
    });
    const profile = await adapter.fetchProfile(tokens());
    expect(server.requests[0]!.headers.authorization).toBe('Bearer snap-access');
    expect(profile).toEqual({
      id: 'pp-1',
      username: 'maker.snaps',
      displayName: 'Maker',
      avatarUrl: 'https://cf-st.sc-cdn.test/logo.png',
      followers: 900,
      profileUrl: 'https://www.snapchat.com/add/maker.snaps',
      metadata: { profileId: 'pp-1' },
    });
  });

  it('when the app is not allow-listed (403), then Snap’s message comes through', async () => {
    const { adapter } = await setUp({
      'GET /v1/public_profiles/my_profile': () => ({
        status: 403,
        json: {
          request_status: 'ERROR',
          display_message: 'You are not authorized to access this resource',
          error_code: 'E3003',
        },
      }),
    });
    const error = await platformFailure(adapter.fetchProfile(tokens()));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe('You are not authorized to access this resource');
    expect(error.providerCode).toBe('E3003');
  });

  it('when the access token is refused (401), then the user is asked to reconnect', async () => {
    const { adapter } = await setUp({
      'GET /v1/public_profiles/my_profile': () => ({
        status: 401,
        json: { request_status: 'ERROR', debug_message: 'Unauthorized' },
      }),
    });
    expect((await platformFailure(adapter.fetchProfile(tokens()))).kind).toBe('reauth_required');
  });

  it('when Snap rate-limits (429), then the error carries Retry-After', async () => {
    const { adapter } = await setUp({
      'GET /v1/public_profiles/my_profile': () => ({
        status: 429,
        headers: { 'Retry-After': '5' },
        json: { request_status: 'ERROR', debug_message: 'Too many requests' },
      }),
    });
    const error = await platformFailure(adapter.fetchProfile(tokens()));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSec).toBe(5);
  });
});

describe('Snapchat publishing', () => {
  it('when a post or deletion is asked for, then the adapter says plainly it is not available and calls nothing', async () => {
    const { adapter, server } = await setUp();
    const account = {
      tokens: tokens(),
      profile: { id: 'pp-1', username: 'maker.snaps', metadata: {} },
    };
    const published = await platformFailure(adapter.publish(account, { text: 'x', media: [] }));
    const deleted = await platformFailure(adapter.deletePost(account, 'snap-1'));
    expect(published.kind).toBe('unsupported');
    expect(published.message).toMatch(/allow-listed partners/);
    expect(deleted.kind).toBe('unsupported');
    expect(server.requests).toHaveLength(0);
  });
});
