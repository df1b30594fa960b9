import type { RequestOptions } from '../../http.js';
import type {
  AccountCredentials,
  PublishedPost,
  PublishMedia,
  PublishRequest,
  TokenSet,
} from '../../platform-adapter.js';
import { PlatformError } from '../../platform-error.js';

const MB = 1024 * 1024;
/** TikTok's chunk rules (media transfer guide): 5–64 MB chunks, at most 1,000 of them. */
export const TIKTOK_MIN_CHUNK_BYTES = 5 * MB;
export const TIKTOK_MAX_CHUNK_BYTES = 64 * MB;
export const TIKTOK_MAX_CHUNKS = 1000;
const PREFERRED_CHUNK_BYTES = 10 * MB;
const PHOTO_TITLE_MAX = 90;
const TIKTOK_WEB = 'https://www.tiktok.com';

/** What TikTok lets this creator do now; its UX rules want the composer to show it. */
export interface TikTokCreatorInfo {
  username: string;
  nickname: string;
  avatarUrl: string | null;
  /** e.g. PUBLIC_TO_EVERYONE, MUTUAL_FOLLOW_FRIENDS, FOLLOWER_OF_CREATOR, SELF_ONLY. */
  privacyLevelOptions: string[];
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  maxVideoPostDurationSec: number | null;
}

export interface TikTokChunkPlan {
  chunkSize: number;
  totalChunkCount: number;
  /** Inclusive byte ranges, in upload order; the last one takes the trailing bytes. */
  ranges: Array<{ first: number; last: number }>;
}

/**
 * Splits a video the way TikTok's media transfer guide asks: whole below 5 MB; otherwise chunks of
 * `preferredChunkBytes` (kept within 5–64 MB), `total_chunk_count` = size ÷ chunk size rounded down,
 * the final chunk absorbing the remainder.
 */
export function planTikTokChunks(
  videoSize: number,
  preferredChunkBytes = PREFERRED_CHUNK_BYTES,
): TikTokChunkPlan {
  if (!Number.isInteger(videoSize) || videoSize <= 0) {
    throw new PlatformError('tiktok', 'rejected', 'The video file is empty');
  }
  let chunkSize =
    videoSize < TIKTOK_MIN_CHUNK_BYTES
      ? videoSize
      : Math.min(
          videoSize,
          Math.max(TIKTOK_MIN_CHUNK_BYTES, Math.min(TIKTOK_MAX_CHUNK_BYTES, preferredChunkBytes)),
        );
  if (Math.floor(videoSize / chunkSize) > TIKTOK_MAX_CHUNKS) {
    chunkSize = Math.ceil(videoSize / TIKTOK_MAX_CHUNKS);
  }
  const totalChunkCount = Math.floor(videoSize / chunkSize);
  const ranges = Array.from({ length: totalChunkCount }, (_, index) => ({
    first: index * chunkSize,
    last: index === totalChunkCount - 1 ? videoSize - 1 : (index + 1) * chunkSize - 1,
  }));
  return { chunkSize, totalChunkCount, ranges };
}

/**
 * PUBLIC_TO_EVERYONE when offered; otherwise SELF_ONLY (what unaudited apps get); otherwise the
 * first level TikTok offers.
 */
export function chooseTikTokPrivacyLevel(options: readonly string[]): string {
  if (options.includes('PUBLIC_TO_EVERYONE')) return 'PUBLIC_TO_EVERYONE';
  if (options.includes('SELF_ONLY')) return 'SELF_ONLY';
  const first = options[0];
  if (!first) {
    throw new PlatformError(
      'tiktok',
      'rejected',
      'TikTok offers this account no privacy level to post with',
    );
  }
  return first;
}

export type TikTokCall = <T>(url: string, options: RequestOptions) => Promise<T>;

export interface TikTokPublisherDeps {
  apiBase: string;
  call: TikTokCall;
  delay: (ms: number) => Promise<void>;
  pollIntervalMs: number;
  maxPolls: number;
}

interface CreatorInfoBody {
  data?: {
    creator_username?: string;
    creator_nickname?: string;
    creator_avatar_url?: string;
    privacy_level_options?: string[];
    comment_disabled?: boolean;
    duet_disabled?: boolean;
    stitch_disabled?: boolean;
    max_video_post_duration_sec?: number;
  };
}

interface StatusBody {
  data?: { status?: string; fail_reason?: string };
}

/**
 * Post ids are 19-digit int64 numbers, beyond what JSON.parse keeps exactly: read them from the
 * text. (`publicaly` is TikTok's own spelling.)
 */
export function readTikTokPostIds(text: string): string[] {
  const list = /"publicaly_available_post_id"\s*:\s*\[([^\]]*)\]/.exec(text)?.[1] ?? '';
  return list
    .split(',')
    .map((item) => item.trim().replace(/^"|"$/g, ''))
    .filter((item) => /^\d+$/.test(item));
}

/** Direct Post through the Content Posting API: creator info → init → transfer → status. */
export function createTikTokPublisher(deps: TikTokPublisherDeps) {
  const jsonHeaders = (tokens: Pick<TokenSet, 'accessToken'>) => ({
    Authorization: `Bearer ${tokens.accessToken}`,
    'Content-Type': 'application/json; charset=UTF-8',
  });

  async function queryCreatorInfo(
    tokens: Pick<TokenSet, 'accessToken'>,
  ): Promise<TikTokCreatorInfo> {
    const body = await deps.call<CreatorInfoBody>(
      `${deps.apiBase}/v2/post/publish/creator_info/query/`,
      { method: 'POST', headers: jsonHeaders(tokens) },
    );
    const data = body.data ?? {};
    return {
      username: data.creator_username ?? '',
      nickname: data.creator_nickname ?? '',
      avatarUrl: data.creator_avatar_url ?? null,
      privacyLevelOptions: data.privacy_level_options ?? [],
      commentDisabled: data.comment_disabled ?? false,
      duetDisabled: data.duet_disabled ?? false,
      stitchDisabled: data.stitch_disabled ?? false,
      maxVideoPostDurationSec: data.max_video_post_duration_sec ?? null,
    };
  }

  async function publish(
    account: AccountCredentials,
    post: PublishRequest,
  ): Promise<PublishedPost> {
    const kinds = new Set(post.media.map((media) => media.kind));
    if (post.media.length === 0) {
      throw new PlatformError(
        'tiktok',
        'rejected',
        'TikTok needs a video or photos: text-only posts are not possible',
      );
    }
    if (kinds.size > 1) {
      throw new PlatformError(
        'tiktok',
        'rejected',
        'TikTok cannot mix photos and a video in one post',
      );
    }
    const video = post.media[0]!.kind === 'video' ? post.media[0]! : null;
    if (video && post.media.length > 1) {
      throw new PlatformError('tiktok', 'rejected', 'TikTok takes one video per post');
    }
    if (!video && post.media.some((media) => !media.publicUrl)) {
      throw new PlatformError(
        'tiktok',
        'rejected',
        'TikTok fetches photos from a public address, and this server has none for these files',
      );
    }

    const creator = await queryCreatorInfo(account.tokens);
    const privacyLevel = chooseTikTokPrivacyLevel(creator.privacyLevelOptions);
    const publishId = video
      ? await initVideo(account.tokens, post, video, creator, privacyLevel)
      : await initPhotos(account.tokens, post, creator, privacyLevel);
    const postIds = await waitForPublish(account.tokens, publishId);

    const username = creator.username || account.profile.username;
    const postId = postIds[0];
    return postId
      ? { id: postId, url: tiktokPostUrl(username, postId) }
      : // Private (SELF_ONLY) posts, and public ones still in TikTok's moderation (which can take
        // hours), have no public id yet: keep the publish id and link the profile.
        { id: publishId, url: `${TIKTOK_WEB}/@${encodeURIComponent(username)}` };
  }

  async function initVideo(
    tokens: TokenSet,
    post: PublishRequest,
    video: PublishMedia,
    creator: TikTokCreatorInfo,
    privacyLevel: string,
  ): Promise<string> {
    const max = creator.maxVideoPostDurationSec;
    if (max && video.durationSec && video.durationSec > max) {
      throw new PlatformError(
        'tiktok',
        'rejected',
        `This TikTok account can post videos up to ${max} seconds long`,
      );
    }
    const postInfo = {
      ...(post.text ? { title: post.text } : {}),
      privacy_level: privacyLevel,
      disable_comment: creator.commentDisabled,
      disable_duet: creator.duetDisabled,
      disable_stitch: creator.stitchDisabled,
    };
    const url = `${deps.apiBase}/v2/post/publish/video/init/`;

    if (video.publicUrl) {
      const body = await deps.call<{ data?: { publish_id?: string } }>(url, {
        method: 'POST',
        headers: jsonHeaders(tokens),
        json: {
          post_info: postInfo,
          source_info: { source: 'PULL_FROM_URL', video_url: video.publicUrl },
        },
      });
      return requirePublishId(body.data?.publish_id);
    }

    const bytes = await video.read();
    const plan = planTikTokChunks(bytes.byteLength);
    const body = await deps.call<{ data?: { publish_id?: string; upload_url?: string } }>(url, {
      method: 'POST',
      headers: jsonHeaders(tokens),
      json: {
        post_info: postInfo,
        source_info: {
          source: 'FILE_UPLOAD',
          video_size: bytes.byteLength,
          chunk_size: plan.chunkSize,
          total_chunk_count: plan.totalChunkCount,
        },
      },
    });
    const publishId = requirePublishId(body.data?.publish_id);
    const uploadUrl = body.data?.upload_url;
    if (!uploadUrl)
      throw new PlatformError('tiktok', 'provider_error', 'TikTok sent no upload address');

    for (const { first, last } of plan.ranges) {
      await deps.call(uploadUrl, {
        method: 'PUT',
        headers: {
          'Content-Type': video.mimeType,
          'Content-Range': `bytes ${first}-${last}/${bytes.byteLength}`,
        },
        body: Buffer.from(bytes.buffer, bytes.byteOffset + first, last - first + 1),
        responseType: 'text',
      });
    }
    return publishId;
  }

  async function initPhotos(
    tokens: TokenSet,
    post: PublishRequest,
    creator: TikTokCreatorInfo,
    privacyLevel: string,
  ): Promise<string> {
    const urls = post.media.map((media) => media.publicUrl);
    const title = (post.title ?? post.text).slice(0, PHOTO_TITLE_MAX);
    const body = await deps.call<{ data?: { publish_id?: string } }>(
      `${deps.apiBase}/v2/post/publish/content/init/`,
      {
        method: 'POST',
        headers: jsonHeaders(tokens),
        json: {
          media_type: 'PHOTO',
          post_mode: 'DIRECT_POST',
          post_info: {
            ...(title ? { title } : {}),
            ...(post.text ? { description: post.text } : {}),
            privacy_level: privacyLevel,
            disable_comment: creator.commentDisabled,
            auto_add_music: true,
          },
          source_info: { source: 'PULL_FROM_URL', photo_cover_index: 0, photo_images: urls },
        },
      },
    );
    return requirePublishId(body.data?.publish_id);
  }

  /** Polls the post's status until TikTok says it is out (or failed), a bounded number of times. */
  async function waitForPublish(tokens: TokenSet, publishId: string): Promise<string[]> {
    for (let attempt = 0; attempt < deps.maxPolls; attempt++) {
      if (attempt > 0) await deps.delay(deps.pollIntervalMs);
      const text = await deps.call<string>(`${deps.apiBase}/v2/post/publish/status/fetch/`, {
        method: 'POST',
        headers: jsonHeaders(tokens),
        json: { publish_id: publishId },
        responseType: 'text',
      });
      const body = parseJson<StatusBody>(text);
      const status = body.data?.status;
      if (status === 'PUBLISH_COMPLETE' || status === 'SEND_TO_USER_INBOX') {
        return readTikTokPostIds(text);
      }
      if (status === 'FAILED') {
        const reason = body.data?.fail_reason ?? 'unknown reason';
        throw new PlatformError(
          'tiktok',
          'rejected',
          `TikTok did not publish the post: ${reason}`,
          {
            providerCode: reason,
          },
        );
      }
    }
    // The post may still go out: say so rather than let a blind retry post it twice.
    throw new PlatformError(
      'tiktok',
      'provider_error',
      `TikTok was still processing the post (publish id ${publishId}); check the account before posting again`,
      { providerCode: 'publish_pending' },
    );
  }

  return { queryCreatorInfo, publish };
}

/** A post's page: its numeric id under the creator, or the profile for a private post's publish id. */
export function tiktokPostUrl(username: string, postId: string): string {
  const profile = `${TIKTOK_WEB}/@${encodeURIComponent(username)}`;
  return /^\d+$/.test(postId) ? `${profile}/video/${postId}` : profile;
}

function parseJson<T>(text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new PlatformError(
      'tiktok',
      'provider_error',
      'TikTok answered something that is not JSON',
    );
  }
}

function requirePublishId(publishId: string | undefined): string {
  if (!publishId) throw new PlatformError('tiktok', 'provider_error', 'TikTok sent no publish id');
  return publishId;
}
