import { createHmac } from 'node:crypto';
import { createHttpClient } from '../../http.js';
import { readPageEngagement } from './facebook.engagement.js';
import { tokenSetFromBody, type OAuthTokenBody } from '../../oauth-tokens.js';
import type {
  OAuthPlatformAdapter,
  PlatformLimits,
  PlatformProfile,
  TokenSet,
} from '../../platform-adapter.js';
import { isPlatformError, PlatformError } from '../../platform-error.js';
import type { OAuthAdapterOptions } from '../index.js';
import { findPagePost } from './facebook.lookup.js';
import { publishToPage } from './facebook.publish.js';
import { describeGraphError, withGraphRetryAfter } from './graph-error.js';

/** The Graph API version in the default URLs; Meta supports each for about two years. */
export const FACEBOOK_GRAPH_VERSION = 'v26.0';

/** Base URLs, versioned; each can be replaced through `urls` (env FACEBOOK_URL_<NAME>). */
export const FACEBOOK_DEFAULT_URLS = {
  /** Login dialog: {authorize}/dialog/oauth. */
  authorize: `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}`,
  /** Graph API: {graph}/oauth/access_token, /me/accounts, /{page-id}/feed, /photos... */
  graph: `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}`,
  /** Video uploads: {video}/{page-id}/videos. */
  video: `https://graph-video.facebook.com/${FACEBOOK_GRAPH_VERSION}`,
  /** Public pages. */
  web: 'https://www.facebook.com',
} as const;

export const FACEBOOK_SCOPES = [
  'pages_show_list',
  'pages_manage_posts',
  'pages_read_engagement',
] as const;

export const FACEBOOK_LIMITS: PlatformLimits = {
  captionMaxLength: 63206,
  titleMaxLength: null,
  hashtagMax: null,
  textOnly: true,
  image: {
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif'],
    maxBytes: 4 * 1024 * 1024,
    maxCount: 10,
  },
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime'],
    // A single (non-resumable) upload request takes up to 1 GB and 20 minutes.
    maxBytes: 1024 * 1024 * 1024,
    maxCount: 1,
    minDurationSec: 1,
    maxDurationSec: 20 * 60,
  },
};

interface PageBody {
  id: string;
  name: string;
  username?: string;
  link?: string;
  access_token?: string;
  followers_count?: number;
  fan_count?: number;
  picture?: { data?: { url?: string } };
}

/**
 * Facebook Pages through Facebook Login: the code becomes a user token, exchanged for a
 * long-lived one (about 60 days); the Page comes from /me/accounts with its own token, which is
 * what publishes and which does not expire when obtained from a long-lived user token.
 */
export function createFacebookAdapter(options: OAuthAdapterOptions): OAuthPlatformAdapter {
  const urls = { ...FACEBOOK_DEFAULT_URLS, ...options.urls };
  const http = createHttpClient(
    'facebook',
    withGraphRetryAfter(options.fetch ?? fetch),
    describeGraphError,
  );
  const now = options.now ?? (() => new Date());
  const { clientId, clientSecret } = options.credentials;

  /** Every call with a user or page token also proves it knows the app secret. */
  const tokenAuth = (token: string) => ({
    access_token: token,
    appsecret_proof: createHmac('sha256', clientSecret).update(token).digest('hex'),
  });
  const appToken = `${clientId}|${clientSecret}`;

  async function grantedScopes(userToken: string): Promise<string[]> {
    const { data } = await http.request<{ data?: { permission: string; status: string }[] }>(
      `${urls.graph}/me/permissions`,
      { query: tokenAuth(userToken) },
    );
    return (data.data ?? []).filter((p) => p.status === 'granted').map((p) => p.permission);
  }

  const postUrl = (postId: string) => {
    const [pageId, storyId] = postId.split('_');
    return storyId ? `${urls.web}/${pageId}/posts/${storyId}` : `${urls.web}/${postId}`;
  };

  /** The permalink Facebook gives; a failure here must not fail a publish that went out. */
  async function permalink(objectId: string, auth: Record<string, string>): Promise<string> {
    try {
      const { data } = await http.request<{ permalink_url?: string }>(`${urls.graph}/${objectId}`, {
        query: { fields: 'permalink_url', ...auth },
      });
      if (!data.permalink_url) return postUrl(objectId);
      return new URL(data.permalink_url, urls.web).toString();
    } catch {
      return postUrl(objectId);
    }
  }

  return {
    id: 'facebook',
    displayName: 'Facebook',
    connection: 'oauth2',
    usesPkce: false,
    scopes: FACEBOOK_SCOPES,
    limits: FACEBOOK_LIMITS,

    authorizationUrl({ state, redirectUri }) {
      const url = new URL(`${urls.authorize}/dialog/oauth`);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
        scope: FACEBOOK_SCOPES.join(','),
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, redirectUri }) {
      const { data: shortLived } = await http.request<OAuthTokenBody>(
        `${urls.graph}/oauth/access_token`,
        {
          query: {
            client_id: clientId,
            redirect_uri: redirectUri,
            client_secret: clientSecret,
            code,
          },
        },
      );
      if (!shortLived.access_token) {
        throw new PlatformError('facebook', 'provider_error', 'Facebook sent no access token');
      }
      const { data: longLived } = await http.request<OAuthTokenBody>(
        `${urls.graph}/oauth/access_token`,
        {
          query: {
            grant_type: 'fb_exchange_token',
            client_id: clientId,
            client_secret: clientSecret,
            fb_exchange_token: shortLived.access_token,
          },
        },
      );
      const tokens = tokenSetFromBody(longLived, now());
      if (!tokens) {
        throw new PlatformError('facebook', 'provider_error', 'Facebook sent no long-lived token');
      }
      return { ...tokens, scopes: await grantedScopes(tokens.accessToken) };
    },

    refresh() {
      return Promise.reject(
        new PlatformError(
          'facebook',
          'reauth_required',
          'Facebook issues no refresh token; connect the Page again',
        ),
      );
    },

    async fetchProfile(tokens): Promise<PlatformProfile> {
      const { data } = await http.request<{ data?: PageBody[] }>(`${urls.graph}/me/accounts`, {
        query: {
          fields: 'id,name,username,link,access_token,followers_count,fan_count,picture{url}',
          ...tokenAuth(tokens.accessToken),
        },
      });
      // The account stored is the first Page the user manages: the connection flow has no Page
      // picker yet, so someone managing several Pages connects the first one Facebook lists.
      const page = data.data?.[0];
      if (!page?.access_token) {
        throw new PlatformError(
          'facebook',
          'rejected',
          'This Facebook account manages no Page that it allowed Postcraft to use',
        );
      }
      return {
        id: page.id,
        username: page.username ?? page.name,
        displayName: page.name,
        avatarUrl: page.picture?.data?.url ?? null,
        followers: page.followers_count ?? page.fan_count ?? 0,
        profileUrl: page.link ?? `${urls.web}/${page.id}`,
        metadata: { pageId: page.id },
        accountTokens: {
          accessToken: page.access_token,
          refreshToken: null,
          expiresAt: null,
          refreshExpiresAt: null,
          scopes: tokens.scopes,
        },
      };
    },

    async revoke(tokens: TokenSet) {
      // The stored token is the Page's, so ask Facebook whose grant it comes from, then remove
      // that user's grant to the app (what DELETE /me/permissions does with the user's token).
      const { data } = await http.request<{ data?: { user_id?: string; is_valid?: boolean } }>(
        `${urls.graph}/debug_token`,
        { query: { input_token: tokens.accessToken, access_token: appToken } },
      );
      const userId = data.data?.user_id;
      if (!userId || data.data?.is_valid === false) return;
      await http.request(`${urls.graph}/${userId}/permissions`, {
        method: 'DELETE',
        query: { access_token: appToken },
        responseType: 'none',
      });
    },

    async publish(account, post) {
      const pageId = account.profile.metadata.pageId ?? account.profile.id;
      const auth = tokenAuth(account.tokens.accessToken);
      const id = await publishToPage(
        { http, graph: urls.graph, video: urls.video, pageId, auth },
        post,
      );
      return { id, url: await permalink(id, auth) };
    },

    async deletePost(account, postId) {
      try {
        await http.request(`${urls.graph}/${postId}`, {
          method: 'DELETE',
          query: tokenAuth(account.tokens.accessToken),
          responseType: 'none',
        });
      } catch (error) {
        // Already gone is what deleting asked for.
        if (isPlatformError(error) && error.status === 404) return;
        throw error;
      }
    },

    fetchEngagement: (account, externalIds) =>
      readPageEngagement(
        { http, graph: urls.graph, auth: tokenAuth(account.tokens.accessToken) },
        externalIds,
      ),

    postUrl: (_profile, postId) => postUrl(postId),

    findPublished: (account, query) =>
      findPagePost(
        {
          http,
          graph: urls.graph,
          web: urls.web,
          pageId: account.profile.metadata.pageId ?? account.profile.id,
          auth: tokenAuth(account.tokens.accessToken),
        },
        query,
      ),
  };
}
