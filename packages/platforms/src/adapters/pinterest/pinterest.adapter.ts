import { createHttpClient, type ErrorDescriber } from '../../http.js';
import { basicAuthorization, tokenSetFromBody, type OAuthTokenBody } from '../../oauth-tokens.js';
import type {
  OAuthPlatformAdapter,
  PlatformLimits,
  PlatformProfile,
  TokenSet,
  UrlSet,
} from '../../platform-adapter.js';
import { PlatformError } from '../../platform-error.js';
import { refreshWithStoredToken } from '../../token-refresh.js';
import type { OAuthAdapterOptions, StatusPollingOptions } from '../index.js';
import { findPin } from './pinterest.lookup.js';
import { createPinterestPublisher, pinUrl } from './pinterest.publisher.js';

export { pinTitle } from './pinterest.publisher.js';

/** Base URLs; each may be replaced through `urls` (PINTEREST_URL_AUTH, PINTEREST_URL_API, ...). */
export const PINTEREST_DEFAULT_URLS = {
  /** The consent page. */
  auth: 'https://www.pinterest.com',
  /** API v5, token endpoint included. */
  api: 'https://api.pinterest.com',
  /** Public pages, for links to pins and profiles. */
  web: 'https://www.pinterest.com',
} as const;
export type PinterestUrlName = keyof typeof PINTEREST_DEFAULT_URLS;

export const PINTEREST_SCOPES = [
  'boards:read',
  'boards:write',
  'pins:read',
  'pins:write',
  'user_accounts:read',
] as const;

/** The board pins go to; found by name or created when the account is connected. */
export const PINTEREST_BOARD_NAME = 'Postcraft';
const MAX_BOARD_PAGES = 20;
const MB = 1024 * 1024;

export const PINTEREST_LIMITS: PlatformLimits = {
  captionMaxLength: 500,
  titleMaxLength: 100,
  hashtagMax: null,
  textOnly: false,
  image: { mimeTypes: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 20 * MB, maxCount: 1 },
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime'],
    maxBytes: 2 * 1024 * MB,
    maxCount: 1,
    minDurationSec: 4,
    maxDurationSec: 900,
  },
};

/** Polls wait on Pinterest's video processing. */
export type PinterestAdapterOptions = StatusPollingOptions;

interface UserAccountBody {
  id?: string;
  username?: string;
  business_name?: string;
  profile_image?: string;
  follower_count?: number;
}

interface BoardListBody {
  items?: Array<{ id: string; name: string }>;
  bookmark?: string | null;
}

/** Pinterest errors are `{ code, message }`; the token endpoint may also answer RFC 6749's shape. */
const describePinterestError: ErrorDescriber = (body) => {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as {
    code?: number | string;
    message?: string;
    error?: string;
    error_description?: string;
  };
  if (typeof record.error === 'string') {
    return {
      code: record.error,
      kind: record.error === 'invalid_grant' ? 'reauth_required' : undefined,
      message: record.error_description || record.error,
    };
  }
  if (record.message) return { code: record.code?.toString(), message: record.message };
  return undefined;
};

/** Pinterest API v5: OAuth 2.0 with HTTP Basic client authentication, pins on one board. */
export function createPinterestAdapter(options: PinterestAdapterOptions): OAuthPlatformAdapter {
  const urls = resolveUrls(options.urls);
  const http = createHttpClient('pinterest', options.fetch ?? fetch, describePinterestError);
  const now = options.now ?? (() => new Date());
  const clientAuth = basicAuthorization(
    options.credentials.clientId,
    options.credentials.clientSecret,
  );
  const bearer = (tokens: Pick<TokenSet, 'accessToken'>) => ({
    Authorization: `Bearer ${tokens.accessToken}`,
  });

  async function token(form: Record<string, string>, previous?: TokenSet): Promise<TokenSet> {
    const { data } = await http.request<OAuthTokenBody>(`${urls.api}/v5/oauth/token`, {
      method: 'POST',
      headers: { Authorization: clientAuth },
      form,
    });
    // A refresh may or may not return a new refresh token: keep the newest one.
    const tokens = tokenSetFromBody(data, now(), previous);
    if (!tokens)
      throw new PlatformError('pinterest', 'provider_error', 'Pinterest sent no access token');
    return tokens;
  }

  async function findOrCreateBoard(tokens: TokenSet): Promise<string> {
    let bookmark: string | undefined;
    for (let page = 0; page < MAX_BOARD_PAGES; page++) {
      const { data } = await http.request<BoardListBody>(`${urls.api}/v5/boards`, {
        headers: bearer(tokens),
        query: { page_size: 250, bookmark },
      });
      const board = data.items?.find(
        (item) => item.name.trim().toLowerCase() === PINTEREST_BOARD_NAME.toLowerCase(),
      );
      if (board) return board.id;
      if (!data.bookmark) break;
      bookmark = data.bookmark;
    }
    const { data } = await http.request<{ id?: string }>(`${urls.api}/v5/boards`, {
      method: 'POST',
      headers: bearer(tokens),
      json: {
        name: PINTEREST_BOARD_NAME,
        description: 'Pins published with Postcraft',
        privacy: 'PUBLIC',
      },
    });
    if (!data.id)
      throw new PlatformError('pinterest', 'provider_error', 'Pinterest sent no board id');
    return data.id;
  }

  const publisher = createPinterestPublisher({
    http,
    apiBase: urls.api,
    webBase: urls.web,
    delay: options.delay ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    pollIntervalMs: options.pollIntervalMs ?? 3000,
    maxPolls: options.maxPolls ?? 100,
  });

  return {
    id: 'pinterest',
    displayName: 'Pinterest',
    connection: 'oauth2',
    usesPkce: false,
    scopes: PINTEREST_SCOPES,
    limits: PINTEREST_LIMITS,

    authorizationUrl({ state, redirectUri }) {
      const url = new URL(`${urls.auth}/oauth/`);
      url.search = new URLSearchParams({
        client_id: options.credentials.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: PINTEREST_SCOPES.join(','),
        state,
      }).toString();
      return url.toString();
    },

    exchangeCode: ({ code, redirectUri }) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),

    refresh: (tokens) =>
      refreshWithStoredToken(
        'pinterest',
        tokens,
        'Pinterest issued no refresh token',
        (refreshToken) =>
          token({ grant_type: 'refresh_token', refresh_token: refreshToken }, tokens),
      ),

    async fetchProfile(tokens): Promise<PlatformProfile> {
      const { data: user } = await http.request<UserAccountBody>(`${urls.api}/v5/user_account`, {
        headers: bearer(tokens),
      });
      if (!user.username) {
        throw new PlatformError('pinterest', 'provider_error', 'Pinterest sent no user account');
      }
      const boardId = await findOrCreateBoard(tokens);
      return {
        id: user.id || user.username,
        username: user.username,
        displayName: user.business_name || user.username,
        avatarUrl: user.profile_image || null,
        followers: user.follower_count ?? 0,
        profileUrl: `${urls.web}/${encodeURIComponent(user.username)}/`,
        metadata: { boardId },
      };
    },

    publish: publisher.publish,

    async deletePost(account, postId) {
      await http.request(`${urls.api}/v5/pins/${encodeURIComponent(postId)}`, {
        method: 'DELETE',
        headers: bearer(account.tokens),
        responseType: 'none',
      });
    },

    postUrl: (_profile, postId) => pinUrl(urls.web, postId),

    findPublished: (account, query) =>
      findPin({ http, apiBase: urls.api, webBase: urls.web }, account, query),
  };
}

function resolveUrls(overrides: OAuthAdapterOptions['urls']): UrlSet<PinterestUrlName> {
  const pick = (name: PinterestUrlName) =>
    (overrides?.[name] ?? PINTEREST_DEFAULT_URLS[name]).replace(/\/$/, '');
  return { auth: pick('auth'), api: pick('api'), web: pick('web') };
}
