import type { HttpClient } from '../../http.js';
import type {
  AccountCredentials,
  LookupResult,
  PublishedPostQuery,
} from '../../platform-adapter.js';
import { findInListedPosts, unixSeconds } from '../../published-post-lookup.js';

interface MediaListBody {
  data?: Array<{ id: string; caption?: string; timestamp?: string; permalink?: string }>;
  paging?: { cursors?: { after?: string }; next?: string };
}

/**
 * The account's media published since the claim (GET /{ig-user-id}/media?since=, with
 * instagram_business_basic), matched by caption. A post without a caption cannot be recognised.
 */
export function findInstagramMedia(
  context: { http: HttpClient; api: string; profileUrl: string },
  account: AccountCredentials,
  query: PublishedPostQuery,
): Promise<LookupResult> {
  const igUserId = account.profile.metadata.igUserId ?? account.profile.id;
  return findInListedPosts(query, async (cursor) => {
    const { data } = await context.http.request<MediaListBody>(
      `${context.api}/${encodeURIComponent(igUserId)}/media`,
      {
        query: {
          fields: 'id,caption,timestamp,permalink',
          since: unixSeconds(query.since),
          limit: 100,
          after: cursor,
          access_token: account.tokens.accessToken,
        },
      },
    );
    return {
      posts: (data.data ?? []).map((media) => ({
        id: media.id,
        url: media.permalink ?? context.profileUrl,
        text: media.caption ?? '',
        createdAt: media.timestamp ? new Date(media.timestamp) : null,
      })),
      next: data.paging?.next ? data.paging.cursors?.after : undefined,
    };
  });
}
