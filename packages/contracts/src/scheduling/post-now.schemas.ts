import { z } from 'zod';
import { PostTypeSchema } from '../constants/post-status.js';
import { ConnectablePlatformIdSchema } from '../connections/connections.schemas.js';
import { PostCaptionsSchema } from './post-captions.schemas.js';
import {
  PlatformResultSchema,
  PostCaptionSchema,
  PostCarouselUrlsSchema,
  PostMediaUrlSchema,
  PostPlatformsSchema,
  ScheduledPostSchema,
} from './scheduled-posts.schemas.js';

/** The caption a post goes out with when the user left it empty (spec 001 §5). */
export const DEFAULT_POST_CAPTION = 'Check out this amazing content!';

/** Where Post Now is served (the spec leaves the path open). */
export const POST_NOW_PATH = '/api/user/post-now';

/**
 * Publishes one of the user's pending posts at once (the calendar's Post Now): its job is
 * cancelled and the post goes out through the same path as Post Now. Answers PostNowResponse.
 */
export const publishScheduledPostNowPath = (id: string): string =>
  `/api/user/schedule/${encodeURIComponent(id)}/publish-now`;

/**
 * Publishes again, now, the platforms of a failed (or partly published) post that failed for
 * certain; those that may have the post are never sent it again. Answers PostNowResponse.
 */
export const retryScheduledPostPath = (id: string): string =>
  `/api/user/schedule/${encodeURIComponent(id)}/retry`;

const emptyAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * POST /api/user/post-now, as JSON (`platforms`, `type`, `mediaUrl`, `caption`) or multipart
 * (`media`, `type`, `caption`, `platforms[i]`). Media rules are those of a scheduled post.
 */
export const PostNowBodySchema = z.object({
  platforms: PostPlatformsSchema,
  type: z.preprocess(emptyAsAbsent, PostTypeSchema.optional()),
  mediaUrl: PostMediaUrlSchema,
  carouselUrls: PostCarouselUrlsSchema,
  caption: PostCaptionSchema,
  captions: PostCaptionsSchema,
});
export type PostNowBody = z.infer<typeof PostNowBodySchema>;
export type PostNowBodyInput = z.input<typeof PostNowBodySchema>;

export const PostNowSuccessSchema = z.object({
  platform: ConnectablePlatformIdSchema,
  externalId: z.string().nullable(),
  url: z.string().nullable(),
});

/**
 * A platform the post did not reach: `message` is the platform's own reason (or why it was
 * skipped); `skipped` when it was never called (it does not take this media, say).
 */
export const PostNowFailureSchema = z.object({
  platform: ConnectablePlatformIdSchema,
  message: z.string(),
  skipped: z.boolean(),
});

/**
 * The answer of Post Now (200 even when some or all platforms failed; `success` says whether at
 * least one platform has the post). `results` holds every platform's result as the post keeps
 * it, and `post` the post as the calendar shows it (Post Now records it too).
 */
export const PostNowResponseSchema = z.object({
  success: z.boolean(),
  successful: z.array(PostNowSuccessSchema),
  failed: z.array(PostNowFailureSchema),
  message: z.string(),
  results: z.array(PlatformResultSchema),
  post: ScheduledPostSchema,
});
export type PostNowResponse = z.infer<typeof PostNowResponseSchema>;
