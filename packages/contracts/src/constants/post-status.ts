import { z } from 'zod';

/**
 * Statuses of a scheduled post (spec 001 §4). 'completed' is shown as Published.
 * 'deleted' marks a post removed from its platforms; like 'cancelled' and 'failed' its record
 * can be removed from the calendar. 'awaiting_approval' is a post the autopilot planned for a user
 * who approves posts first: it has its publish job like a pending post, but is never published
 * until approved (see AUTOPILOT in the autopilot contracts).
 */
export const SCHEDULED_POST_STATUSES = [
  'pending',
  'awaiting_approval',
  'completed',
  'failed',
  'cancelled',
  'deleted',
] as const;

export const ScheduledPostStatusSchema = /* @__PURE__ */ z.enum(SCHEDULED_POST_STATUSES);
export type ScheduledPostStatus = z.infer<typeof ScheduledPostStatusSchema>;

/**
 * Posts still to come: a pending post, or one awaiting approval. Only these can be cancelled,
 * edited or have their time changed.
 */
export const CANCELLABLE_POST_STATUSES = [
  'pending',
  'awaiting_approval',
] as const satisfies readonly ScheduledPostStatus[];

/** A post still to come (pending, or awaiting the user's approval). */
export const isUpcomingPostStatus = (status: ScheduledPostStatus): boolean =>
  (CANCELLABLE_POST_STATUSES as readonly ScheduledPostStatus[]).includes(status);

/** Statuses whose record the user may delete from the calendar card. */
export const REMOVABLE_POST_STATUSES = [
  'cancelled',
  'failed',
  'deleted',
] as const satisfies readonly ScheduledPostStatus[];

/** Badge colour per status (spec 001 §4). */
export const POST_STATUS_COLORS = {
  pending: 'orange',
  awaiting_approval: 'purple',
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
