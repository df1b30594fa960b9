import { countOf } from '../../engagement-batches.js';
import { createHttpClient } from '../../http.js';
import { tokenSetFromBody, type OAuthTokenBody } from '../../oauth-tokens.js';
import type {
  OAuthPlatformAdapter,
  PlatformLimits,
  PlatformProfile,
  PostEngagementReading,
  TokenSet,
} from '../../platform-adapter.js';
import { isPlatformError, PlatformError } from '../../platform-error.js';
import { refusalAsReauth } from '../../token-refresh.js';
import { describeGraphError, withGraphRetryAfter } from '../facebook/graph-error.js';
import type { OAuthAdapterOptions } from '../index.js';
import { findInstagramMedia } from './instagram.lookup.js';
import { publishToInstagram } from './instagram.publish.js';

/** Base URLs; each can be replaced through `urls` (env INSTAGRAM_URL_<NAME>). */
export const INSTAGRAM_DEFAULT_URLS = {
  /** Consent page: {authorize}/oauth/authorize. */
  authorize: 'https://www.instagram.com',
  /** Code exchange: {token}/oauth/access_token. */
  token: 'https://api.instagram.com',
  /** Long-lived tokens: {graph}/access_token and {graph}/refresh_access_token. */
  graph: 'https://graph.instagram.com',
  /** Versioned API: {api}/me, /{ig-user-id}/media, /media_publish, /{container-id}. */
  api: 'https://graph.instagram.com/v26.0',
  /** Public pages. */
  web: 'https://www.instagram.com',
} as const;

export const INSTAGRAM_SCOPES = [
  'instagram_business_basic',
  'instagram_business_content_publish',
] as const;

export const INSTAGRAM_LIMITS: PlatformLimits = {
  captionMaxLength: 2200,
  titleMaxLength: null,
  hashtagMax: 30,
  textOnly: false,
  // One image or video alone publishes as a post or a reel; several, up to ten in all, make a
  // carousel.
  image: {
    mimeTypes: ['image/jpeg'],
    maxBytes: 8 * 1024 * 1024,
    maxCount: 10,
  },
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime'],
    maxBytes: 300 * 1024 * 1024,
    maxCount: 10,
    minDurationSec: 3,
    maxDurationSec: 15 * 60,
  },
};

export interface InstagramAdapterOptions extends OAuthAdapterOptions {
  /** Waits between container status checks; tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** How many times to ask whether a container is ready (default 60, 5 s apart). */
  containerStatusChecks?: number;
}

/** The code exchange answers `{ data: [{ access_token, user_id, permissions }] }` (or flat). */
interface CodeExchangeBody {
  data?: ShortLivedToken[];
  access_token?: string;
  user_id?: string | number;
  permissions?: string | string[];
}
type ShortLivedToken = Omit<CodeExchangeBody, 'data'>;

interface MeBody {
  id: string;
  user_id?: string | number;
  username: string;
  name?: string;
  account_type?: string;
  profile_picture_url?: string;
  followers_count?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Instagram professional accounts through the Instagram API with Instagram Login (no Facebook Page
 * needed): a short-lived token exchanged for a long-lived one (60 days) that refreshes itself with
 * ig_refresh_token; publishing from public media URLs through containers.
 */
export function createInstagramAdapter(options: InstagramAdapterOptions): OAuthPlatformAdapter {
  const urls = { ...INSTAGRAM_DEFAULT_URLS, ...options.urls };
  const http = createHttpClient(
    'instagram',
    withGraphRetryAfter(options.fetch ?? fetch),
    describeGraphError,
  );
  const now = options.now ?? (() => new Date());
  const { clientId, clientSecret } = options.credentials;

  const profileUrl = (username: string) => `${urls.web}/${encodeURIComponent(username)}/`;

  async function permalink(mediaId: string, accessToken: string, username: string) {
    try {
      const { data } = await http.request<{ permalink?: string }>(`${urls.api}/${mediaId}`, {
        query: { fields: 'permalink', access_token: accessToken },
      });
      return data.permalink ?? profileUrl(username);
    } catch {
      // The post went out; a failed lookup must not make it look failed.
      return profileUrl(username);
    }
  }

  return {
    id: 'instagram',
    displayName: 'Instagram',
    connection: 'oauth2',
    usesPkce: false,
    scopes: INSTAGRAM_SCOPES,
    limits: INSTAGRAM_LIMITS,

    authorizationUrl({ state, redirectUri }) {
      const url = new URL(`${urls.authorize}/oauth/authorize`);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: INSTAGRAM_SCOPES.join(','),
        state,
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, redirectUri }) {
      const { data } = await http.request<CodeExchangeBody>(`${urls.token}/oauth/access_token`, {
        method: 'POST',
        form: {
          client_id: clientId,
          client_secret: clientSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          // Instagram appends #_ to the code in the redirect; it is not part of the code.
          code: code.replace(/#_$/, ''),
        },
      });
      const shortLived: ShortLivedToken = data.data?.[0] ?? data;
      if (!shortLived.access_token) {
        throw new PlatformError('instagram', 'provider_error', 'Instagram sent no access token');
      }
      const { data: longLived } = await http.request<OAuthTokenBody>(`${urls.graph}/access_token`, {
        query: {
          grant_type: 'ig_exchange_token',
          client_secret: clientSecret,
          access_token: shortLived.access_token,
        },
      });
      const tokens = tokenSetFromBody(longLived, now());
      if (!tokens) {
        throw new PlatformError(
          'instagram',
          'provider_error',
          'Instagram sent no long-lived token',
        );
      }
      const permissions = shortLived.permissions ?? [];
      const scopes = Array.isArray(permissions) ? permissions : permissions.split(/[\s,]+/);
      return { ...tokens, scopes: scopes.filter(Boolean) };
    },

    async refresh(tokens) {
      // There is no refresh token: a long-lived access token (at least 24 hours old, not yet
      // expired) is exchanged for a new one.
      try {
        const { data } = await http.request<OAuthTokenBody>(`${urls.graph}/refresh_access_token`, {
          query: { grant_type: 'ig_refresh_token', access_token: tokens.accessToken },
        });
        const refreshed = tokenSetFromBody(data, now(), tokens);
        if (!refreshed) {
          throw new PlatformError('instagram', 'provider_error', 'Instagram sent no access token');
        }
        return { ...refreshed, scopes: tokens.scopes };
      } catch (error) {
        throw refusalAsReauth(error);
      }
    },

    async fetchProfile(tokens: TokenSet): Promise<PlatformProfile> {
      const { data } = await http.request<MeBody>(`${urls.api}/me`, {
        query: {
          fields: 'user_id,username,name,account_type,profile_picture_url,followers_count',
          access_token: tokens.accessToken,
        },
      });
      if (data.account_type?.toUpperCase() === 'PERSONAL') {
        throw new PlatformError(
          'instagram',
          'needs_professional',
          'Instagram lets apps publish only for Business or Creator accounts; switch the account to a professional one in the Instagram app, then connect again',
        );
      }
      // user_id is the professional account's id that publishing takes; id is app-scoped.
      const igUserId = String(data.user_id ?? data.id);
      return {
        id: igUserId,
        username: data.username,
        displayName: data.name || data.username,
        avatarUrl: data.profile_picture_url ?? null,
        followers: data.followers_count ?? 0,
        profileUrl: profileUrl(data.username),
        metadata: { igUserId },
      };
    },

    async publish(account, post) {
      const id = await publishToInstagram(
        {
          http,
          api: urls.api,
          igUserId: account.profile.metadata.igUserId ?? account.profile.id,
          accessToken: account.tokens.accessToken,
          sleep: options.sleep ?? wait,
          statusChecks: options.containerStatusChecks ?? 60,
          statusIntervalMs: 5000,
        },
        post,
      );
      return {
        id,
        url: await permalink(id, account.tokens.accessToken, account.profile.username),
      };
    },

    deletePost() {
      return Promise.reject(
        new PlatformError(
          'instagram',
          'unsupported',
          'The Instagram API with Instagram Login cannot delete posts; delete it in the Instagram app',
        ),
      );
    },

    // like_count and comments_count come with instagram_business_basic; views and shares are
    // insights, which need a scope Postcraft does not ask for. One call per post: the Instagram
    // Login API has no batch lookup.
    async fetchEngagement(account, externalIds) {
      const readings: PostEngagementReading[] = [];
      for (const mediaId of externalIds) {
        try {
          const { data } = await http.request<{
            id?: string;
            like_count?: number;
            comments_count?: number;
          }>(`${urls.api}/${encodeURIComponent(mediaId)}`, {
            query: {
              fields: 'id,like_count,comments_count',
              access_token: account.tokens.accessToken,
            },
          });
          readings.push({
            externalId: mediaId,
            likes: countOf(data.like_count),
            comments: countOf(data.comments_count),
            shares: 0,
            views: null,
          });
        } catch (error) {
          // A post deleted in the app is gone from the API: no figures, the others go on.
          if (isPlatformError(error) && error.kind === 'rejected') continue;
          throw error;
        }
      }
      return readings;
    },

    // Instagram addresses posts by a shortcode the id does not give; publish returns the permalink.
    postUrl: (profile) => profileUrl(profile.username),

    findPublished: (account, query) =>
      findInstagramMedia(
        { http, api: urls.api, profileUrl: profileUrl(account.profile.username) },
        account,
        query,
      ),
  };
}
