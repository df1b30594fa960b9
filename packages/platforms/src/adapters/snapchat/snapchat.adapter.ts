import { createHttpClient, type ErrorDescriber } from '../../http.js';
import { tokenSetFromBody, type OAuthTokenBody } from '../../oauth-tokens.js';
import type {
  OAuthPlatformAdapter,
  PlatformLimits,
  PlatformProfile,
  TokenSet,
  UrlSet,
} from '../../platform-adapter.js';
import { PlatformError, type PlatformErrorKind } from '../../platform-error.js';
import { refreshWithStoredToken } from '../../token-refresh.js';
import type { OAuthAdapterOptions } from '../index.js';

/** Base URLs; each may be replaced through `urls` (SNAPCHAT_URL_AUTH, SNAPCHAT_URL_API). */
export const SNAPCHAT_DEFAULT_URLS = {
  /** Snap's OAuth 2.0 consent page and token endpoint (the Marketing API's). */
  auth: 'https://accounts.snapchat.com',
  /** The Marketing API host, which serves the Public Profile API. */
  api: 'https://businessapi.snapchat.com',
} as const;
export type SnapchatUrlName = keyof typeof SNAPCHAT_DEFAULT_URLS;

/** The Public Profile API's scope; Snap grants it only to allow-listed OAuth apps. */
export const SNAPCHAT_SCOPES = ['snapchat-profile-api'] as const;

const MB = 1024 * 1024;

/** From Snap's Public Profile API guides; not enforced by a publisher here yet (see publish). */
export const SNAPCHAT_LIMITS: PlatformLimits = {
  captionMaxLength: 160,
  titleMaxLength: 45,
  hashtagMax: null,
  textOnly: false,
  image: { mimeTypes: ['image/jpeg', 'image/png'], maxBytes: 20 * MB, maxCount: 1 },
  video: {
    mimeTypes: ['video/mp4'],
    maxBytes: 500 * MB,
    maxCount: 1,
    minDurationSec: 5,
    maxDurationSec: 60,
  },
};

export const SNAPCHAT_PUBLISH_UNSUPPORTED =
  'Postcraft does not post to Snapchat yet. Snap documents Public Profile posting (encrypted media ' +
  'upload, then a Story or Spotlight) for allow-listed partners only, and this integration has not ' +
  'been built and tested against it.';

interface MyProfileBody {
  public_profile?: {
    id?: string;
    display_name?: string;
    snap_user_name?: string;
    logo_urls?: Record<string, string | undefined>;
    subscriber_count?: number;
  };
}

/**
 * Snap answers `{ error, error_description }` at the token endpoint and
 * `{ request_status: 'ERROR', display_message, debug_message, error_code }` from its APIs.
 */
const describeSnapError: ErrorDescriber = (body) => {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, string | undefined>;
  if (record.error) {
    const kinds: Record<string, PlatformErrorKind> = {
      invalid_grant: 'reauth_required',
      invalid_client: 'provider_error',
      unauthorized_client: 'provider_error',
    };
    return {
      code: record.error,
      kind: kinds[record.error],
      message: record.error_description || record.error,
    };
  }
  const message = record.display_message || record.debug_message;
  return message ? { code: record.error_code, message } : undefined;
};

/**
 * Snapchat Public Profiles. Built only when SNAPCHAT_CLIENT_ID and SNAPCHAT_CLIENT_SECRET are set,
 * i.e. for an OAuth app Snap has allow-listed. Connecting works (OAuth and the profile); posting
 * and deleting say plainly that they are not available.
 */
export function createSnapchatAdapter(options: OAuthAdapterOptions): OAuthPlatformAdapter {
  const urls = resolveUrls(options.urls);
  const http = createHttpClient('snapchat', options.fetch ?? fetch, describeSnapError);
  const now = options.now ?? (() => new Date());
  const { clientId, clientSecret } = options.credentials;

  async function token(form: Record<string, string>, previous?: TokenSet): Promise<TokenSet> {
    const { data } = await http.request<OAuthTokenBody>(`${urls.auth}/login/oauth2/access_token`, {
      method: 'POST',
      form: { client_id: clientId, client_secret: clientSecret, ...form },
    });
    const tokens = tokenSetFromBody(data, now(), previous);
    if (!tokens)
      throw new PlatformError('snapchat', 'provider_error', 'Snapchat sent no access token');
    return tokens;
  }

  return {
    id: 'snapchat',
    displayName: 'Snapchat',
    connection: 'oauth2',
    usesPkce: false,
    scopes: SNAPCHAT_SCOPES,
    limits: SNAPCHAT_LIMITS,

    authorizationUrl({ state, redirectUri }) {
      const url = new URL(`${urls.auth}/login/oauth2/authorize`);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SNAPCHAT_SCOPES.join(' '),
        state,
      }).toString();
      return url.toString();
    },

    exchangeCode: ({ code, redirectUri }) =>
      token({ code, grant_type: 'authorization_code', redirect_uri: redirectUri }),

    refresh: (tokens) =>
      refreshWithStoredToken(
        'snapchat',
        tokens,
        'Snapchat issued no refresh token',
        (refreshToken) =>
          token({ grant_type: 'refresh_token', refresh_token: refreshToken }, tokens),
      ),

    async fetchProfile(tokens): Promise<PlatformProfile> {
      const { data } = await http.request<MyProfileBody>(
        `${urls.api}/v1/public_profiles/my_profile`,
        {
          headers: { Authorization: `Bearer ${tokens.accessToken}` },
        },
      );
      const profile = data.public_profile;
      if (!profile?.id) {
        throw new PlatformError(
          'snapchat',
          'rejected',
          'This Snapchat account has no Public Profile; create one in the Snapchat app first',
        );
      }
      const username = profile.snap_user_name || profile.display_name || profile.id;
      const logos = profile.logo_urls ?? {};
      return {
        id: profile.id,
        username,
        displayName: profile.display_name || username,
        avatarUrl: logos.original_logo_url ?? Object.values(logos).find(Boolean) ?? null,
        followers: profile.subscriber_count ?? 0,
        profileUrl: profile.snap_user_name
          ? `https://www.snapchat.com/add/${encodeURIComponent(profile.snap_user_name)}`
          : null,
        metadata: { profileId: profile.id },
      };
    },

    publish() {
      return Promise.reject(
        new PlatformError('snapchat', 'unsupported', SNAPCHAT_PUBLISH_UNSUPPORTED),
      );
    },

    deletePost() {
      return Promise.reject(
        new PlatformError(
          'snapchat',
          'unsupported',
          'Postcraft does not manage Snapchat posts; delete it in the Snapchat app',
        ),
      );
    },

    postUrl: (profile) =>
      profile.username
        ? `https://www.snapchat.com/add/${encodeURIComponent(profile.username)}`
        : 'https://www.snapchat.com',
  };
}

function resolveUrls(overrides: OAuthAdapterOptions['urls']): UrlSet<SnapchatUrlName> {
  const pick = (name: SnapchatUrlName) =>
    (overrides?.[name] ?? SNAPCHAT_DEFAULT_URLS[name]).replace(/\/$/, '');
  return { auth: pick('auth'), api: pick('api') };
}
