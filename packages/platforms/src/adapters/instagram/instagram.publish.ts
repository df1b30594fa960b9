import type { HttpClient } from '../../http.js';
import type { PublishRequest } from '../../platform-adapter.js';
import { PlatformError } from '../../platform-error.js';

/** What publishing to an Instagram professional account needs from the adapter. */
export interface InstagramPublishContext {
  http: HttpClient;
  /** e.g. https://graph.instagram.com/v26.0 */
  api: string;
  igUserId: string;
  accessToken: string;
  sleep: (ms: number) => Promise<void>;
  statusChecks: number;
  statusIntervalMs: number;
}

const MAX_CAROUSEL_ITEMS = 10;

interface ContainerStatusBody {
  status_code?: 'EXPIRED' | 'ERROR' | 'FINISHED' | 'IN_PROGRESS' | 'PUBLISHED';
  status?: string;
}

/**
 * Instagram publishes from containers that Meta fills by fetching the media's public URL:
 * create the container (an image, a reel, or a carousel of up to ten images and videos, whose
 * video items must be ready before the carousel is made) → wait until its status_code is
 * FINISHED → media_publish. Returns the published media's id.
 */
export async function publishToInstagram(
  context: InstagramPublishContext,
  post: PublishRequest,
): Promise<string> {
  if (post.media.length === 0) {
    throw new PlatformError('instagram', 'rejected', 'An Instagram post needs an image or a video');
  }
  if (post.media.length > MAX_CAROUSEL_ITEMS) {
    throw new PlatformError(
      'instagram',
      'rejected',
      `An Instagram post carries at most ${MAX_CAROUSEL_ITEMS} images and videos`,
    );
  }
  if (post.media.some((media) => !media.publicUrl)) {
    throw new PlatformError(
      'instagram',
      'rejected',
      'Instagram fetches media from a public address, and this server has none for the file: ' +
        'configure a public media URL that Meta can reach',
    );
  }
  const items = post.media.map((media) => ({ kind: media.kind, url: media.publicUrl as string }));

  let creationId: string;
  const [single] = items;
  if (items.length === 1 && single) {
    creationId = await createContainer(
      context,
      single.kind === 'video'
        ? { media_type: 'REELS', video_url: single.url, caption: post.text }
        : { image_url: single.url, caption: post.text },
    );
  } else {
    const children: string[] = [];
    for (const item of items) {
      const child = await createContainer(
        context,
        item.kind === 'video'
          ? { media_type: 'VIDEO', video_url: item.url, is_carousel_item: 'true' }
          : { image_url: item.url, is_carousel_item: 'true' },
      );
      if (item.kind === 'video') await waitUntilFinished(context, child);
      children.push(child);
    }
    creationId = await createContainer(context, {
      media_type: 'CAROUSEL',
      children: children.join(','),
      caption: post.text,
    });
  }

  await waitUntilFinished(context, creationId);
  const { data } = await context.http.request<{ id?: string }>(
    `${context.api}/${context.igUserId}/media_publish`,
    { method: 'POST', form: { creation_id: creationId, access_token: context.accessToken } },
  );
  if (!data.id) {
    throw new PlatformError('instagram', 'provider_error', 'Instagram published without an id');
  }
  return data.id;
}

async function createContainer(
  context: InstagramPublishContext,
  fields: Record<string, string>,
): Promise<string> {
  const { data } = await context.http.request<{ id?: string }>(
    `${context.api}/${context.igUserId}/media`,
    { method: 'POST', form: { ...fields, access_token: context.accessToken } },
  );
  if (!data.id) {
    throw new PlatformError('instagram', 'provider_error', 'Instagram created no media container');
  }
  return data.id;
}

async function waitUntilFinished(context: InstagramPublishContext, containerId: string) {
  for (let check = 1; check <= context.statusChecks; check += 1) {
    const { data } = await context.http.request<ContainerStatusBody>(
      `${context.api}/${containerId}`,
      { query: { fields: 'status_code,status', access_token: context.accessToken } },
    );
    if (data.status_code === 'FINISHED' || data.status_code === 'PUBLISHED') return;
    if (data.status_code === 'ERROR' || data.status_code === 'EXPIRED') {
      const reason = data.status ? `: ${data.status}` : '';
      throw new PlatformError(
        'instagram',
        'rejected',
        `Instagram could not prepare the media (${data.status_code})${reason}`,
      );
    }
    if (check < context.statusChecks) await context.sleep(context.statusIntervalMs);
  }
  throw new PlatformError(
    'instagram',
    'provider_error',
    'Instagram is still processing the media; try again later',
  );
}
