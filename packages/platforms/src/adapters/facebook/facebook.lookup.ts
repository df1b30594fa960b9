import type { HttpClient } from '../../http.js';
import type { LookupResult, PublishedPostQuery } from '../../platform-adapter.js';
import { findInListedPosts, unixSeconds } from '../../published-post-lookup.js';

export interface PageLookupContext {
  http: HttpClient;
  graph: string;
  web: string;
  pageId: string;
  /** access_token (the page's) and appsecret_proof. */
  auth: Record<string, string>;
}

interface EdgeBody {
  data?: Array<{
    id: string;
    message?: string;
    description?: string;
    created_time?: string;
    permalink_url?: string;
  }>;
  paging?: { cursors?: { after?: string }; next?: string };
}

/**
 * The Page's recent posts (pages_read_engagement), matched by text. A video is looked for where
 * publishing made it, among the Page's videos (GET /{page}/videos, newest first, matched by
 * description), so the id found is the one publish would have answered; text and photo posts
 * among its published posts since the claim (GET /{page}/published_posts?since=).
 */
export function findPagePost(
  context: PageLookupContext,
  query: PublishedPostQuery,
): Promise<LookupResult> {
  const isVideo = query.media.some((media) => media.kind === 'video');
  const edge = isVideo ? 'videos' : 'published_posts';
  return findInListedPosts(
    query,
    async (cursor) => {
      const { data } = await context.http.request<EdgeBody>(
        `${context.graph}/${context.pageId}/${edge}`,
        {
          query: {
            fields: `id,${isVideo ? 'description' : 'message'},created_time,permalink_url`,
            limit: 100,
            ...(isVideo ? {} : { since: unixSeconds(query.since) }),
            after: cursor,
            ...context.auth,
          },
        },
      );
      return {
        posts: (data.data ?? []).map((post) => ({
          id: post.id,
          url: new URL(post.permalink_url ?? `/${post.id}`, context.web).toString(),
          text: (isVideo ? post.description : post.message) ?? '',
          createdAt: post.created_time ? new Date(post.created_time) : null,
        })),
        next: data.paging?.next ? data.paging.cursors?.after : undefined,
      };
    },
    { newestFirst: isVideo },
  );
}
