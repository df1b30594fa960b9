import { z } from 'zod';
import { SCHEDULING_LIMITS } from '../constants/limits.js';
import { PLATFORM_ALIASES } from '../constants/platforms.js';
import { PostTypeSchema, SCHEDULED_POST_STATUSES } from '../constants/post-status.js';
import {
  CONNECTABLE_PLATFORM_IDS,
  ConnectablePlatformIdSchema,
  type ConnectablePlatformId,
} from '../connections/connections.schemas.js';
import { PlannedPostInfoSchema } from '../autopilot/planned-post-info.schemas.js';
import { IsoDateTimeSchema } from './iso-date-time.schemas.js';
import { PostCaptionsSchema, PostCaptionTextSchema } from './post-captions.schemas.js';
import { userText } from '../text/user-text.js';
import { SCHEDULING_MESSAGES as M } from './scheduling.messages.js';

/** The largest media file a post may carry (the largest any platform takes for a video, 100 MB). */
export const POST_MEDIA_MAX_BYTES = 100 * 1024 * 1024;

/** A post's media file sent in the `media` field of a multipart create or post-now. */
export const POST_MEDIA_FIELD = 'media';

/**
 * A platform a post may target: every connectable platform, plus 'x' read as 'twitter'. Answers
 * always carry the canonical id.
 */
export const PostPlatformSchema = z
  .enum([...CONNECTABLE_PLATFORM_IDS, 'x'], { error: M.platformUnknown })
  .transform((platform): ConnectablePlatformId =>
    platform === 'x' ? PLATFORM_ALIASES.x : (platform as ConnectablePlatformId),
  );

/**
 * `platforms` as JSON sends it (an array), and as forms send it: `platforms[0]`, `platforms[1]`
 * (read as an array), repeated `platforms` fields, a JSON array in one field, or a
 * comma-separated list. Duplicates are dropped.
 */
export const PostPlatformsSchema = z.preprocess(
  (value) => {
    if (typeof value === 'string') {
      const text = value.trim();
      if (text.startsWith('[')) {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return value;
        }
      }
      return text === '' ? [] : text.split(',').map((part) => part.trim());
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) return Object.values(value);
    return value;
  },
  z
    .array(PostPlatformSchema, { error: M.platformsRequired })
    .min(1, M.platformsRequired)
    .max(CONNECTABLE_PLATFORM_IDS.length, M.platformUnknown)
    .transform((platforms) => [...new Set(platforms)]),
);

/** A post's caption: multi-line clean text (line breaks and tabs kept; NUL and other controls refused). */
export const PostCaptionSchema = PostCaptionTextSchema().optional().default('');

/** Forms send every field as text; an empty field is an absent one. */
const emptyAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `mediaUrl`: an address of Postcraft's own media (checked against the storage later). */
export const PostMediaUrlSchema = z.preprocess(
  emptyAsAbsent,
  userText().trim().max(2048).optional(),
);

/** A carousel's images, cover included (the platforms that take the most take ten). */
export const CAROUSEL_MAX_IMAGES = 10;

/**
 * `carouselUrls`: a carousel's slides after its cover (`mediaUrl`, an image), each an address of
 * Postcraft's own images; sent as JSON or as form fields `carouselUrls[0]`, `carouselUrls[1]`...
 * Platforms that take several images publish them all; the others publish the cover.
 */
export const PostCarouselUrlsSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : value,
  z
    .array(userText().trim().min(1).max(2048))
    .max(CAROUSEL_MAX_IMAGES - 1, M.carouselTooLong(CAROUSEL_MAX_IMAGES))
    .optional(),
);

/**
 * POST /api/user/schedule, as JSON or as the fields of a multipart form (the file in `media`).
 * `type` defaults to the media's kind. Media is required: a file, or `mediaUrl` naming a file of
 * Postcraft's own media storage (any other address is refused, never fetched). `clientCurrentTime`
 * is accepted as the spec's client sends it; the server's clock decides what is in the future.
 */
export const CreateScheduledPostBodySchema = z.object({
  platforms: PostPlatformsSchema,
  type: z.preprocess(emptyAsAbsent, PostTypeSchema.optional()),
  mediaUrl: PostMediaUrlSchema,
  carouselUrls: PostCarouselUrlsSchema,
  caption: PostCaptionSchema,
  captions: PostCaptionsSchema,
  scheduledTime: IsoDateTimeSchema(M.scheduledTimeRequired, M.scheduledTimeInvalid),
  clientCurrentTime: z.preprocess(emptyAsAbsent, userText().optional()),
});
export type CreateScheduledPostBody = z.infer<typeof CreateScheduledPostBodySchema>;
export type CreateScheduledPostBodyInput = z.input<typeof CreateScheduledPostBodySchema>;

/** The fields of PUT /api/user/schedule/{id} that edit a pending post beyond its time. */
export const POST_EDIT_FIELDS = ['caption', 'captions', 'platforms', 'mediaUrl', 'type'] as const;

/**
 * PUT /api/user/schedule/{id}: the new time (`clientCurrentTime` as on create), as the spec's
 * client sends it; and for a pending post, optionally its new caption, platforms and media
 * (`mediaUrl` of the owner's own media, with its `type`), each checked as on create. A body
 * with none of those needs `scheduledTime` ('Select a date and time.'). Sent as a multipart form,
 * the new media may be a file in `media` (checked as on create).
 */
export const RescheduleFieldsSchema = z.object({
  scheduledTime: z.preprocess(
    (value) => (value === null ? undefined : value),
    IsoDateTimeSchema(M.scheduledTimeRequired, M.scheduledTimeInvalid).optional(),
  ),
  caption: PostCaptionTextSchema().optional(),
  captions: PostCaptionsSchema,
  platforms: PostPlatformsSchema.optional(),
  mediaUrl: PostMediaUrlSchema,
  type: z.preprocess(emptyAsAbsent, PostTypeSchema.optional()),
  clientCurrentTime: z.preprocess(emptyAsAbsent, userText().optional()),
});

export const RescheduleBodySchema = RescheduleFieldsSchema.superRefine((body, context) => {
  const edits = POST_EDIT_FIELDS.some((field) => body[field] !== undefined);
  if (!edits && body.scheduledTime === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['scheduledTime'],
      message: M.scheduledTimeRequired,
    });
  }
});
export type RescheduleBody = z.infer<typeof RescheduleBodySchema>;
export type RescheduleBodyInput = z.input<typeof RescheduleBodySchema>;

/**
 * `{id}` of the calls on one post: its `_id` or its `jobId`. An empty one is refused with the
 * spec's 'jobId requis' (English: 'jobId is required').
 */
export const ScheduledPostIdSchema = userText({ error: M.jobIdRequired })
  .trim()
  .min(1, M.jobIdRequired)
  .max(128, M.idInvalid)
  .refine((id) => !['undefined', 'null'].includes(id), M.jobIdRequired);

export const ScheduledPostParamsSchema = z.object({ id: ScheduledPostIdSchema });
export const ScheduledPostJobParamsSchema = z.object({ jobId: ScheduledPostIdSchema });

export const SCHEDULED_POST_SORT_FIELDS = [
  'scheduledTime',
  'originalScheduledTime',
  'createdAt',
  'status',
] as const;

/** The longest caption search the list takes (`q`). */
export const POST_SEARCH_MAX_CHARS = 100;

/**
 * `status` of the list: one status, as the spec's client sends it, or several separated by
 * commas (the list view's "cancelled,deleted"); 'all' or nothing is every status. Read as a set.
 */
const ListStatusesSchema = z.preprocess(
  (value) => {
    const given = emptyAsAbsent(value);
    const parts = typeof given === 'string' ? given.split(',').map((part) => part.trim()) : given;
    if (!Array.isArray(parts)) return parts;
    return parts.includes('all') ? undefined : [...new Set(parts)];
  },
  z
    .array(z.enum(SCHEDULED_POST_STATUSES, { error: M.statusUnknown }), { error: M.statusUnknown })
    .max(SCHEDULED_POST_STATUSES.length, M.statusUnknown)
    .optional(),
);

/**
 * GET /api/user/scheduled-posts. `status` omitted or 'all' lists every status (several may be
 * given, comma-separated); `from` (inclusive) and `to` (exclusive) bound `scheduledTime`, for
 * the calendar's week or month; `q` keeps the posts whose caption holds that text (any case).
 */
export const ListScheduledPostsQuerySchema = z
  .object({
    status: ListStatusesSchema,
    q: z.preprocess(
      emptyAsAbsent,
      userText()
        .trim()
        .max(POST_SEARCH_MAX_CHARS, M.searchTooLong(POST_SEARCH_MAX_CHARS))
        .optional(),
    ),
    page: z.coerce.number().int().min(1).default(SCHEDULING_LIMITS.listDefaultPage),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(SCHEDULING_LIMITS.listMaxLimit)
      .default(SCHEDULING_LIMITS.listDefaultLimit),
    sortBy: z.enum(SCHEDULED_POST_SORT_FIELDS).default('scheduledTime'),
    sortOrder: z.enum(['asc', 'desc']).default('asc'),
    platform: z.preprocess(emptyAsAbsent, PostPlatformSchema.optional()),
    from: z.preprocess(
      emptyAsAbsent,
      IsoDateTimeSchema(M.scheduledTimeInvalid, M.scheduledTimeInvalid).optional(),
    ),
    to: z.preprocess(
      emptyAsAbsent,
      IsoDateTimeSchema(M.scheduledTimeInvalid, M.scheduledTimeInvalid).optional(),
    ),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    message: M.rangeInvalid,
    path: ['to'],
  });
export type ListScheduledPostsQuery = z.infer<typeof ListScheduledPostsQuerySchema>;
export type ListScheduledPostsQueryInput = z.input<typeof ListScheduledPostsQuerySchema>;

/**
 * How one platform's publish ended:
 * - published: the platform has the post (`externalId`, `url`);
 * - failed: the platform refused it or failed; `message` is its reason;
 * - unconfirmed: a publish was interrupted after the platform was called and could not be
 *   looked up; it is not sent again, and the user is told to check the platform.
 */
export const PLATFORM_RESULT_OUTCOMES = ['published', 'failed', 'unconfirmed'] as const;

export const PlatformResultSchema = z.object({
  platform: ConnectablePlatformIdSchema,
  success: z.boolean(),
  outcome: z.enum(PLATFORM_RESULT_OUTCOMES),
  externalId: z.string().nullable(),
  url: z.string().nullable(),
  message: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** When the post was later deleted from this platform (Delete on a published post). */
  deletedAt: z.string().nullable(),
});
export type PlatformResult = z.infer<typeof PlatformResultSchema>;

/** A scheduled post as every answer shows it (spec 001 §3). Times are ISO 8601. */
export const ScheduledPostSchema = z.object({
  _id: z.string(),
  /** Its publish job's id (kept after a cancel, so calls by jobId still find it); null for Post Now. */
  jobId: z.string().nullable(),
  scheduledTime: z.string(),
  /** The time first chosen; a reschedule changes only `scheduledTime`. */
  originalScheduledTime: z.string(),
  /** The default caption: every platform without its own publishes it. */
  caption: z.string(),
  /** Platforms' own captions (only those that differ from `caption`); `{}` when none. */
  captions: z.partialRecord(ConnectablePlatformIdSchema, z.string()),
  mediaUrl: z.string().nullable(),
  /** A carousel's slides after its cover (`mediaUrl`); empty for a single image or video. */
  carouselUrls: z.array(z.string()),
  /** The media's key in Postcraft's media storage (never a server path), or null. */
  mediaFilePath: z.string().nullable(),
  platforms: z.array(ConnectablePlatformIdSchema),
  status: z.enum(SCHEDULED_POST_STATUSES),
  type: PostTypeSchema,
  /** Pending, and its time passed more than OVERDUE_AFTER_MS ago without a publish. */
  isOverdue: z.boolean(),
  /** Milliseconds until its time for a pending post (0 once due); null otherwise. */
  timeUntilExecution: z.number().int().nonnegative().nullable(),
  /** One entry per platform once it was published; empty before. */
  platformResults: z.array(PlatformResultSchema),
  /** Completed, but at least one platform failed or is unconfirmed. */
  isPartial: z.boolean(),
  /** The post this one was made from by rescheduling a post that was no longer pending. */
  rescheduledFrom: z.string().nullable(),
  /** What the autopilot planned this post as (topic, angle, slot reason); null for the user's own. */
  autopilot: PlannedPostInfoSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScheduledPost = z.infer<typeof ScheduledPostSchema>;

/** A pending post whose time passed longer ago than this shows as overdue ('En retard'). */
export const OVERDUE_AFTER_MS = 60_000;

/**
 * POST /api/user/schedule answers 201 with the created post itself (`_id`, `jobId`, ...: the
 * body is the post, as spec 001 §7 reads), plus `success` and `message`.
 */
export const CreateScheduledPostResponseSchema = ScheduledPostSchema.extend({
  success: z.literal(true),
  message: z.string(),
});
export type CreateScheduledPostResponse = z.infer<typeof CreateScheduledPostResponseSchema>;

export const PaginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().nonnegative(),
  pages: z.number().int().nonnegative(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** GET /api/user/scheduled-posts */
export const ListScheduledPostsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    scheduledPosts: z.array(ScheduledPostSchema),
    pagination: PaginationSchema,
  }),
});
export type ListScheduledPostsResponse = z.infer<typeof ListScheduledPostsResponseSchema>;

/**
 * GET /api/user/scheduled-posts/stats: `byStatus` has every status (0 when none); `byPlatform`
 * counts posts per targeted platform (only platforms with at least one post).
 */
export const ScheduledPostStatsSchema = z.object({
  total: z.number().int().nonnegative(),
  byStatus: z.record(z.enum(SCHEDULED_POST_STATUSES), z.number().int().nonnegative()),
  byPlatform: z.partialRecord(ConnectablePlatformIdSchema, z.number().int().nonnegative()),
});
export type ScheduledPostStats = z.infer<typeof ScheduledPostStatsSchema>;

export const ScheduledPostStatsResponseSchema = z.object({
  success: z.literal(true),
  data: ScheduledPostStatsSchema,
});
export type ScheduledPostStatsResponse = z.infer<typeof ScheduledPostStatsResponseSchema>;

/**
 * DELETE /api/user/schedule/{id} (cancel) and PUT /api/user/schedule/{id} (reschedule): the post
 * as it now is, at the top level (the spec's client judges a cancel by `status`, `jobId` or
 * `message`). Rescheduling a post that was no longer pending answers 201 with the new post (its
 * `rescheduledFrom` names the original).
 */
export const ScheduledPostActionResponseSchema = ScheduledPostSchema.extend({
  success: z.literal(true),
  message: z.string(),
});
export type ScheduledPostActionResponse = z.infer<typeof ScheduledPostActionResponseSchema>;

/** DELETE /api/user/schedule/{id}/record */
export const DeleteRecordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  _id: z.string(),
});
export type DeleteRecordResponse = z.infer<typeof DeleteRecordResponseSchema>;

export const PlatformDeletionResultSchema = z.object({
  platform: ConnectablePlatformIdSchema,
  success: z.boolean(),
  message: z.string(),
});
export type PlatformDeletionResult = z.infer<typeof PlatformDeletionResultSchema>;

/**
 * DELETE /api/user/schedule/{jobId}/share: one entry per platform the post was published to.
 * `success` is true only when every platform deleted it; the post is then 'deleted'.
 */
export const DeleteSharedPostResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  platformResults: z.array(PlatformDeletionResultSchema),
  /** The post as it now is (its own `platformResults` keep the publish results). */
  post: ScheduledPostSchema,
});
export type DeleteSharedPostResponse = z.infer<typeof DeleteSharedPostResponseSchema>;
