import { z } from 'zod';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';
import { ScheduledPostSchema, type ScheduledPost } from '../scheduling/scheduled-posts.schemas.js';

/**
 * The autopilot (spec 000 §1, §3 and §6: enabled, approvePostsFirst, postingFrequency): a worker
 * job plans the coming days' posts from the brand profile, at the user's best times, and either
 * queues them (`pending`) or asks the user to approve them first (`awaiting_approval`).
 */
export const AUTOPILOT_SETTINGS = {
  /** The plan always covers the coming days up to this many (a rolling window). */
  horizonDays: 7,
  /** No topic or caption comes back within this many days. */
  repeatWindowDays: 30,
  /** The planner never places a post sooner than this after it runs. */
  minLeadMinutes: 60,
  /** A plan is topped up when its last run is older than this. */
  topUpAfterHours: 20,
} as const;

/**
 * Why the planner stopped planning for a user:
 * - plan: their plan no longer includes autopilot (Premium ended);
 * - credits: a planned video needs video credits they no longer have;
 * - no_accounts: no connected account to post to;
 * - no_profile: no niche, goal or keyword to plan topics from.
 */
export const AUTOPILOT_PAUSE_REASONS = ['plan', 'credits', 'no_accounts', 'no_profile'] as const;
export const AutopilotPauseReasonSchema = z.enum(AUTOPILOT_PAUSE_REASONS);
export type AutopilotPauseReason = z.infer<typeof AutopilotPauseReasonSchema>;

/** A post as the answers show it; `autopilot` holds its plan when the autopilot made it. */
export const PlannedPostSchema = ScheduledPostSchema;
export type PlannedPost = ScheduledPost;

export const AUTOPILOT_STATES = ['off', 'planning', 'active', 'paused'] as const;
export type AutopilotState = (typeof AUTOPILOT_STATES)[number];

/** GET /api/user/autopilot: the settings, the planner's state and what is planned next. */
export const AutopilotOverviewSchema = z.object({
  enabled: z.boolean(),
  approvePostsFirst: z.boolean(),
  postingFrequency: z.number().int(),
  /** off (disabled), planning (enabled, first plan not made yet), active, or paused (see reason). */
  state: z.enum(AUTOPILOT_STATES),
  pausedReason: AutopilotPauseReasonSchema.nullable(),
  /** The user's zone, in which slots were chosen. */
  timeZone: z.string(),
  lastPlannedAt: z.string().nullable(),
  /** Upcoming posts the autopilot made (awaiting approval or pending), soonest first. */
  upcoming: z.array(PlannedPostSchema),
  awaitingApprovalCount: z.number().int().nonnegative(),
});
export type AutopilotOverview = z.infer<typeof AutopilotOverviewSchema>;

export const AutopilotOverviewResponseSchema = z.object({
  success: z.literal(true),
  data: AutopilotOverviewSchema,
});
export type AutopilotOverviewResponse = z.infer<typeof AutopilotOverviewResponseSchema>;

/** POST /api/user/schedule/{id}/approve and .../regenerate: the post as it now is. */
export const PlannedPostActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: PlannedPostSchema,
});
export type PlannedPostActionResponse = z.infer<typeof PlannedPostActionResponseSchema>;

/** POST /api/user/schedule/approve-all: every post awaiting approval becomes pending. */
export const ApproveAllResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ approved: z.number().int().nonnegative() }),
});
export type ApproveAllResponse = z.infer<typeof ApproveAllResponseSchema>;

/**
 * What turning autopilot off did (added to the profile update's answer when it turned it off):
 * planned posts still awaiting approval are cancelled, approved ones stay scheduled.
 */
export const AutopilotStopSchema = z.object({
  cancelled: z.number().int().nonnegative(),
  kept: z.number().int().nonnegative(),
});
export type AutopilotStop = z.infer<typeof AutopilotStopSchema>;

export const AUTOPILOT_PATH = '/api/user/autopilot';
export const APPROVE_ALL_PATH = '/api/user/schedule/approve-all';
export const approvePostPath = (id: string) =>
  `/api/user/schedule/${encodeURIComponent(id)}/approve`;
export const regeneratePlannedPostPath = (id: string) =>
  `/api/user/schedule/${encodeURIComponent(id)}/regenerate`;

/** The worker's planning job: one user's horizon (queued by the API and by the daily top-up). */
export const AUTOPILOT_PLAN_JOB = 'autopilot.plan';
export const AutopilotPlanPayloadSchema = z.object({
  ownerId: z.string().regex(/^[0-9a-f]{24}$/),
  /**
   * When the plan was asked for (ISO): a plan that started since makes this one needless (the
   * top-up and a settings change may both ask). Absent: it always runs.
   */
  queuedAt: z.iso.datetime().optional(),
});

/** A plan job's payload, asked for now. */
export const autopilotPlanPayload = (ownerId: string, now: Date = new Date()) => ({
  ownerId,
  queuedAt: now.toISOString(),
});
export type AutopilotPlanPayload = z.infer<typeof AutopilotPlanPayloadSchema>;

/** What the autopilot calls say to people (the API answers in the request's language). */
export const AUTOPILOT_MESSAGES = {
  approved: 'Post approved: it will be published at its time.',
  approvedAll: (count: number) => (count === 1 ? '1 post approved.' : `${count} posts approved.`),
  regenerated: 'A new version of this post was made.',
  regeneratingVideo: 'A new video is being made for this post: it appears here when it is ready.',
  videoInProgress: 'This post’s video is still being made: regenerate it once it is ready.',
  notAwaitingApproval: 'Only a post awaiting approval can be approved.',
  notPlanned: 'Only a post the autopilot planned can be regenerated this way.',
  notUpcoming: 'Only a post still to come can be regenerated.',
  stopped: (cancelled: number, kept: number) =>
    `Autopilot is off. ${cancelled} planned post(s) awaiting approval were cancelled; ${kept} approved post(s) stay scheduled.`,
} as const;

export const AUTOPILOT_MESSAGES_FR: FrenchCatalogue<typeof AUTOPILOT_MESSAGES> = {
  approved: 'Post approuvé : il sera publié à son heure.',
  approvedAll: (count) => (Number(count) === 1 ? '1 post approuvé.' : `${count} posts approuvés.`),
  regenerated: 'Une nouvelle version de ce post a été créée.',
  regeneratingVideo:
    'Une nouvelle vidéo est en cours de création pour ce post : elle apparaîtra ici une fois prête.',
  videoInProgress:
    'La vidéo de ce post est encore en cours de création : régénérez-la une fois prête.',
  notAwaitingApproval: 'Seul un post en attente d’approbation peut être approuvé.',
  notPlanned: 'Seul un post prévu par le pilote automatique peut être régénéré ainsi.',
  notUpcoming: 'Seul un post à venir peut être régénéré.',
  stopped: (cancelled, kept) =>
    `Le pilote automatique est désactivé. ${cancelled} post(s) en attente d’approbation ont été annulés ; ${kept} post(s) approuvé(s) restent programmés.`,
};
