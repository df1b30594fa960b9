import { countOf, inBatches } from '../../engagement-batches.js';
import { createHttpClient, type ErrorDescriber } from '../../http.js';
import { basicAuthorization, tokenSetFromBody, type OAuthTokenBody } from '../../oauth-tokens.js';
import type {
  AccountCredentials,
  FetchFunction,
  OAuthPlatformAdapter,
  PlatformLimits,
  PlatformProfile,
  PostEngagementReading,
  TokenSet,
} from '../../platform-adapter.js';
import { PlatformError } from '../../platform-error.js';
import type { PlatformCredentials } from '../../platforms-config.js';

export interface SandboxAdapterOptions {
  credentials: PlatformCredentials;
  /** The sandbox provider's root, e.g. http://localhost:4000/sandbox. */
  baseUrl: string;
  fetch?: FetchFunction;
  now?: () => Date;
}

export const SANDBOX_SCOPES = ['profile', 'publish'] as const;

export const SANDBOX_LIMITS: PlatformLimits = {
  captionMaxLength: 5000,
  titleMaxLength: 200,
  hashtagMax: null,
  textOnly: true,
  image: {
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    maxBytes: 20 * 1024 * 1024,
    maxCount: 10,
  },
  video: {
    mimeTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
    maxBytes: 200 * 1024 * 1024,
    maxCount: 1,
    minDurationSec: 1,
    maxDurationSec: 600,
  },
};

/** Post ids per metrics request (the sandbox's limit). */
export const SANDBOX_METRICS_BATCH = 100;

interface SandboxMetricsBody {
  data?: Array<{ id: string; likes?: number; comments?: number; shares?: number; views?: number }>;
}

interface SandboxProfileBody {
  id: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  followers: number;
  profileUrl: string;
}

/** The sandbox's errors are `{ error, error_description }` like RFC 6749's. */
const describeSandboxError: ErrorDescriber = (body) => {
  if (!body || typeof body !== 'object') return undefined;
  const { error, error_description: description } = body as Record<string, string | undefined>;
  if (error === 'invalid_grant' || error === 'invalid_token') {
    return { kind: 'reauth_required', code: error, message: description ?? error };
  }
  return error ? { code: error, message: description ?? error } : undefined;
};

/**
 * The local sandbox platform: OAuth 2.0 with PKCE against the API's own /sandbox provider, and a
 * publish API whose posts show on the sandbox's feed page. It behaves like a real platform so the
 * whole journey (connect, publish, delete, refresh) works offline.
 */
export function createSandboxAdapter(options: SandboxAdapterOptions): OAuthPlatformAdapter {
  const base = options.baseUrl.replace(/\/$/, '');
  const http = createHttpClient('sandbox', options.fetch ?? fetch, describeSandboxError);
  const now = options.now ?? (() => new Date());
  const clientAuth = basicAuthorization(
    options.credentials.clientId,
    options.credentials.clientSecret,
  );

  async function token(form: Record<string, string>, previous?: TokenSet): Promise<TokenSet> {
    const { data } = await http.request<OAuthTokenBody>(`${base}/oauth/token`, {
      method: 'POST',
      headers: { Authorization: clientAuth },
      form,
    });
    const tokens = tokenSetFromBody(data, now(), previous);
    if (!tokens)
      throw new PlatformError('sandbox', 'provider_error', 'The sandbox sent no access token');
    return tokens;
  }

  const bearer = (account: { accessToken: string }) => ({
    Authorization: `Bearer ${account.accessToken}`,
  });

  return {
    id: 'sandbox',
    displayName: 'Sandbox',
    connection: 'oauth2',
    usesPkce: true,
    scopes: SANDBOX_SCOPES,
    limits: SANDBOX_LIMITS,

    authorizationUrl({ state, redirectUri, codeChallenge }) {
      const url = new URL(`${base}/oauth/authorize`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.credentials.clientId,
        redirect_uri: redirectUri,
        scope: SANDBOX_SCOPES.join(' '),
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    exchangeCode: ({ code, redirectUri, codeVerifier }) =>
      token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      }),

    refresh(tokens) {
      if (!tokens.refreshToken) {
        return Promise.reject(
          new PlatformError('sandbox', 'reauth_required', 'No refresh token was issued'),
        );
      }
      return token({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken }, tokens);
    },

    async fetchProfile(tokens): Promise<PlatformProfile> {
      const { data } = await http.request<SandboxProfileBody>(`${base}/api/me`, {
        headers: bearer(tokens),
      });
      return {
        id: data.id,
        username: data.username,
        displayName: data.displayName,
        avatarUrl: data.avatarUrl,
        followers: data.followers,
        profileUrl: data.profileUrl,
        metadata: {},
      };
    },

    async revoke(tokens) {
      await http.request(`${base}/oauth/revoke`, {
        method: 'POST',
        headers: { Authorization: clientAuth },
        form: { token: tokens.refreshToken ?? tokens.accessToken },
        responseType: 'none',
      });
    },

    async publish(account: AccountCredentials, post) {
      const mediaIds: string[] = [];
      for (const media of post.media) {
        const { data } = await http.request<{ id: string }>(`${base}/api/media`, {
          method: 'POST',
          headers: { ...bearer(account.tokens), 'Content-Type': media.mimeType },
          body: Buffer.from(await media.read()),
        });
        mediaIds.push(data.id);
      }
      const { data } = await http.request<{ id: string; url: string }>(`${base}/api/posts`, {
        method: 'POST',
        headers: bearer(account.tokens),
        json: { text: post.text, title: post.title ?? null, mediaIds, reference: post.reference },
      });
      return { id: data.id, url: data.url };
    },

    // The sandbox keeps each post's reference, so the lookup is exact: no text matching.
    async findPublished(account, query) {
      if (!query.reference) return 'unknown';
      const { data } = await http.request<{ posts?: Array<{ id: string; url: string }> }>(
        `${base}/api/posts`,
        { headers: bearer(account.tokens), query: { reference: query.reference } },
      );
      const posts = data.posts ?? [];
      if (posts.length > 1) return 'unknown';
      return posts[0] ? { id: posts[0].id, url: posts[0].url } : null;
    },

    async deletePost(account, postId) {
      await http.request(`${base}/api/posts/${encodeURIComponent(postId)}`, {
        method: 'DELETE',
        headers: bearer(account.tokens),
        responseType: 'none',
      });
    },

    async fetchEngagement(account, externalIds) {
      const readings: PostEngagementReading[] = [];
      for (const ids of inBatches(externalIds, SANDBOX_METRICS_BATCH)) {
        const { data } = await http.request<SandboxMetricsBody>(`${base}/api/posts/metrics`, {
          headers: bearer(account.tokens),
          query: { ids: ids.join(',') },
        });
        for (const post of data.data ?? []) {
          readings.push({
            externalId: post.id,
            likes: countOf(post.likes),
            comments: countOf(post.comments),
            shares: countOf(post.shares),
            views: countOf(post.views),
          });
        }
      }
      return readings;
    },

    postUrl: (profile, postId) =>
      `${base}/@${encodeURIComponent(profile.username)}/posts/${encodeURIComponent(postId)}`,
  };
}
