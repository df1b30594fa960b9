import type { HttpClient } from '../../http.js';
import type {
  AccountCredentials,
  LookupResult,
  PublishedPostQuery,
} from '../../platform-adapter.js';
import { findInListedPosts, isoSeconds } from '../../published-post-lookup.js';

interface TimelineBody {
  data?: Array<{ id: string; text?: string; created_at?: string }>;
  meta?: { next_token?: string };
}

/**
 * The account's posts since the claim (GET /2/users/:id/tweets with start_time, newest first,
 * 100 a page; tweet.read and users.read), matched by text: X gives links back shortened and adds
 * one per attached media, which the comparison leaves out.
 */
export function findTweet(
  context: { http: HttpClient; apiBase: string; postUrl: (id: string) => string },
  account: AccountCredentials,
  query: PublishedPostQuery,
): Promise<LookupResult> {
  return findInListedPosts(query, async (cursor) => {
    const { data } = await context.http.request<TimelineBody>(
      `${context.apiBase}/2/users/${encodeURIComponent(account.profile.id)}/tweets`,
      {
        headers: { Authorization: `Bearer ${account.tokens.accessToken}` },
        query: {
          start_time: isoSeconds(query.since),
          max_results: 100,
          'tweet.fields': 'created_at',
          pagination_token: cursor,
        },
      },
    );
    return {
      posts: (data.data ?? []).map((tweet) => ({
        id: tweet.id,
        url: context.postUrl(tweet.id),
        text: tweet.text ?? '',
        createdAt: tweet.created_at ? new Date(tweet.created_at) : null,
      })),
      next: data.meta?.next_token,
    };
  });
}
