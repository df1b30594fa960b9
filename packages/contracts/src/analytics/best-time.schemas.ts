import { z } from 'zod';
import { ConnectablePlatformIdSchema } from '../connections/connections.schemas.js';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';
import { IsoDateTimeSchema } from '../scheduling/iso-date-time.schemas.js';
import { PostPlatformsSchema } from '../scheduling/scheduled-posts.schemas.js';

/** How "Let Postcraft choose" decides (GET /api/user/best-time). */
export const BEST_TIME_SETTINGS = {
  /**
   * A platform's own figures are trusted from this many published posts with engagement on it;
   * below, its published default stands. Ten spreads over a week's 168 hours thinly, but a
   * bucket's mean needs only a few posts to beat a study of other people's audiences, and a
   * user posting daily gets there in under two weeks.
   */
  minimumPosts: 10,
  /** Posts published within this many days count (audiences change). */
  lookbackDays: 90,
  /** The chosen slot lies within this many days after `after`: two of each weekday × hour. */
  searchDays: 14,
  /** The chosen slot is at least this far after `after`, so there is time to look at it. */
  minLeadMinutes: 30,
  /** `after` may lie at most this many days ahead. */
  maxAfterDays: 365,
} as const;

export const BEST_TIME_MESSAGES = {
  afterInvalid: '`after` must be a date and time (ISO 8601).',
  afterTooFar: `\`after\` must be within ${BEST_TIME_SETTINGS.maxAfterDays} days.`,
} as const;

export const BEST_TIME_MESSAGES_FR: FrenchCatalogue<typeof BEST_TIME_MESSAGES> = {
  afterInvalid: '`after` doit être une date et une heure (ISO 8601).',
  afterTooFar: `\`after\` doit se situer dans les ${BEST_TIME_SETTINGS.maxAfterDays} jours.`,
};

/**
 * GET /api/user/best-time?platforms=x,linkedin&after=<ISO>: `platforms` as the schedule call
 * takes them (a comma-separated list or repeated); `after` (default now) is the earliest moment
 * the answer may be near. A past `after` counts as now.
 */
export const BestTimeQuerySchema = z.object({
  platforms: PostPlatformsSchema,
  after: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    IsoDateTimeSchema(BEST_TIME_MESSAGES.afterInvalid, BEST_TIME_MESSAGES.afterInvalid).optional(),
  ),
});
export type BestTimeQuery = z.infer<typeof BestTimeQuerySchema>;
export type BestTimeQueryInput = z.input<typeof BestTimeQuerySchema>;

const WeekdaySchema = z.number().int().min(0).max(6);
const HourSchema = z.number().int().min(0).max(23);

/** Where a platform's best time comes from: the user's own posts, or the published default. */
export const BEST_TIME_SOURCES = ['own_data', 'defaults'] as const;

/** One selected platform's best weekday × hour, in the user's time zone. */
export const PlatformBestTimeSchema = z.object({
  platform: ConnectablePlatformIdSchema,
  source: z.enum(BEST_TIME_SOURCES),
  /** The user's published posts with engagement on this platform within the look-back. */
  postCount: z.number().int().nonnegative(),
  /** How many it takes to trust them (BEST_TIME_SETTINGS.minimumPosts). */
  minimumPosts: z.number().int().positive(),
  /** Own data: the one best weekday; defaults: every day the default names. 0 is Sunday. */
  days: z.array(WeekdaySchema).min(1),
  hour: HourSchema,
});
export type PlatformBestTime = z.infer<typeof PlatformBestTimeSchema>;

/**
 * Why this time, about the platform that decided it (the one with the most own posts, else the
 * first selected): its best weekday and hour from the user's own posts, or its published default
 * when there are too few. `isBestTaken`: that weekday and hour is taken by pending posts in each
 * of the searched weeks, so the next best was chosen.
 */
export const BestTimeReasonSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('own_data'),
    platform: ConnectablePlatformIdSchema,
    postCount: z.number().int().nonnegative(),
    weekday: WeekdaySchema,
    hour: HourSchema,
    isBestTaken: z.boolean(),
  }),
  z.object({
    kind: z.literal('defaults'),
    platform: ConnectablePlatformIdSchema,
    postCount: z.number().int().nonnegative(),
    minimumPosts: z.number().int().positive(),
    days: z.array(WeekdaySchema).min(1),
    hour: HourSchema,
    isBestTaken: z.boolean(),
  }),
]);
export type BestTimeReason = z.infer<typeof BestTimeReasonSchema>;

export const BestTimeSchema = z.object({
  /** The chosen time (ISO 8601, UTC), on the hour in the user's zone, never a taken hour. */
  scheduledTime: z.string(),
  /** The zone the weekdays and hours are in: the user's (UTC while they have none). */
  timeZone: z.string(),
  reason: BestTimeReasonSchema,
  perPlatform: z.array(PlatformBestTimeSchema),
});
export type BestTime = z.infer<typeof BestTimeSchema>;

export const BestTimeResponseSchema = z.object({ success: z.literal(true), data: BestTimeSchema });
export type BestTimeResponse = z.infer<typeof BestTimeResponseSchema>;

export const BEST_TIME_PATH = '/api/user/best-time';
