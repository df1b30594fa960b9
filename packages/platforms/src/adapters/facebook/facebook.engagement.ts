import { countOf, inBatches } from '../../engagement-batches.js';
import type { HttpClient } from '../../http.js';
import type { PostEngagementReading } from '../../platform-adapter.js';
import { isPlatformError } from '../../platform-error.js';

/** Objects per Graph API multi-id lookup (`?ids=`; Meta's limit is 50). */
const GRAPH_IDS_BATCH = 50;

/** Summaries only (`limit(0)`): the totals without the reactions and comments themselves. */
const ENGAGEMENT_FIELDS =
  'reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0),shares';

interface PostEngagementBody {
  id?: string;
  reactions?: { summary?: { total_count?: number } };
  comments?: { summary?: { total_count?: number } };
  shares?: { count?: number };
}

export interface GraphContext {
  http: HttpClient;
  graph: string;
  auth: Record<string, string>;
}

/**
 * Reactions, comments and shares of Page posts (pages_read_engagement), up to 50 per call.
 * Views are insights (read_insights), which Postcraft does not ask for. One deleted post makes
 * Meta refuse the whole lookup, so a refused batch is read again one post at a time, skipping
 * the posts that are gone.
 */
export async function readPageEngagement(
  context: GraphContext,
  postIds: readonly string[],
): Promise<PostEngagementReading[]> {
  const readings: PostEngagementReading[] = [];
  for (const ids of inBatches(postIds, GRAPH_IDS_BATCH)) {
    const batch = await lookupUnlessGone(context, ids);
    if (batch) {
      readings.push(...batch);
      continue;
    }
    if (ids.length === 1) continue;
    for (const id of ids) readings.push(...((await lookupUnlessGone(context, [id])) ?? []));
  }
  return readings;
}

/** The lookup's readings, or null when Meta refused it (a post in it is gone). */
async function lookupUnlessGone(
  context: GraphContext,
  ids: readonly string[],
): Promise<PostEngagementReading[] | null> {
  try {
    return await lookup(context, ids);
  } catch (error) {
    if (isPlatformError(error) && error.kind === 'rejected') return null;
    throw error;
  }
}

async function lookup(
  { http, graph, auth }: GraphContext,
  ids: readonly string[],
): Promise<PostEngagementReading[]> {
  const { data } = await http.request<Record<string, PostEngagementBody>>(`${graph}/`, {
    query: { ids: ids.join(','), fields: ENGAGEMENT_FIELDS, ...auth },
  });
  return ids.flatMap((id) => {
    const post = data[id];
    if (!post) return [];
    return [
      {
        externalId: id,
        likes: countOf(post.reactions?.summary?.total_count),
        comments: countOf(post.comments?.summary?.total_count),
        shares: countOf(post.shares?.count),
        views: null,
      },
    ];
  });
}
