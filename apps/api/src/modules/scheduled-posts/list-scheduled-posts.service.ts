import {
  SCHEDULED_POST_STATUSES,
  type ListScheduledPostsQuery,
  type ListScheduledPostsResponse,
  type ScheduledPostStats,
} from '@postcraft/contracts';
import {
  clockFieldsOf,
  listScheduledPostSummaries,
  listScheduledPosts,
  toScheduledPostResponse,
  type OwnerId,
} from '@postcraft/data';
import type { KeptListing, ListingCache } from './listing-cache.js';

/** Every field of the query but the owner's, in a fixed order: the listing's key in the cache. */
function listingKey(query: ListScheduledPostsQuery): string {
  return JSON.stringify([
    query.from?.toISOString() ?? null,
    query.to?.toISOString() ?? null,
    query.status ? [...query.status].sort() : null,
    query.platform ?? null,
    query.q ?? null,
    query.page,
    query.limit,
    query.sortBy,
    query.sortOrder,
  ]);
}

/**
 * One page of the owner's posts, filtered, with the pagination the spec's list reads. The page
 * comes from `listings` while none of the owner's posts changed since it was read (see
 * createListingCache); `isOverdue` and `timeUntilExecution` are computed for `now` either way.
 * `version` is the owner's scheduled posts version when the request already read it.
 */
export async function listOwnScheduledPosts(
  listings: ListingCache,
  ownerId: OwnerId,
  query: ListScheduledPostsQuery,
  { version, now = new Date() }: { version?: string; now?: Date } = {},
): Promise<ListScheduledPostsResponse['data']> {
  const load = async (): Promise<KeptListing> => {
    const { posts, total } = await listScheduledPosts(
      ownerId,
      {
        status: query.status,
        platform: query.platform,
        captionSearch: query.q,
        from: query.from,
        to: query.to,
      },
      { page: query.page, limit: query.limit, sortBy: query.sortBy, sortOrder: query.sortOrder },
    );
    return {
      posts: posts.map((post) => ({
        answer: toScheduledPostResponse(post, now),
        scheduledTimeMs: post.scheduledTime.getTime(),
      })),
      total,
    };
  };
  const { posts, total } = await listings.read(ownerId, listingKey(query), load, version);
  return {
    scheduledPosts: posts.map(({ answer, scheduledTimeMs }) => ({
      ...answer,
      ...clockFieldsOf(answer.status, scheduledTimeMs, now),
    })),
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
