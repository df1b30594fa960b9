import type { HttpClient } from '../../http.js';
import type {
  AccountCredentials,
  LookupResult,
  PublishedPostQuery,
} from '../../platform-adapter.js';
import { PlatformError } from '../../platform-error.js';
import { findInListedPosts } from '../../published-post-lookup.js';

interface ChannelBody {
  items?: Array<{ contentDetails?: { relatedPlaylists?: { uploads?: string } } }>;
}

interface PlaylistItemsBody {
  items?: Array<{
    snippet?: { description?: string; publishedAt?: string; resourceId?: { videoId?: string } };
  }>;
  nextPageToken?: string;
}

/**
 * The channel's uploads playlist (channels?mine=true → playlistItems, 1 quota unit each, with the
 * youtube scope), matched by description: the text sent, without `<` and `>`. Reading stops at
 * the first page that reaches back before the claim, taking the playlist as newest first.
 */
export async function findUploadedVideo(
  context: { http: HttpClient; api: string; videoUrl: (id: string) => string },
  account: AccountCredentials,
  query: PublishedPostQuery,
  sentDescription: string,
): Promise<LookupResult> {
  const headers = { Authorization: `Bearer ${account.tokens.accessToken}` };
  const { data: channels } = await context.http.request<ChannelBody>(
    `${context.api}/youtube/v3/channels`,
    { headers, query: { part: 'contentDetails', mine: true } },
  );
  const uploads = channels.items?.[0]?.contentDetails?.relatedPlaylists?.uploads;
  if (!uploads) {
    throw new PlatformError('youtube', 'provider_error', 'YouTube named no uploads playlist');
  }
  return findInListedPosts(
    query,
    async (cursor) => {
      const { data } = await context.http.request<PlaylistItemsBody>(
        `${context.api}/youtube/v3/playlistItems`,
        {
          headers,
          query: { part: 'snippet', playlistId: uploads, maxResults: 50, pageToken: cursor },
        },
      );
      return {
        posts: (data.items ?? []).flatMap(({ snippet }) => {
          const id = snippet?.resourceId?.videoId;
          if (!id) return [];
          const publishedAt = snippet.publishedAt;
          return [
            {
              id,
              url: context.videoUrl(id),
              text: snippet.description ?? '',
              createdAt: publishedAt ? new Date(publishedAt) : null,
            },
          ];
        }),
        next: data.nextPageToken,
      };
    },
    { sentText: sentDescription, newestFirst: true },
  );
}
