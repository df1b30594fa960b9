import { createHttpClient, type RequestOptions } from '../../http.js';
import { tokenSetFromBody, type OAuthTokenBody } from '../../oauth-tokens.js';
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
import { describeTikTokError } from './tiktok.errors.js';
import {
  createTikTokPublisher,
  tiktokPostUrl,
  type TikTokCreatorInfo,
} from './tiktok.publisher.js';

export type { TikTokCreatorInfo } from './tiktok.publisher.js';
export { chooseTikTokPrivacyLevel, planTikTokChunks } from './tiktok.publisher.js';

/** Base URLs; each may be replaced through `urls` (TIKTOK_URL_AUTH, TIKTOK_URL_API). */
export const TIKTOK_DEFAULT_URLS = {
  /** Where the consent page lives. */
  auth: 'https://www.tiktok.com',
  /** OAuth token endpoints and the Display and Content Posting APIs. */
  api: 'https://open.tiktokapis.com',
} as const;
export type TikTokUrlName = keyof typeof TIKTOK_DEFAULT_URLS;

/**
 * user.info.profile gives the @username (for post links), user.info.stats the follower count;
 * video.publish is Direct Post, video.upload the draft upload the same endpoints accept.
 */
export const TIKTOK_SCOPES = [
  'user.info.basic',
  'user.info.profile',
  'user.info.stats',
  'video.publish',
  'video.upload',
] as const;

const MB = 1024 * 1024;

export const TIKTOK_LIMITS: PlatformLimits = {
  captionMaxLength: 2200,
  titleMaxLength: null,
  hashtagMax: null,
  textOnly: false,
  // Photo posts: JPEG or WebP (no PNG), up to 35, fetched by TikTok from public URLs.
  image: { mimeTypes: ['image/jpeg', 'image/webp'], maxBytes: 20 * MB, maxCount: 35 },
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime', 'video/webm'],
    maxBytes: 4 * 1024 * MB,
    maxCount: 1,
    minDurationSec: 1,
    maxDurationSec: 600,
  },
};

/** Polls read the publish status; with the default interval, about five minutes of them. */
export type TikTokAdapterOptions = StatusPollingOptions;

export interface TikTokAdapter extends OAuthPlatformAdapter {
  /** Privacy levels, interaction settings and longest video allowed now, for the composer. */
  queryCreatorInfo(tokens: Pick<TokenSet, 'accessToken'>): Promise<TikTokCreatorInfo>;
}

interface TikTokUserBody {
  data?: {
    user?: {
      open_id?: string;
      union_id?: string;
      avatar_url?: string;
      display_name?: string;
      username?: string;
      profile_deep_link?: string;
      follower_count?: number;
    };
  };
}

/** TikTok through Login Kit (OAuth 2.0 v2) and the Content Posting API's Direct Post. */
export function createTikTokAdapter(options: TikTokAdapterOptions): TikTokAdapter {
  const urls = resolveUrls(options.urls);
  const http = createHttpClient('tiktok', options.fetch ?? fetch, describeTikTokError);
  const now = options.now ?? (() => new Date());
  const { clientId, clientSecret } = options.credentials;

  /** HTTP, plus TikTok's habit of reporting failures inside a 200 answer. */
  async function call<T>(url: string, request: RequestOptions): Promise<T> {
    const { status, data } = await http.request<T>(url, request);
    const failure = describeTikTokError(
      typeof data === 'string' ? parseQuietly(data) : data,
      status,
    );
    if (failure) {
      throw new PlatformError(
        'tiktok',
        failure.kind ?? 'rejected',
        failure.message ?? 'TikTok refused the request',
        {
          status,
          providerCode: failure.code,
        },
      );
    }
    return data;
  }

  async function token(form: Record<string, string>, previous?: TokenSet): Promise<TokenSet> {
    const body = await call<OAuthTokenBody>(`${urls.api}/v2/oauth/token/`, {
      method: 'POST',
      form: { client_key: clientId, client_secret: clientSecret, ...form },
    });
    // Refresh tokens rotate: the answer's one replaces the old, which stops working.
    const tokens = tokenSetFromBody(body, now(), previous);
    if (!tokens) throw new PlatformError('tiktok', 'provider_error', 'TikTok sent no access token');
    return tokens;
  }

  const publisher = createTikTokPublisher({
    apiBase: urls.api,
    call,
    delay: options.delay ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    pollIntervalMs: options.pollIntervalMs ?? 5000,
    maxPolls: options.maxPolls ?? 60,
  });

  return {
    id: 'tiktok',
    displayName: 'TikTok',
    connection: 'oauth2',
    usesPkce: false,
    scopes: TIKTOK_SCOPES,
    limits: TIKTOK_LIMITS,

    authorizationUrl({ state, redirectUri }) {
      const url = new URL(`${urls.auth}/v2/auth/authorize/`);
      url.search = new URLSearchParams({
        client_key: clientId,
        scope: TIKTOK_SCOPES.join(','),
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },

    exchangeCode: ({ code, redirectUri }) =>
      token({ code, grant_type: 'authorization_code', redirect_uri: redirectUri }),

    refresh: (tokens) =>
      refreshWithStoredToken('tiktok', tokens, 'TikTok issued no refresh token', (refreshToken) =>
        token({ grant_type: 'refresh_token', refresh_token: refreshToken }, tokens),
      ),

    async fetchProfile(tokens): Promise<PlatformProfile> {
      const body = await call<TikTokUserBody>(`${urls.api}/v2/user/info/`, {
        headers: { Authorization: `Bearer ${tokens.accessToken}` },
        query: { fields: profileFields(tokens.scopes).join(',') },
      });
      const user = body.data?.user;
      if (!user?.open_id) {
        throw new PlatformError('tiktok', 'provider_error', 'TikTok sent no user profile');
      }
      const username = user.username || user.display_name || user.open_id;
      return {
        id: user.open_id,
        username,
        displayName: user.display_name || username,
        avatarUrl: user.avatar_url || null,
        followers: user.follower_count ?? 0,
        profileUrl: user.username
          ? `https://www.tiktok.com/@${encodeURIComponent(user.username)}`
          : (user.profile_deep_link ?? null),
        metadata: {},
      };
    },

    async revoke(tokens) {
      await call(`${urls.api}/v2/oauth/revoke/`, {
        method: 'POST',
        form: { client_key: clientId, client_secret: clientSecret, token: tokens.accessToken },
      });
    },

    queryCreatorInfo: publisher.queryCreatorInfo,
    publish: publisher.publish,

    deletePost() {
      return Promise.reject(
        new PlatformError(
          'tiktok',
          'unsupported',
          'TikTok offers no API to delete a post; delete it in the TikTok app',
        ),
      );
    },

    postUrl: (profile, postId) => tiktokPostUrl(profile.username, postId),
  };
}

/** Asks only for the fields the granted scopes cover (all of them when the grant is unknown). */
function profileFields(granted: readonly string[]): string[] {
  const has = (scope: string) => granted.length === 0 || granted.includes(scope);
  return [
    'open_id',
    'union_id',
    'avatar_url',
    'display_name',
    ...(has('user.info.profile') ? ['username', 'profile_deep_link'] : []),
    ...(has('user.info.stats') ? ['follower_count'] : []),
  ];
}

function parseQuietly(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function resolveUrls(overrides: OAuthAdapterOptions['urls']): UrlSet<TikTokUrlName> {
  const pick = (name: TikTokUrlName) =>
    (overrides?.[name] ?? TIKTOK_DEFAULT_URLS[name]).replace(/\/$/, '');
  return { auth: pick('auth'), api: pick('api') };
}
