import { countOf, inBatches, optionalCountOf } from '../../engagement-batches.js';
import { createHttpClient } from '../../http.js';
import { basicAuthorization, tokenSetFromBody, type OAuthTokenBody } from '../../oauth-tokens.js';
import type {
  AccountCredentials,
  OAuthPlatformAdapter,
  PlatformLimits,
  PlatformProfile,
  PostEngagementReading,
  PublishRequest,
  TokenSet,
} from '../../platform-adapter.js';
import { isPlatformError, PlatformError } from '../../platform-error.js';
import { refreshWithStoredToken } from '../../token-refresh.js';
import type { OAuthAdapterOptions } from '../index.js';
import { describeTwitterError, withRateLimitReset } from './twitter.errors.js';
import { findTweet } from './twitter.lookup.js';
import { uploadTwitterMedia } from './twitter.media.js';

/** Base URLs; each can be replaced through `urls` (env TWITTER_URL_<NAME>). */
export const TWITTER_DEFAULT_URLS = {
  /** Consent page: {authorize}/i/oauth2/authorize. */
  authorize: 'https://x.com',
  /** {token}/2/oauth2/token and {token}/2/oauth2/revoke. */
  token: 'https://api.x.com',
  /** {api}/2/users/me, /2/tweets, /2/media/upload. */
  api: 'https://api.x.com',
  /** Public pages: {web}/{username}/status/{id}. */
  web: 'https://x.com',
} as const;

/** offline.access is what makes X issue a refresh token; media.write is for uploads. */
export const TWITTER_SCOPES = [
  'tweet.read',
  'tweet.write',
  'users.read',
  'offline.access',
  'media.write',
] as const;

export const TWITTER_LIMITS: PlatformLimits = {
  // 280 weighted characters for unpaid accounts (paid tiers may post longer).
  captionMaxLength: 280,
  titleMaxLength: null,
  hashtagMax: null,
  textOnly: true,
  image: {
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    maxBytes: 5 * 1024 * 1024,
    maxCount: 4,
  },
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime'],
    maxBytes: 512 * 1024 * 1024,
    maxCount: 1,
    minDurationSec: 0.5,
    maxDurationSec: 140,
  },
};

export interface TwitterAdapterOptions extends OAuthAdapterOptions {
  /** Waits between media status checks; tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** Bytes per APPEND request (default 4 MB). */
  chunkBytes?: number;
  /** How many times to ask whether uploaded media is processed (default 60). */
  mediaStatusChecks?: number;
}

interface UserBody {
  data: {
    id: string;
    name: string;
    username: string;
    profile_image_url?: string;
    public_metrics?: { followers_count?: number };
  };
}

/** Tweet ids per lookup (GET /2/tweets takes up to 100). */
const TWEET_LOOKUP_BATCH = 100;

interface TweetMetricsBody {
  data?: Array<{
    id: string;
    public_metrics?: {
      like_count?: number;
      reply_count?: number;
      retweet_count?: number;
      quote_count?: number;
      impression_count?: number;
    };
  }>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * X: OAuth 2.0 authorization code with PKCE (S256) as a confidential client (HTTP Basic with the
 * client id and secret at the token and revoke endpoints), posts through /2/tweets with media from
 * the v2 chunked upload.
 */
export function createTwitterAdapter(options: TwitterAdapterOptions): OAuthPlatformAdapter {
  const urls = { ...TWITTER_DEFAULT_URLS, ...options.urls };
  const now = options.now ?? (() => new Date());
  const http = createHttpClient(
    'twitter',
    withRateLimitReset(options.fetch ?? fetch, now),
    describeTwitterError,
  );
  const { clientId, clientSecret } = options.credentials;
  const clientAuth = { Authorization: basicAuthorization(clientId, clientSecret) };
  const bearer = (tokens: Pick<TokenSet, 'accessToken'>) => ({
    Authorization: `Bearer ${tokens.accessToken}`,
  });

  async function requestTokens(
    form: Record<string, string>,
    previous?: TokenSet,
  ): Promise<TokenSet> {
    const { data } = await http.request<OAuthTokenBody>(`${urls.token}/2/oauth2/token`, {
      method: 'POST',
      headers: clientAuth,
      form: { ...form, client_id: clientId },
    });
    const tokens = tokenSetFromBody(data, now(), previous);
    if (!tokens) throw new PlatformError('twitter', 'provider_error', 'X sent no access token');
    return tokens;
  }

  async function revokeToken(token: string, hint: 'access_token' | 'refresh_token') {
    await http.request(`${urls.token}/2/oauth2/revoke`, {
      method: 'POST',
      headers: clientAuth,
      form: { token, token_type_hint: hint, client_id: clientId },
      responseType: 'none',
    });
  }

  const postUrl = (username: string, postId: string) =>
    username
      ? `${urls.web}/${encodeURIComponent(username)}/status/${postId}`
      : `${urls.web}/i/web/status/${postId}`;

  async function publish(account: AccountCredentials, post: PublishRequest) {
    const images = post.media.filter((media) => media.kind === 'image');
    const videos = post.media.filter((media) => media.kind === 'video');
    if (videos.length > 1 || (videos.length > 0 && images.length > 0) || images.length > 4) {
      throw new PlatformError(
        'twitter',
        'rejected',
        'A post on X carries up to 4 images or 1 video',
      );
    }
    const mediaIds: string[] = [];
    for (const media of post.media) {
      mediaIds.push(
        await uploadTwitterMedia(
          {
            http,
            apiBase: urls.api,
            accessToken: account.tokens.accessToken,
            chunkBytes: options.chunkBytes ?? 4 * 1024 * 1024,
            sleep: options.sleep ?? wait,
            statusChecks: options.mediaStatusChecks ?? 60,
          },
          media,
        ),
      );
    }
    const { data } = await http.request<{ data?: { id?: string } }>(`${urls.api}/2/tweets`, {
      method: 'POST',
      headers: bearer(account.tokens),
      json: { text: post.text, ...(mediaIds.length > 0 ? { media: { media_ids: mediaIds } } : {}) },
    });
    const id = data.data?.id;
    if (!id) {
      throw new PlatformError('twitter', 'provider_error', 'X accepted the post but sent no id');
    }
    return { id, url: postUrl(account.profile.username, id) };
  }

  return {
    id: 'twitter',
    displayName: 'X',
    connection: 'oauth2',
    usesPkce: true,
    scopes: TWITTER_SCOPES,
    limits: TWITTER_LIMITS,

    authorizationUrl({ state, redirectUri, codeChallenge }) {
      const url = new URL(`${urls.authorize}/i/oauth2/authorize`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope: TWITTER_SCOPES.join(' '),
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      })
        .toString()
        .replace(/\+/g, '%20');
      return url.toString();
    },

    exchangeCode: ({ code, redirectUri, codeVerifier }) =>
      requestTokens({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      }),

    refresh: (tokens) =>
      refreshWithStoredToken(
        'twitter',
        tokens,
        'X issued no refresh token (offline.access not granted); connect the account again',
        (refreshToken) =>
          requestTokens({ grant_type: 'refresh_token', refresh_token: refreshToken }, tokens),
      ),

    async fetchProfile(tokens): Promise<PlatformProfile> {
      const { data } = await http.request<UserBody>(`${urls.api}/2/users/me`, {
        headers: bearer(tokens),
        query: { 'user.fields': 'profile_image_url,public_metrics' },
      });
      const user = data.data;
      return {
        id: user.id,
        username: user.username,
        displayName: user.name,
        avatarUrl: user.profile_image_url ?? null,
        followers: user.public_metrics?.followers_count ?? 0,
        profileUrl: `${urls.web}/${encodeURIComponent(user.username)}`,
        metadata: {},
      };
    },

    async revoke(tokens) {
      await revokeToken(tokens.accessToken, 'access_token');
      if (tokens.refreshToken) await revokeToken(tokens.refreshToken, 'refresh_token');
    },

    publish,

    async deletePost(account, postId) {
      try {
        await http.request(`${urls.api}/2/tweets/${encodeURIComponent(postId)}`, {
          method: 'DELETE',
          headers: bearer(account.tokens),
          responseType: 'none',
        });
      } catch (error) {
        // Already gone is what deleting asked for.
        if (isPlatformError(error) && error.status === 404) return;
        throw error;
      }
    },

    // public_metrics needs only tweet.read; deleted tweets come back under `errors`, not `data`.
    async fetchEngagement(account, externalIds) {
      const readings: PostEngagementReading[] = [];
      for (const ids of inBatches(externalIds, TWEET_LOOKUP_BATCH)) {
        const { data } = await http.request<TweetMetricsBody>(`${urls.api}/2/tweets`, {
          headers: bearer(account.tokens),
          query: { ids: ids.join(','), 'tweet.fields': 'public_metrics' },
        });
        for (const tweet of data.data ?? []) {
          const metrics = tweet.public_metrics ?? {};
          readings.push({
            externalId: tweet.id,
            likes: countOf(metrics.like_count),
            comments: countOf(metrics.reply_count),
            shares: countOf(metrics.retweet_count) + countOf(metrics.quote_count),
            views: optionalCountOf(metrics.impression_count),
          });
        }
      }
      return readings;
    },

    postUrl: (profile, postId) => postUrl(profile.username, postId),

    findPublished: (account, query) =>
      findTweet(
        { http, apiBase: urls.api, postUrl: (id) => postUrl(account.profile.username, id) },
        account,
        query,
      ),
  };
}
