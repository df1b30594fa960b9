import type { AutopilotOverview, PlannedPostInfo, ScheduledPost } from '@postcraft/contracts';
import { buildScheduledPost } from './scheduled-post.factory';

/** The plan of a post the autopilot made: a LinkedIn slot chosen from the platform's defaults. */
export function buildPlannedPostInfo(fields: Partial<PlannedPostInfo> = {}): PlannedPostInfo {
  return {
    topic: 'Behind the scenes: how we roast',
    angle: 'A day with our roaster, from green beans to the first cup',
    contentKind: 'image',
    platform: 'linkedin',
    slotReason: {
      kind: 'defaults',
      platform: 'linkedin',
      postCount: 2,
      minimumPosts: 10,
      days: [2, 3, 4],
      hour: 9,
      isBestTaken: false,
    },
    moved: false,
    expired: false,
    ...fields,
  };
}

/** A post the autopilot planned, awaiting approval unless told otherwise. */
export function buildPlannedPost(
  fields: Partial<ScheduledPost> = {},
  plan: Partial<PlannedPostInfo> = {},
): ScheduledPost {
  return buildScheduledPost({
    status: 'awaiting_approval',
    platforms: ['linkedin'],
    caption: 'From green beans to your cup: meet our roaster.',
    mediaUrl: '/media/posts/u/roast.png',
    autopilot: buildPlannedPostInfo(plan),
    ...fields,
  });
}

/** GET /api/user/autopilot's data: autopilot on and active, with the given fields changed. */
export function buildAutopilotOverview(fields: Partial<AutopilotOverview> = {}): AutopilotOverview {
  const upcoming = fields.upcoming ?? [];
  return {
    enabled: true,
    approvePostsFirst: true,
    postingFrequency: 7,
    state: 'active',
    pausedReason: null,
    timeZone: 'Europe/Paris',
    lastPlannedAt: '2030-03-25T08:00:00.000Z',
    upcoming,
    awaitingApprovalCount: upcoming.filter((post) => post.status === 'awaiting_approval').length,
    ...fields,
  };
}

/** The answer of GET /api/user/autopilot. */
export const autopilotAnswer = (overview: () => AutopilotOverview) => () => ({
  status: 200,
  body: { success: true, data: overview() },
});

/** An autopilot that is off, with nothing planned. */
export const AUTOPILOT_OFF = buildAutopilotOverview({
  enabled: false,
  state: 'off',
  lastPlannedAt: null,
});
