import type { HttpClient } from '../../http.js';
import type {
  AccountCredentials,
  LookupResult,
  PublishedPostQuery,
} from '../../platform-adapter.js';
import { PlatformError } from '../../platform-error.js';
import { findInListedPosts } from '../../published-post-lookup.js';
import { pinUrl } from './pinterest.publisher.js';

interface BoardPinsBody {
  items?: Array<{ id: string; description?: string | null; created_at?: string }>;
  bookmark?: string | null;
}

/**
 * The pins of the account's Postcraft board (GET /v5/boards/{id}/pins, pins:read and
 * boards:read), matched by description. Pinterest has no time filter here: reading stops at the
 * first page that reaches back before the claim, taking the list as newest first.
 */
export async function findPin(
  context: { http: HttpClient; apiBase: string; webBase: string },
  account: AccountCredentials,
  query: PublishedPostQuery,
): Promise<LookupResult> {
  const boardId = account.profile.metadata.boardId;
  if (!boardId) {
    throw new PlatformError(
      'pinterest',
      'rejected',
      'No Pinterest board is recorded for this account',
    );
  }
  return findInListedPosts(
    query,
    async (cursor) => {
      const { data } = await context.http.request<BoardPinsBody>(
        `${context.apiBase}/v5/boards/${encodeURIComponent(boardId)}/pins`,
        {
          headers: { Authorization: `Bearer ${account.tokens.accessToken}` },
          query: { page_size: 100, bookmark: cursor },
        },
      );
      return {
        posts: (data.items ?? []).map((pin) => ({
          id: pin.id,
          url: pinUrl(context.webBase, pin.id),
          text: pin.description ?? '',
          createdAt: pin.created_at ? asUtc(pin.created_at) : null,
        })),
        next: data.bookmark,
      };
    },
    { newestFirst: true },
  );
}

/** Pinterest writes `created_at` without a zone ("2020-01-01T20:10:40"): it is UTC. */
function asUtc(dateTime: string): Date {
  return new Date(/(Z|[+-]\d\d:?\d\d)$/.test(dateTime) ? dateTime : `${dateTime}Z`);
}
