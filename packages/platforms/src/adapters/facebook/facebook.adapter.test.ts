import { createHmac } from 'node:crypto';
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
import { createFacebookAdapter } from './facebook.adapter.js';

const NOW = new Date('2026-11-02T10:00:00.000Z');
const REDIRECT = 'https://postcraft.example/api/connections/facebook/callback';
const PAGE = '1029384756';
/** Graph API paths as the stand-in sees them. */
const graph = '/v26.0';
const proof = (token: string) => createHmac('sha256', 'fb-secret').update(token).digest('hex');

let standIn: StandInServer;
let adapter: OAuthPlatformAdapter;

beforeEach(async () => {
  standIn = await startStandIn();
  adapter = createFacebookAdapter({
    credentials: { clientId: 'fb-app', clientSecret: 'fb-secret' },
    urls: {
      authorize: `${standIn.url}/v26.0`,
      graph: `${standIn.url}/v26.0`,
      video: `${standIn.url}/video-host/v26.0`,
    },
    now: () => NOW,
  });
});

afterEach(() => standIn.close());

function tokens(overrides: Partial<TokenSet> = {}): TokenSet {
  return {
    accessToken: 'user-token',
    refreshToken: null,
    expiresAt: new Date('2027-01-01T10:00:00.000Z'),
    refreshExpiresAt: null,
    scopes: ['pages_manage_posts'],
    ...overrides,
  };
}

const account: AccountCredentials = {
  tokens: tokens({ accessToken: 'page-token', expiresAt: null }),
  profile: { id: PAGE, username: 'postcraftapp', metadata: { pageId: PAGE } },
};

function media(
  kind: 'image' | 'video',
  bytes: string,
  mimeType: string,
  publicUrl: string | null = null,
): PublishMedia {
  return {
    kind,
    mimeType,
    sizeBytes: bytes.length,
    publicUrl,
    read: async () => new TextEncoder().encode(bytes),
  };
}

async function multipart(request: RecordedRequest | undefined) {
  const form = await new Response(request?.bytes, {
    headers: { 'content-type': String(request?.headers['content-type']) },
  }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    fields[name] = typeof value === 'string' ? value : `file:${value.type}:${await value.text()}`;
  }
  return fields;
}

const pageAuth = { access_token: 'page-token', appsecret_proof: proof('page-token') };

describe('Facebook authorisation', () => {
  it('when building the login dialog URL, then it carries comma-separated Page scopes', () => {
    const url = new URL(
      adapter.authorizationUrl({ state: 'st-1', redirectUri: REDIRECT, codeChallenge: 'unused' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.url}/v26.0/dialog/oauth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'fb-app',
      redirect_uri: REDIRECT,
      state: 'st-1',
      response_type: 'code',
      scope: 'pages_show_list,pages_manage_posts,pages_read_engagement',
    });
  });

  it('when exchanging a code, then the user token becomes long-lived and the granted scopes are read', async () => {
    standIn.route(`GET ${graph}/oauth/access_token`, (request) =>
      request.query.get('grant_type') === 'fb_exchange_token'
        ? { json: { access_token: 'long-user-token', token_type: 'bearer', expires_in: 5183944 } }
        : { json: { access_token: 'short-user-token', token_type: 'bearer', expires_in: 3600 } },
    );
    standIn.route(`GET ${graph}/me/permissions`, () => ({
      json: {
        data: [
          { permission: 'pages_show_list', status: 'granted' },
          { permission: 'pages_manage_posts', status: 'granted' },
          { permission: 'pages_read_engagement', status: 'declined' },
        ],
      },
    }));

    const result = await adapter.exchangeCode({
      code: 'code-1',
      redirectUri: REDIRECT,
      codeVerifier: 'v',
    });

    const [code, exchange, permissions] = standIn.requests;
    expect(Object.fromEntries(code?.query ?? [])).toEqual({
      client_id: 'fb-app',
      redirect_uri: REDIRECT,
      client_secret: 'fb-secret',
      code: 'code-1',
    });
    expect(Object.fromEntries(exchange?.query ?? [])).toEqual({
      grant_type: 'fb_exchange_token',
      client_id: 'fb-app',
      client_secret: 'fb-secret',
      fb_exchange_token: 'short-user-token',
    });
    expect(Object.fromEntries(permissions?.query ?? [])).toEqual({
      access_token: 'long-user-token',
      appsecret_proof: proof('long-user-token'),
    });
    expect(result).toEqual({
      accessToken: 'long-user-token',
      refreshToken: null,
      expiresAt: new Date(NOW.getTime() + 5183944 * 1000),
      refreshExpiresAt: null,
      scopes: ['pages_show_list', 'pages_manage_posts'],
    });
  });

  it('when asked to refresh, then it asks for a reconnection without calling Facebook', async () => {
    await expect(adapter.refresh(tokens())).rejects.toMatchObject({ kind: 'reauth_required' });
    expect(standIn.requests).toHaveLength(0);
  });

  it('when revoking the Page token, then the granting user is found and their grant deleted with the app token', async () => {
    standIn.route(`GET ${graph}/debug_token`, () => ({
      json: {
        data: {
          app_id: 'fb-app',
          type: 'PAGE',
          is_valid: true,
          user_id: '5550001',
          profile_id: PAGE,
        },
      },
    }));
    standIn.route(`DELETE ${graph}/5550001/permissions`, () => ({ json: { success: true } }));

    await adapter.revoke?.(account.tokens);

    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${graph}/debug_token`,
      `DELETE ${graph}/5550001/permissions`,
    ]);
    expect(Object.fromEntries(standIn.requests[0]?.query ?? [])).toEqual({
      input_token: 'page-token',
      access_token: 'fb-app|fb-secret',
    });
    expect(standIn.requests[1]?.query.get('access_token')).toBe('fb-app|fb-secret');
  });
});

describe('Facebook profile', () => {
  it('when the user manages Pages, then the first one is the account and its own token is returned to store', async () => {
    standIn.route(`GET ${graph}/me/accounts`, () => ({
      json: {
        data: [
          {
            id: PAGE,
            name: 'Postcraft',
            username: 'postcraftapp',
            link: 'https://www.facebook.com/postcraftapp',
            access_token: 'page-token',
            followers_count: 4321,
            fan_count: 4000,
            picture: { data: { url: 'https://scontent.example/page.jpg' } },
          },
          { id: '999', name: 'Second page', access_token: 'other' },
        ],
      },
    }));

    const profile = await adapter.fetchProfile(tokens());

    expect(Object.fromEntries(standIn.requests[0]?.query ?? [])).toEqual({
      fields: 'id,name,username,link,access_token,followers_count,fan_count,picture{url}',
      access_token: 'user-token',
      appsecret_proof: proof('user-token'),
    });
    expect(profile).toEqual({
      id: PAGE,
      username: 'postcraftapp',
      displayName: 'Postcraft',
      avatarUrl: 'https://scontent.example/page.jpg',
      followers: 4321,
      profileUrl: 'https://www.facebook.com/postcraftapp',
      metadata: { pageId: PAGE },
      accountTokens: {
        accessToken: 'page-token',
        refreshToken: null,
        expiresAt: null,
        refreshExpiresAt: null,
        scopes: ['pages_manage_posts'],
      },
    });
  });

  it('when the user manages no Page, then connecting is rejected with a reason', async () => {
    standIn.route(`GET ${graph}/me/accounts`, () => ({ json: { data: [] } }));

    await expect(adapter.fetchProfile(tokens())).rejects.toMatchObject({
      kind: 'rejected',
      message: 'This Facebook account manages no Page that it allowed Postcraft to use',
    });
  });
});

describe('Facebook publishing', () => {
  it('when posting text, then /{page}/feed gets the message with the page token and the permalink is returned', async () => {
    standIn.route(`POST ${graph}/${PAGE}/feed`, () => ({ json: { id: `${PAGE}_777` } }));
    standIn.route(`GET ${graph}/${PAGE}_777`, () => ({
      json: {
        id: `${PAGE}_777`,
        permalink_url: 'https://www.facebook.com/postcraftapp/posts/pfbid0abc',
      },
    }));

    const result = await adapter.publish(account, { text: 'Hello Page', media: [] });

    const [feed, link] = standIn.requests;
    expect(Object.fromEntries(feed?.form ?? [])).toEqual({ message: 'Hello Page', ...pageAuth });
    expect(link?.query.get('fields')).toBe('permalink_url');
    expect(result).toEqual({
      id: `${PAGE}_777`,
      url: 'https://www.facebook.com/postcraftapp/posts/pfbid0abc',
    });
  });

  it('when posting photos, then each goes up unpublished and one feed post attaches them in order', async () => {
    const photoIds = ['501', '502'];
    standIn.route(`POST ${graph}/${PAGE}/photos`, () => ({ json: { id: photoIds.shift() } }));
    standIn.route(`POST ${graph}/${PAGE}/feed`, () => ({ json: { id: `${PAGE}_778` } }));
    standIn.route(`GET ${graph}/${PAGE}_778`, () => ({
      status: 500,
      json: { error: { message: 'x', code: 2 } },
    }));

    const result = await adapter.publish(account, {
      text: 'Two photos',
      media: [media('image', 'JPEG-1', 'image/jpeg'), media('image', 'PNG-2', 'image/png')],
    });

    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${graph}/${PAGE}/photos`,
      `POST ${graph}/${PAGE}/photos`,
      `POST ${graph}/${PAGE}/feed`,
      `GET ${graph}/${PAGE}_778`,
    ]);
    expect(await multipart(standIn.requests[0])).toEqual({
      source: 'file:image/jpeg:JPEG-1',
      published: 'false',
      ...pageAuth,
    });
    expect((await multipart(standIn.requests[1])).source).toBe('file:image/png:PNG-2');
    expect(Object.fromEntries(standIn.requests[2]?.form ?? [])).toEqual({
      message: 'Two photos',
      'attached_media[0]': '{"media_fbid":"501"}',
      'attached_media[1]': '{"media_fbid":"502"}',
      ...pageAuth,
    });
    // The post went out: a failed permalink lookup falls back to the address built from the id.
    expect(result).toEqual({
      id: `${PAGE}_778`,
      url: `https://www.facebook.com/${PAGE}/posts/778`,
    });
  });

  it('when posting a video with a public URL, then the video host fetches it from file_url', async () => {
    standIn.route(`POST /video-host/v26.0/${PAGE}/videos`, () => ({ json: { id: '8801' } }));
    standIn.route(`GET ${graph}/8801`, () => ({
      json: { id: '8801', permalink_url: `/${PAGE}/videos/8801/` },
    }));

    const result = await adapter.publish(account, {
      text: 'Watch this',
      title: 'Launch film',
      media: [media('video', 'MP4', 'video/mp4', 'https://media.postcraft.example/v.mp4')],
    });

    expect(Object.fromEntries(standIn.requests[0]?.form ?? [])).toEqual({
      file_url: 'https://media.postcraft.example/v.mp4',
      description: 'Watch this',
      title: 'Launch film',
      ...pageAuth,
    });
    expect(result).toEqual({ id: '8801', url: `https://www.facebook.com/${PAGE}/videos/8801/` });
  });

  it('when posting a video without a public URL, then its bytes are uploaded as source', async () => {
    standIn.route(`POST /video-host/v26.0/${PAGE}/videos`, () => ({ json: { id: '8802' } }));
    standIn.route(`GET ${graph}/8802`, () => ({
      json: { permalink_url: `/${PAGE}/videos/8802/` },
    }));

    await adapter.publish(account, {
      text: 'Film',
      media: [media('video', 'MP4BYTES', 'video/mp4')],
    });

    expect(await multipart(standIn.requests[0])).toEqual({
      source: 'file:video/mp4:MP4BYTES',
      description: 'Film',
      ...pageAuth,
    });
  });

  it('when deleting, then the post id is DELETEd with the page token', async () => {
    standIn.route(`DELETE ${graph}/${PAGE}_777`, () => ({ json: { success: true } }));

    await adapter.deletePost(account, `${PAGE}_777`);

    expect(Object.fromEntries(standIn.requests[0]?.query ?? [])).toEqual(pageAuth);
  });
});

describe('Facebook errors', () => {
  it('when the token expired (code 190), then the kind is reauth_required with Graph’s message', async () => {
    standIn.route(`POST ${graph}/${PAGE}/feed`, () => ({
      status: 400,
      json: {
        error: {
          message: 'Error validating access token: Session has expired.',
          type: 'OAuthException',
          code: 190,
          error_subcode: 463,
        },
      },
    }));

    await expect(adapter.publish(account, { text: 'x', media: [] })).rejects.toMatchObject({
      kind: 'reauth_required',
      message: 'Error validating access token: Session has expired.',
      providerCode: '190',
      status: 400,
    });
  });

  it('when a 401 comes without a Graph body, then the kind is reauth_required', async () => {
    standIn.route(`POST ${graph}/${PAGE}/feed`, () => ({ status: 401, text: 'Unauthorized' }));

    await expect(adapter.publish(account, { text: 'x', media: [] })).rejects.toMatchObject({
      kind: 'reauth_required',
      status: 401,
    });
  });

  it('when the Page is throttled (code 32), then the kind is rate_limited with the regain time from the usage header', async () => {
    standIn.route(`POST ${graph}/${PAGE}/feed`, () => ({
      status: 400,
      headers: {
        'x-business-use-case-usage': JSON.stringify({
          [PAGE]: [{ type: 'pages', call_count: 100, estimated_time_to_regain_access: 15 }],
        }),
      },
      json: { error: { message: 'Page request limit reached', type: 'OAuthException', code: 32 } },
    }));

    await expect(adapter.publish(account, { text: 'x', media: [] })).rejects.toMatchObject({
      kind: 'rate_limited',
      providerCode: '32',
      retryAfterSec: 900,
      message: 'Page request limit reached',
    });
  });

  it('when Graph answers 429 with Retry-After, then the delay is kept', async () => {
    standIn.route(`POST ${graph}/${PAGE}/feed`, () => ({
      status: 429,
      headers: { 'retry-after': '30' },
      json: { error: { message: 'Calls to this api have exceeded the rate limit.', code: 613 } },
    }));

    await expect(adapter.publish(account, { text: 'x', media: [] })).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSec: 30,
      providerCode: '613',
    });
  });

  it.each([
    [
      200,
      'reauth_required',
      '(#200) The user hasn’t authorized the application to perform this action',
    ],
    [10, 'reauth_required', '(#10) Application does not have permission for this action'],
    [341, 'rate_limited', '(#341) Application limit reached'],
    [
      368,
      'provider_error',
      'The action attempted has been deemed abusive or is otherwise disallowed',
    ],
  ])('when Graph answers code %i, then the kind is %s', async (code, kind, message) => {
    standIn.route(`POST ${graph}/${PAGE}/feed`, () => ({
      status: 400,
      json: { error: { message, type: 'OAuthException', code } },
    }));

    await expect(adapter.publish(account, { text: 'x', media: [] })).rejects.toMatchObject({
      kind,
      message,
      providerCode: String(code),
    });
  });

  it('when Graph refuses the content, then the kind is rejected with its message', async () => {
    standIn.route(`POST ${graph}/${PAGE}/feed`, () => ({
      status: 400,
      json: { error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 } },
    }));

    await expect(adapter.publish(account, { text: 'x', media: [] })).rejects.toMatchObject({
      kind: 'rejected',
      message: '(#100) Invalid parameter',
      providerCode: '100',
    });
  });
});
