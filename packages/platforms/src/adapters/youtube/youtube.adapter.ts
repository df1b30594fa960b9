import { countOf, inBatches } from '../../engagement-batches.js';
import { createHttpClient } from '../../http.js';
import { tokenSetFromBody, type OAuthTokenBody } from '../../oauth-tokens.js';
import type {
  OAuthPlatformAdapter,
  PlatformLimits,
  PlatformProfile,
  PostEngagementReading,
  PublishRequest,
  TokenSet,
  UrlSet,
} from '../../platform-adapter.js';
import { isPlatformError, PlatformError } from '../../platform-error.js';
import { refreshWithStoredToken } from '../../token-refresh.js';
import type { OAuthAdapterOptions } from '../index.js';
import { describeGoogleError } from './youtube.errors.js';
import { findUploadedVideo } from './youtube.lookup.js';

/** Base URLs; each may be replaced through `urls` (YOUTUBE_URL_AUTH, YOUTUBE_URL_OAUTH, ...). */
export const YOUTUBE_DEFAULT_URLS = {
  /** Google's consent page. */
  auth: 'https://accounts.google.com',
  /** Token and revocation endpoints. */
  oauth: 'https://oauth2.googleapis.com',
  /** YouTube Data API v3 and its upload endpoint. */
  api: 'https://www.googleapis.com',
  /** Public pages, for links to channels and videos. */
  web: 'https://www.youtube.com',
} as const;
export type YouTubeUrlName = keyof typeof YOUTUBE_DEFAULT_URLS;

/** youtube.upload to upload; youtube to read the channel and delete videos. */
export const YOUTUBE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube',
] as const;

const TITLE_MAX = 100;

export const YOUTUBE_LIMITS: PlatformLimits = {
  captionMaxLength: 5000,
  titleMaxLength: TITLE_MAX,
  hashtagMax: null,
  textOnly: false,
  image: null,
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-msvideo', 'video/mpeg'],
    maxBytes: 256 * 1024 ** 3,
    maxCount: 1,
    minDurationSec: 1,
    // Unverified channels may upload up to 15 minutes; Shorts are those up to 3 minutes.
    maxDurationSec: 900,
  },
};

interface ChannelListBody {
  items?: Array<{
    id: string;
    snippet?: {
      title?: string;
      customUrl?: string;
      thumbnails?: Record<string, { url?: string } | undefined>;
    };
    statistics?: { subscriberCount?: string; hiddenSubscriberCount?: boolean };
  }>;
}

interface VideoBody {
  id?: string;
  status?: { uploadStatus?: string; privacyStatus?: string };
}

/**
 * YouTube through Google OAuth 2.0 (with PKCE) and the Data API's resumable upload. Projects that
 * Google has not audited get their uploads locked to private, whatever privacyStatus says.
 */
export function createYouTubeAdapter(options: OAuthAdapterOptions): OAuthPlatformAdapter {
  const urls = resolveUrls(options.urls);
  const http = createHttpClient('youtube', options.fetch ?? fetch, describeGoogleError);
  const now = options.now ?? (() => new Date());
  const { clientId, clientSecret } = options.credentials;
  const bearer = (tokens: Pick<TokenSet, 'accessToken'>) => ({
    Authorization: `Bearer ${tokens.accessToken}`,
  });

  async function token(form: Record<string, string>, previous?: TokenSet): Promise<TokenSet> {
    const { data } = await http.request<OAuthTokenBody>(`${urls.oauth}/token`, {
      method: 'POST',
      form: { client_id: clientId, client_secret: clientSecret, ...form },
    });
    // Google sends a refresh token with the first consent only: keep the one we have.
    const tokens = tokenSetFromBody(data, now(), previous);
    if (!tokens)
      throw new PlatformError('youtube', 'provider_error', 'Google sent no access token');
    return tokens;
  }

  return {
    id: 'youtube',
    displayName: 'YouTube',
    connection: 'oauth2',
    usesPkce: true,
    scopes: YOUTUBE_SCOPES,
    limits: YOUTUBE_LIMITS,

    authorizationUrl({ state, redirectUri, codeChallenge }) {
      const url = new URL(`${urls.auth}/o/oauth2/v2/auth`);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: YOUTUBE_SCOPES.join(' '),
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    exchangeCode: ({ code, redirectUri, codeVerifier }) =>
      token({
        code,
        code_verifier: codeVerifier,
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
      }),

    refresh: (tokens) =>
      refreshWithStoredToken('youtube', tokens, 'Google issued no refresh token', (refreshToken) =>
        token({ grant_type: 'refresh_token', refresh_token: refreshToken }, tokens),
      ),

    async fetchProfile(tokens): Promise<PlatformProfile> {
      const { data } = await http.request<ChannelListBody>(`${urls.api}/youtube/v3/channels`, {
        headers: bearer(tokens),
        query: { part: 'snippet,statistics', mine: true },
      });
      const channel = data.items?.[0];
      if (!channel) {
        throw new PlatformError(
          'youtube',
          'rejected',
          'This Google account has no YouTube channel yet; create one on YouTube first',
        );
      }
      const handle = channel.snippet?.customUrl?.replace(/^@/, '');
      const thumbnails = channel.snippet?.thumbnails ?? {};
      return {
        id: channel.id,
        username: handle || channel.id,
        displayName: channel.snippet?.title || handle || channel.id,
        avatarUrl:
          thumbnails.high?.url ?? thumbnails.medium?.url ?? thumbnails.default?.url ?? null,
        followers: Number(channel.statistics?.subscriberCount ?? 0) || 0,
        profileUrl: handle
          ? `${urls.web}/@${encodeURIComponent(handle)}`
          : `${urls.web}/channel/${encodeURIComponent(channel.id)}`,
        metadata: {},
      };
    },

    async revoke(tokens) {
      await http.request(`${urls.oauth}/revoke`, {
        method: 'POST',
        form: { token: tokens.refreshToken ?? tokens.accessToken },
        responseType: 'none',
      });
    },

    async publish(account, post) {
      const [video, ...rest] = post.media;
      if (!video || video.kind !== 'video' || rest.length > 0) {
        throw new PlatformError('youtube', 'rejected', 'YouTube takes exactly one video per post');
      }
      const bytes = await video.read();

      // 1. Open a resumable session with the metadata; Google answers its address in Location.
      const session = await http.request(`${urls.api}/upload/youtube/v3/videos`, {
        method: 'POST',
        headers: {
          ...bearer(account.tokens),
          'X-Upload-Content-Length': String(bytes.byteLength),
          'X-Upload-Content-Type': video.mimeType,
        },
        query: { uploadType: 'resumable', part: 'snippet,status' },
        json: {
          snippet: { title: youtubeTitle(post), description: withoutAngleBrackets(post.text) },
          status: { privacyStatus: 'public', selfDeclaredMadeForKids: false },
        },
        responseType: 'none',
      });
      const location = session.headers.get('location');
      if (!location) {
        throw new PlatformError('youtube', 'provider_error', 'YouTube opened no upload session');
      }

      // 2. Send the bytes in one PUT; the answer is the new video resource.
      const { data } = await http.request<VideoBody>(location, {
        method: 'PUT',
        headers: { ...bearer(account.tokens), 'Content-Type': video.mimeType },
        body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      });
      if (!data.id)
        throw new PlatformError('youtube', 'provider_error', 'YouTube sent no video id');
      return { id: data.id, url: shortsUrl(urls.web, data.id) };
    },

    async deletePost(account, postId) {
      try {
        await http.request(`${urls.api}/youtube/v3/videos`, {
          method: 'DELETE',
          headers: bearer(account.tokens),
          query: { id: postId },
          responseType: 'none',
        });
      } catch (error) {
        // Already gone is what deleting asked for.
        if (isPlatformError(error) && error.status === 404) return;
        throw error;
      }
    },

    // videos.list?part=statistics: views, likes and comments (YouTube gives no share count).
    async fetchEngagement(account, externalIds) {
      const readings: PostEngagementReading[] = [];
      for (const ids of inBatches(externalIds, YOUTUBE_VIDEOS_BATCH)) {
        const { data } = await http.request<VideoStatisticsBody>(`${urls.api}/youtube/v3/videos`, {
          headers: bearer(account.tokens),
          query: { part: 'statistics', id: ids.join(','), maxResults: ids.length },
        });
        for (const video of data.items ?? []) {
          const statistics = video.statistics ?? {};
          readings.push({
            externalId: video.id,
            likes: countOf(statistics.likeCount),
            comments: countOf(statistics.commentCount),
            shares: 0,
            views: countOf(statistics.viewCount),
          });
        }
      }
      return readings;
    },

    postUrl: (_profile, postId) => shortsUrl(urls.web, postId),

    findPublished: (account, query) =>
      findUploadedVideo(
        { http, api: urls.api, videoUrl: (id) => shortsUrl(urls.web, id) },
        account,
        query,
        withoutAngleBrackets(query.text),
      ),
  };
}

/** Video ids per videos.list call (its maximum). */
const YOUTUBE_VIDEOS_BATCH = 50;

/** videos.list answers counts as strings; a hidden like count is absent. */
interface VideoStatisticsBody {
  items?: Array<{
    id: string;
    statistics?: { viewCount?: string; likeCount?: string; commentCount?: string };
  }>;
}

/**
 * The title given, or the text's first line; at most 100 characters, never empty, and without
 * `<` or `>` (which YouTube refuses in titles and descriptions).
 */
export function youtubeTitle(post: Pick<PublishRequest, 'title' | 'text'>): string {
  const source = post.title?.trim() || post.text.split('\n').find((line) => line.trim()) || '';
  const clean = withoutAngleBrackets(source).replace(/\s+/g, ' ').trim();
  if (!clean) return 'Untitled video';
  if (clean.length <= TITLE_MAX) return clean;
  const cut = clean.slice(0, TITLE_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > TITLE_MAX / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

function withoutAngleBrackets(text: string): string {
  return text.replace(/[<>]/g, '');
}

function shortsUrl(web: string, videoId: string): string {
  return `${web}/shorts/${encodeURIComponent(videoId)}`;
}

function resolveUrls(overrides: OAuthAdapterOptions['urls']): UrlSet<YouTubeUrlName> {
  const pick = (name: YouTubeUrlName) =>
    (overrides?.[name] ?? YOUTUBE_DEFAULT_URLS[name]).replace(/\/$/, '');
  return { auth: pick('auth'), oauth: pick('oauth'), api: pick('api'), web: pick('web') };
}
