import type { ConnectablePlatformId } from '@postcraft/contracts';
import type { ScheduledPostRecord } from '@postcraft/data';
import type { Types } from 'mongoose';

/** One published post on one platform whose figures are due. */
export interface DueEngagement {
  ownerId: string;
  postId: Types.ObjectId;
  platform: ConnectablePlatformId;
  externalId: string;
  publishedAt: Date;
  /** When its figures were last fetched; null when never. */
  lastFetchedAt: Date | null;
}

type PublishedPost = Pick<
  ScheduledPostRecord,
  '_id' | 'ownerId' | 'platformResults' | 'completedAt'
>;

/**
 * The post × platform pairs whose figures were never fetched or are older than `staleAfterMs`,
 * never-fetched first, then the oldest figures; at most `limit`. Only platforms the post is still
 * published on count (not failed, unconfirmed or deleted there).
 */
export function selectDueEngagement(
  posts: readonly PublishedPost[],
  fetchTimes: ReadonlyMap<string, Date>,
  now: Date,
  staleAfterMs: number,
  limit: number,
): DueEngagement[] {
  const due: DueEngagement[] = [];
  for (const post of posts) {
    for (const result of post.platformResults) {
      if (result.outcome !== 'published' || !result.externalId || result.deletedAt) continue;
      const lastFetchedAt = fetchTimes.get(`${post._id.toString()}:${result.platform}`) ?? null;
      if (lastFetchedAt && now.getTime() - lastFetchedAt.getTime() < staleAfterMs) continue;
      due.push({
        ownerId: post.ownerId.toString(),
        postId: post._id,
        platform: result.platform,
        externalId: result.externalId,
        publishedAt: result.publishedAt ?? post.completedAt ?? now,
        lastFetchedAt,
      });
    }
  }
  const age = (pair: DueEngagement) => pair.lastFetchedAt?.getTime() ?? -Infinity;
  return due.sort((a, b) => age(a) - age(b)).slice(0, limit);
}

/** The pairs of one owner's account on one platform: one adapter call each. */
export function groupByAccount(due: readonly DueEngagement[]): DueEngagement[][] {
  const groups = new Map<string, DueEngagement[]>();
  for (const pair of due) {
    const key = `${pair.ownerId}:${pair.platform}`;
    groups.set(key, [...(groups.get(key) ?? []), pair]);
  }
  return [...groups.values()];
}
