import type {
  ConnectablePlatformId,
  CreateScheduledPostResponse,
  ListScheduledPostsResponse,
  PostCaptions,
  PostNowResponse,
  PostType,
  ScheduledPost,
} from '@postcraft/contracts';
import { POST_MEDIA_FIELD, POST_NOW_PATH, SCHEDULING_LIMITS } from '@postcraft/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

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
    const answer = await apiClient.get<ListScheduledPostsResponse>('/api/user/scheduled-posts', {
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

function toBody(post: OutgoingPost, extra: Record<string, string>): FormData | object {
  if (!post.mediaFile) {
    return {
      platforms: post.platforms,
      type: post.type,
      mediaUrl: post.mediaUrl,
      ...(post.carouselUrls ? { carouselUrls: post.carouselUrls } : {}),
      caption: post.caption,
      ...(post.captions ? { captions: post.captions } : {}),
      ...extra,
    };
  }
  // Fields first, the file last: the API checks the fields (platforms, caption, type) before
  // it accepts a byte of the file, so a refused post does not upload its file for nothing.
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
  return apiClient.post<CreateScheduledPostResponse>(
    '/api/user/schedule',
    toBody(post, {
      scheduledTime: scheduledTime.toISOString(),
      clientCurrentTime: new Date().toISOString(),
    }),
  );
}

/** POST /api/user/post-now */
export function postNow(post: OutgoingPost): Promise<PostNowResponse> {
  return apiClient.post<PostNowResponse>(POST_NOW_PATH, toBody(post, {}));
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
