import type { EngagementFigures } from '@postcraft/contracts';
import type { SandboxPostRecord } from '@postcraft/data';

/** Post ids one metrics request may name. */
export const SANDBOX_METRICS_MAX_IDS = 100;

/**
 * The sandbox's audience, made up but always the same: a post's figures follow from its id and
 * the hour it went out, so tests and demos see the same numbers every time. The audience is most
 * active from 17:00 to 20:59 UTC, where posts get three times the engagement, so "Let Postcraft
 * choose" has something to find once a user has published enough.
 */
export function sandboxEngagement(
  post: Pick<SandboxPostRecord, '_id' | 'createdAt'>,
): EngagementFigures {
  const seed = Number.parseInt(post._id.toString().slice(-6), 16);
  const hour = post.createdAt.getUTCHours();
  const boost = hour >= 17 && hour <= 20 ? 3 : 1;
  const likes = (4 + (seed % 17)) * boost;
  return {
    likes,
    comments: ((seed >> 5) % 5) * boost,
    shares: ((seed >> 9) % 3) * boost,
    views: likes * 25 + (seed % 97),
  };
}
