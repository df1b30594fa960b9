import { z } from 'zod';
import { BestTimeReasonSchema } from '../analytics/best-time-reason.schemas.js';
import { ConnectablePlatformIdSchema } from '../connections/connections.schemas.js';

/** What a planned post is made as (from the user's preferred content types). */
export const AUTOPILOT_CONTENT_KINDS = ['image', 'carousel', 'quote', 'video'] as const;
export const AutopilotContentKindSchema = z.enum(AUTOPILOT_CONTENT_KINDS);
export type AutopilotContentKind = z.infer<typeof AutopilotContentKindSchema>;

/** What a planned post carries besides the post itself: what it is about and why it is then. */
export const PlannedPostInfoSchema = z.object({
  /** The topic from the plan, as the user reads it ("Behind the scenes: how we roast"). */
  topic: z.string(),
  /** The angle taken on it (a regenerate takes a new one). */
  angle: z.string(),
  contentKind: AutopilotContentKindSchema,
  /** The platform the slot was chosen for, and the best-time reason that chose it. */
  platform: ConnectablePlatformIdSchema,
  slotReason: BestTimeReasonSchema,
  /** It came due unapproved once and was moved to the next free slot. */
  moved: z.boolean(),
  /** It came due unapproved twice, so it was not published ('cancelled'). */
  expired: z.boolean(),
});
export type PlannedPostInfo = z.infer<typeof PlannedPostInfoSchema>;
