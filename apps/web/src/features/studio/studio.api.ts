import {
  ENDPOINTS as E,
  POST_MEDIA_FIELD,
  SCHEDULING_LIMITS,
  type ConnectablePlatformId,
  type CreateScheduledPostResponse,
  type PostCaptions,
  type PostNowBodyInput,
  type PostNowResponse,
  type PostType,
  type ScheduledPost,
} from '@postcraft/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/call-endpoint';

/** The studio's calls: scheduled posts (date strip, free slots), schedule and post now. */

export const SCHEDULED_POSTS_QUERY_KEY = ['scheduled-posts'] as const;

/**
 * The key of every call that publishes while the user waits (Post Now, a pending post now): the
 * API stores their notifications without pushing them, so the bell asks for them afterwards.
 */
export const PUBLISH_NOW_MUTATION_KEY = ['publish-now'] as const;

/**
 * GET /api/user/scheduled-posts between `from` (inclusive) and `to` (exclusive): every post of
 * the range, read page by page (the server gives at most SCHEDULING_LIMITS.listMaxLimit a page).
 */
export async function fetchScheduledPosts(
  from: Date,
  to: Date,
  signal?: AbortSignal,
): Promise<ScheduledPost[]> {
  const posts: ScheduledPost[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await callEndpoint(E.listScheduledPosts, {
      query: {
        from: from.toISOString(),
        to: to.toISOString(),
        limit: SCHEDULING_LIMITS.listMaxLimit,
        page,
      },
      signal,
    });
    posts.push(...answer.data.scheduledPosts);
    if (page >= answer.data.pagination.pages || answer.data.scheduledPosts.length === 0) {
      return posts;
    }
  }
}

export function useScheduledPosts(from: Date, to: Date) {
  return useQuery({
    queryKey: [...SCHEDULED_POSTS_QUERY_KEY, from.toISOString(), to.toISOString()],
    queryFn: ({ signal }) => fetchScheduledPosts(from, to, signal),
  });
}

/** What one schedule or post-now call carries: a generated asset's URL or an uploaded file. */
export interface OutgoingPost {
  platforms: ConnectablePlatformId[];
  type: PostType;
  caption: string;
  /** Platforms' own captions (the others post `caption`). */
  captions?: PostCaptions;
  mediaUrl?: string;
  /** A carousel's slides after its cover (`mediaUrl`). */
  carouselUrls?: string[];
  mediaFile?: File;
}

/** The JSON body of a post whose media is already on the server (`mediaUrl`). */
function toJson(post: OutgoingPost): PostNowBodyInput {
  return {
    platforms: post.platforms,
    type: post.type,
    mediaUrl: post.mediaUrl,
    ...(post.carouselUrls ? { carouselUrls: post.carouselUrls } : {}),
    caption: post.caption,
    ...(post.captions ? { captions: post.captions } : {}),
  };
}

/**
 * The multipart body of a post with a file. Fields first, the file last: the API checks the
 * fields (platforms, caption, type) before it accepts a byte of the file, so a refused post does
 * not upload its file for nothing.
 */
function toForm(post: OutgoingPost & { mediaFile: File }, extra: Record<string, string>): FormData {
  const form = new FormData();
  form.append('type', post.type);
  form.append('caption', post.caption);
  for (const [platform, text] of Object.entries(post.captions ?? {}))
    form.append(`captions[${platform}]`, text);
  post.platforms.forEach((platform, index) => form.append(`platforms[${index}]`, platform));
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append(POST_MEDIA_FIELD, post.mediaFile);
  return form;
}

/** POST /api/user/schedule */
export function schedulePost(
  post: OutgoingPost,
  scheduledTime: Date,
): Promise<CreateScheduledPostResponse> {
  const times = {
    scheduledTime: scheduledTime.toISOString(),
    clientCurrentTime: new Date().toISOString(),
  };
  const { mediaFile } = post;
  if (mediaFile) {
    return callEndpoint(E.createScheduledPost, { body: toForm({ ...post, mediaFile }, times) });
  }
  return callEndpoint(E.createScheduledPost, { body: { ...toJson(post), ...times } });
}

/** POST /api/user/post-now */
export function postNow(post: OutgoingPost): Promise<PostNowResponse> {
  const { mediaFile } = post;
  if (mediaFile) return callEndpoint(E.postNow, { body: toForm({ ...post, mediaFile }, {}) });
  return callEndpoint(E.postNow, { body: toJson(post) });
}

export function useSchedulePosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ posts, at }: { posts: OutgoingPost[]; at: Date }) => {
      const created: CreateScheduledPostResponse[] = [];
      for (const post of posts) created.push(await schedulePost(post, at));
      return created;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHEDULED_POSTS_QUERY_KEY }),
  });
}

/** Several posts (one per asset) posted in turn; their answers are read together. */
export function usePostNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: PUBLISH_NOW_MUTATION_KEY,
    mutationFn: async (posts: OutgoingPost[]) => {
      const answers: PostNowResponse[] = [];
      for (const post of posts) answers.push(await postNow(post));
      return answers;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHEDULED_POSTS_QUERY_KEY }),
  });
}
