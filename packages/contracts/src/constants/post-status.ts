import { z } from 'zod';

/**
 * Statuses of a scheduled post (spec 001 §4). 'completed' is shown as Published.
 * 'deleted' marks a post removed from its platforms; like 'cancelled' and 'failed' its record
 * can be removed from the calendar.
 */
export const SCHEDULED_POST_STATUSES = [
  'pending',
  'completed',
  'failed',
  'cancelled',
  'deleted',
] as const;

export const ScheduledPostStatusSchema = /* @__PURE__ */ z.enum(SCHEDULED_POST_STATUSES);
export type ScheduledPostStatus = z.infer<typeof ScheduledPostStatusSchema>;

/** Only a pending post can be cancelled or have its time changed. */
export const CANCELLABLE_POST_STATUSES = [
  'pending',
] as const satisfies readonly ScheduledPostStatus[];

/** Statuses whose record the user may delete from the calendar card. */
export const REMOVABLE_POST_STATUSES = [
  'cancelled',
  'failed',
  'deleted',
] as const satisfies readonly ScheduledPostStatus[];

/** Badge colour per status (spec 001 §4). */
export const POST_STATUS_COLORS = {
  pending: 'orange',
  completed: 'green',
  failed: 'red',
  cancelled: 'grey',
  deleted: 'grey',
} as const satisfies Record<ScheduledPostStatus, string>;

/** Media type of a post. */
export const POST_TYPES = ['image', 'video'] as const;

export const PostTypeSchema = /* @__PURE__ */ z.enum(POST_TYPES);
export type PostType = z.infer<typeof PostTypeSchema>;

export const DEFAULT_POST_TYPE = 'video' as const satisfies PostType;
