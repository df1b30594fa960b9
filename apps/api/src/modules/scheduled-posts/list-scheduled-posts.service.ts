import {
  SCHEDULED_POST_STATUSES,
  type ListScheduledPostsQuery,
  type ListScheduledPostsResponse,
  type ScheduledPostStats,
} from '@postcraft/contracts';
import {
  listScheduledPostSummaries,
  listScheduledPosts,
  toScheduledPostResponse,
  type OwnerId,
} from '@postcraft/data';

/** One page of the owner's posts, filtered, with the pagination the spec's list reads. */
export async function listOwnScheduledPosts(
  ownerId: OwnerId,
  query: ListScheduledPostsQuery,
  now: Date = new Date(),
): Promise<ListScheduledPostsResponse['data']> {
  const { posts, total } = await listScheduledPosts(
    ownerId,
    { status: query.status, platform: query.platform, from: query.from, to: query.to },
    { page: query.page, limit: query.limit, sortBy: query.sortBy, sortOrder: query.sortOrder },
  );
  return {
    scheduledPosts: posts.map((post) => toScheduledPostResponse(post, now)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      pages: Math.ceil(total / query.limit),
    },
  };
}

/** How many posts the owner has in all, per status (every status, 0 when none) and per platform. */
export async function scheduledPostStats(ownerId: OwnerId): Promise<ScheduledPostStats> {
  const posts = await listScheduledPostSummaries(ownerId);
  const byStatus = Object.fromEntries(
    SCHEDULED_POST_STATUSES.map((status) => [status, 0]),
  ) as ScheduledPostStats['byStatus'];
  const byPlatform: ScheduledPostStats['byPlatform'] = {};
  for (const post of posts) {
    byStatus[post.status] += 1;
    for (const platform of post.platforms) byPlatform[platform] = (byPlatform[platform] ?? 0) + 1;
  }
  return { total: posts.length, byStatus, byPlatform };
}
