import {
  BEST_TIME_DEFAULTS,
  BEST_TIME_SETTINGS,
  engagementScore,
  type ConnectablePlatformId,
  type EngagementFigures,
  type PlatformBestTime,
  type Weekday,
} from '@postcraft/contracts';
import { TZDate } from '@date-fns/tz';

/** One published post's figures and when it went out. */
export interface PublishedFigures extends EngagementFigures {
  publishedAt: Date;
}

/** A platform's best time, and how good any weekday × hour is for it (0 to 1). */
export interface PlatformPreference extends PlatformBestTime {
  score(weekday: Weekday, hour: number): number;
}

const slotOf = (weekday: number, hour: number) => weekday * 24 + hour;

/**
 * The platform's best weekday × hour from the user's own posts, bucketed in the audience's zone
 * by when they went out: the bucket whose posts have the highest mean engagement (ties: more
 * posts, then earlier in the week). Below BEST_TIME_SETTINGS.minimumPosts posts, or when none
 * got any engagement, the platform's published default stands.
 */
export function platformPreference(
  platform: ConnectablePlatformId,
  posts: readonly PublishedFigures[],
  timeZone: string,
): PlatformPreference {
  const { minimumPosts } = BEST_TIME_SETTINGS;
  const buckets = new Map<number, { total: number; count: number }>();
  for (const post of posts) {
    const local = new TZDate(post.publishedAt, timeZone);
    const slot = slotOf(local.getDay(), local.getHours());
    const bucket = buckets.get(slot) ?? { total: 0, count: 0 };
    bucket.total += engagementScore(post);
    bucket.count += 1;
    buckets.set(slot, bucket);
  }
  const ranked = [...buckets.entries()]
    .map(([slot, { total, count }]) => ({ slot, mean: total / count, count }))
    .sort((a, b) => b.mean - a.mean || b.count - a.count || a.slot - b.slot);
  const best = ranked[0];

  if (posts.length < minimumPosts || !best || best.mean <= 0) {
    const fallback = BEST_TIME_DEFAULTS[platform];
    return {
      platform,
      source: 'defaults',
      postCount: posts.length,
      minimumPosts,
      days: [...fallback.days],
      hour: fallback.hour,
      score: (weekday, hour) => {
        if (!fallback.days.includes(weekday)) return 0;
        if (hour === fallback.hour) return 1;
        return Math.abs(hour - fallback.hour) === 1 ? 0.5 : 0;
      },
    };
  }

  const means = new Map(ranked.map(({ slot, mean }) => [slot, mean]));
  return {
    platform,
    source: 'own_data',
    postCount: posts.length,
    minimumPosts,
    days: [Math.floor(best.slot / 24) as Weekday],
    hour: best.slot % 24,
    score: (weekday, hour) => (means.get(slotOf(weekday, hour)) ?? 0) / best.mean,
  };
}
