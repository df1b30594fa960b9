import { createHttpClient } from '../../http.js';
import { tokenSetFromBody, type OAuthTokenBody } from '../../oauth-tokens.js';
import type {
  AccountCredentials,
  OAuthPlatformAdapter,
  PlatformLimits,
  PlatformProfile,
  PublishRequest,
  TokenSet,
} from '../../platform-adapter.js';
import { isPlatformError, PlatformError } from '../../platform-error.js';
import { refreshWithStoredToken } from '../../token-refresh.js';
import type { OAuthAdapterOptions } from '../index.js';
import { describeLinkedInError } from './linkedin.errors.js';
import {
  uploadLinkedInImage,
  uploadLinkedInVideo,
  type LinkedInUploadContext,
} from './linkedin.media.js';

/** Base URLs; each can be replaced through `urls` (env LINKEDIN_URL_<NAME>). */
export const LINKEDIN_DEFAULT_URLS = {
  /** Consent page: {authorize}/oauth/v2/authorization. */
  authorize: 'https://www.linkedin.com',
  /** Token and revoke endpoints: {token}/oauth/v2/accessToken, {token}/oauth/v2/revoke. */
  token: 'https://www.linkedin.com',
  /** REST API: {api}/v2/userinfo, {api}/rest/posts, /rest/images, /rest/videos. */
  api: 'https://api.linkedin.com',
  /** Public pages: {web}/feed/update/{urn}. */
  web: 'https://www.linkedin.com',
} as const;

/**
 * The versioned API's `LinkedIn-Version` (YYYYMM). LinkedIn supports each monthly version for at
 * least a year; move it forward when LinkedIn announces the sunset of this one.
 */
export const LINKEDIN_API_VERSION = '202607';

/** Sign In with LinkedIn (OpenID Connect) for the profile, Share on LinkedIn to post. */
export const LINKEDIN_SCOPES = ['openid', 'profile', 'w_member_social'] as const;

export const LINKEDIN_LIMITS: PlatformLimits = {
  captionMaxLength: 3000,
  titleMaxLength: null,
  hashtagMax: null,
  textOnly: true,
  image: {
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif'],
    // LinkedIn states a pixel-count limit rather than a byte limit; this cap is ours.
    maxBytes: 20 * 1024 * 1024,
    // A multi-image post carries 2 to 20 images.
    maxCount: 20,
  },
  video: {
    mimeTypes: ['video/mp4'],
    maxBytes: 500 * 1024 * 1024,
    maxCount: 1,
    minDurationSec: 3,
    maxDurationSec: 30 * 60,
  },
};

export interface LinkedInAdapterOptions extends OAuthAdapterOptions {
  /** Replaces LINKEDIN_API_VERSION. */
  apiVersion?: string;
  /** Waits between video status checks; tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** How many times to ask whether an uploaded video is ready (default 100, 3 s apart). */
  videoStatusChecks?: number;
}

interface UserInfoBody {
  sub: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * LinkedIn members: OAuth 2.0 authorization code with the client secret (no PKCE for web apps),
 * the member's profile from the OpenID Connect userinfo endpoint, and posts through the versioned
 * Posts API as the member (urn:li:person:{sub}).
 */
export function createLinkedInAdapter(options: LinkedInAdapterOptions): OAuthPlatformAdapter {
  const urls = { ...LINKEDIN_DEFAULT_URLS, ...options.urls };
  const http = createHttpClient('linkedin', options.fetch ?? fetch, describeLinkedInError);
  const now = options.now ?? (() => new Date());
  const { clientId, clientSecret } = options.credentials;

  const apiHeaders = (tokens: Pick<TokenSet, 'accessToken'>): Record<string, string> => ({
    Authorization: `Bearer ${tokens.accessToken}`,
    'LinkedIn-Version': options.apiVersion ?? LINKEDIN_API_VERSION,
    'X-Restli-Protocol-Version': '2.0.0',
  });

  async function requestTokens(
    form: Record<string, string>,
    previous?: TokenSet,
  ): Promise<TokenSet> {
    const { data } = await http.request<OAuthTokenBody>(`${urls.token}/oauth/v2/accessToken`, {
      method: 'POST',
      form: { ...form, client_id: clientId, client_secret: clientSecret },
    });
    const tokens = tokenSetFromBody(data, now(), previous);
    if (!tokens) throw new PlatformError('linkedin', 'provider_error', 'LinkedIn sent no token');
    return tokens;
  }

  async function publish(account: AccountCredentials, post: PublishRequest) {
    const author = account.profile.metadata.personUrn ?? `urn:li:person:${account.profile.id}`;
    const headers = apiHeaders(account.tokens);
    const content = await uploadContent(post, {
      http,
      apiBase: urls.api,
      headers,
      owner: author,
      sleep: options.sleep ?? wait,
      statusChecks: options.videoStatusChecks ?? 100,
      statusIntervalMs: 3000,
    });

    const response = await http.request(`${urls.api}/rest/posts`, {
      method: 'POST',
      headers,
      json: {
        author,
        commentary: toLittleText(post.text),
        visibility: 'PUBLIC',
        distribution: {
          feedDistribution: 'MAIN_FEED',
          targetEntities: [],
          thirdPartyDistributionChannels: [],
        },
        ...(content ? { content } : {}),
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
      },
      responseType: 'none',
    });
    const id = response.headers.get('x-restli-id');
    if (!id) {
      throw new PlatformError(
        'linkedin',
        'provider_error',
        'LinkedIn accepted the post but did not say its id',
      );
    }
    return { id, url: postUrl(id) };
  }

  const postUrl = (postId: string) => `${urls.web}/feed/update/${postId}`;

  return {
    id: 'linkedin',
    displayName: 'LinkedIn',
    connection: 'oauth2',
    usesPkce: false,
    scopes: LINKEDIN_SCOPES,
    limits: LINKEDIN_LIMITS,

    authorizationUrl({ state, redirectUri }) {
      const url = new URL(`${urls.authorize}/oauth/v2/authorization`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
        scope: LINKEDIN_SCOPES.join(' '),
      })
        .toString()
        .replace(/\+/g, '%20');
      return url.toString();
    },

    exchangeCode: ({ code, redirectUri }) =>
      requestTokens({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),

    refresh: (tokens) =>
      refreshWithStoredToken(
        'linkedin',
        tokens,
        'LinkedIn gives refresh tokens to approved partners only; connect the account again',
        (refreshToken) =>
          requestTokens({ grant_type: 'refresh_token', refresh_token: refreshToken }, tokens),
      ),

    async fetchProfile(tokens): Promise<PlatformProfile> {
      const { data } = await http.request<UserInfoBody>(`${urls.api}/v2/userinfo`, {
        headers: { Authorization: `Bearer ${tokens.accessToken}` },
      });
      const name =
        data.name ?? ([data.given_name, data.family_name].filter(Boolean).join(' ') || data.sub);
      return {
        id: data.sub,
        // Members have no handle readable with these scopes; the name stands in for one.
        username: name,
        displayName: name,
        avatarUrl: data.picture ?? null,
        // Follower counts need scopes LinkedIn grants to partners only.
        followers: 0,
        // The public profile address needs the vanity name, also partner-only.
        profileUrl: null,
        metadata: { personUrn: `urn:li:person:${data.sub}` },
      };
    },

    async revoke(tokens) {
      await http.request(`${urls.token}/oauth/v2/revoke`, {
        method: 'POST',
        form: { client_id: clientId, client_secret: clientSecret, token: tokens.accessToken },
        responseType: 'none',
      });
    },

    publish,

    async deletePost(account, postId) {
      try {
        await http.request(`${urls.api}/rest/posts/${encodeURIComponent(postId)}`, {
          method: 'DELETE',
          headers: { ...apiHeaders(account.tokens), 'X-RestLi-Method': 'DELETE' },
          responseType: 'none',
        });
      } catch (error) {
        // Already gone is what deleting asked for.
        if (isPlatformError(error) && error.status === 404) return;
        throw error;
      }
    },

    postUrl: (_profile, postId) => postUrl(postId),
  };
}

/** The post's `content`: nothing, one image, several images or one video. */
async function uploadContent(
  post: PublishRequest,
  context: LinkedInUploadContext,
): Promise<Record<string, unknown> | null> {
  const images = post.media.filter((media) => media.kind === 'image');
  const videos = post.media.filter((media) => media.kind === 'video');
  if (videos.length > 0 && (images.length > 0 || videos.length > 1)) {
    throw new PlatformError(
      'linkedin',
      'rejected',
      'A LinkedIn post carries either images or one video',
    );
  }
  if (videos[0]) {
    return { media: { id: await uploadLinkedInVideo(context, videos[0]) } };
  }
  const imageUrns: string[] = [];
  for (const image of images) imageUrns.push(await uploadLinkedInImage(context, image));
  if (imageUrns.length === 0) return null;
  if (imageUrns.length === 1) return { media: { id: imageUrns[0] } };
  return { multiImage: { images: imageUrns.map((id) => ({ id, altText: '' })) } };
}

/**
 * Post commentary is LinkedIn's "little" text format, where `\ | { } @ [ ] ( ) < > # * _ ~` are
 * markup: left bare, LinkedIn silently cuts the post at the first one. Escapes them all, except in
 * links (kept as typed so they stay links) and in #hashtags (little's own hashtag element).
 */
export function toLittleText(text: string): string {
  return text.replace(
    /(https?:\/\/\S+)|(#[\p{L}\p{N}_]+)|([\\|{}@[\]()<>#*_~])/gu,
    (match, _link, _hashtag, reserved: string | undefined) => (reserved ? `\\${reserved}` : match),
  );
}
