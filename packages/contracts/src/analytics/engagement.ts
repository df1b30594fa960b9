/**
 * What a platform tells about one published post: reactions, replies, reposts and views, where
 * its API gives each (null where it does not). Fetched by the worker, stored per post and
 * platform ("post_engagement"), read by the best-time choice.
 */
export interface EngagementFigures {
  /** Likes, reactions or favourites. */
  likes: number;
  /** Comments or replies. */
  comments: number;
  /** Shares, retweets, quotes, reposts or saves. */
  shares: number;
  /** Views or impressions; null where the platform's API does not give them. */
  views: number | null;
}

/**
 * Weights of one post's engagement score. A comment or a share costs the audience more than a
 * like, so it counts more; views are left out because most platforms' APIs do not give them,
 * and a score must compare posts of the same platform whatever was available.
 */
export const ENGAGEMENT_SCORE_WEIGHTS = { likes: 1, comments: 2, shares: 3 } as const;

export function engagementScore(figures: EngagementFigures): number {
  return (
    figures.likes * ENGAGEMENT_SCORE_WEIGHTS.likes +
    figures.comments * ENGAGEMENT_SCORE_WEIGHTS.comments +
    figures.shares * ENGAGEMENT_SCORE_WEIGHTS.shares
  );
}

/** How the worker keeps engagement figures fresh. */
export const ENGAGEMENT_SETTINGS = {
  /** Posts published within this many days are refreshed; older figures stay as they were. */
  lookbackDays: 30,
  /** A post's figures are fetched again once they are this old. */
  staleAfterMinutes: 6 * 60,
  /** At most this many post × platform figures per run (one call per account and chunk). */
  batchSize: 200,
} as const;
