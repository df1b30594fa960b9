import { z } from 'zod';
import { ConnectablePlatformIdSchema } from '../connections/connections.schemas.js';

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
