import { isKnownTimeZone, type AutopilotOverview } from '@postcraft/contracts';
import {
  countAwaitingApproval,
  findAutopilotState,
  listUpcomingPlannedPosts,
  toScheduledPostResponse,
  UserModel,
  type OwnerId,
} from '@postcraft/data';

/** Planned posts listed at most (50 a week is the highest frequency). */
const UPCOMING_LIMIT = 60;

/** GET /api/user/autopilot: the settings, the planner's state and its posts still to come. */
export async function autopilotOverview(
  ownerId: OwnerId,
  now: Date = new Date(),
): Promise<AutopilotOverview | null> {
  const user = await UserModel.findById(ownerId, { autopilotSettings: 1, timeZone: 1 })
    .lean()
    .exec();
  if (!user) return null;
  const [state, upcoming, awaitingApprovalCount] = await Promise.all([
    findAutopilotState(ownerId),
    listUpcomingPlannedPosts(ownerId, now, UPCOMING_LIMIT),
    countAwaitingApproval(ownerId),
  ]);
  const { enabled, approvePostsFirst, postingFrequency } = user.autopilotSettings;
  const pausedReason = enabled ? (state?.pausedReason ?? null) : null;
  return {
    enabled,
    approvePostsFirst,
    postingFrequency,
    state: !enabled
      ? 'off'
      : pausedReason
        ? 'paused'
        : state?.lastPlannedAt
          ? 'active'
          : 'planning',
    pausedReason,
    timeZone: user.timeZone && isKnownTimeZone(user.timeZone) ? user.timeZone : 'UTC',
    lastPlannedAt: state?.lastPlannedAt?.toISOString() ?? null,
    upcoming: upcoming.map((post) => toScheduledPostResponse(post, now)),
    awaitingApprovalCount,
  };
}
