import type { HttpClient } from '../../http.js';
import type { PublishMedia } from '../../platform-adapter.js';
import { PlatformError } from '../../platform-error.js';

export interface TwitterUploadContext {
  http: HttpClient;
  /** e.g. https://api.x.com */
  apiBase: string;
  accessToken: string;
  /** Bytes per APPEND request (X takes up to 5 MB per chunk). */
  chunkBytes: number;
  sleep: (ms: number) => Promise<void>;
  statusChecks: number;
}

interface ProcessingInfo {
  state?: 'pending' | 'in_progress' | 'failed' | 'succeeded';
  check_after_secs?: number;
  error?: { code?: number; name?: string; message?: string };
}

interface MediaUploadBody {
  data?: { id?: string; media_key?: string; processing_info?: ProcessingInfo };
}

/** X's category for a file: it decides the size and length limits X enforces. */
export function mediaCategory(media: PublishMedia): string {
  if (media.kind === 'video') return 'tweet_video';
  return media.mimeType === 'image/gif' ? 'tweet_gif' : 'tweet_image';
}

/**
 * The v2 chunked upload: initialize (type, size, category) → append each chunk as multipart
 * `media` + `segment_index` → finalize → while X reports processing, wait `check_after_secs` and
 * ask the status again, a bounded number of times. Returns the media id to attach to a post.
 */
export async function uploadTwitterMedia(
  context: TwitterUploadContext,
  media: PublishMedia,
): Promise<string> {
  const bytes = await media.read();
  const auth = { Authorization: `Bearer ${context.accessToken}` };
  const upload = `${context.apiBase}/2/media/upload`;

  const { data: initialized } = await context.http.request<MediaUploadBody>(
    `${upload}/initialize`,
    {
      method: 'POST',
      headers: auth,
      json: {
        media_type: media.mimeType,
        total_bytes: bytes.byteLength,
        media_category: mediaCategory(media),
      },
    },
  );
  const mediaId = initialized.data?.id;
  if (!mediaId) throw new PlatformError('twitter', 'provider_error', 'X returned no media id');

  const segments = Math.max(1, Math.ceil(bytes.byteLength / context.chunkBytes));
  for (let index = 0; index < segments; index += 1) {
    const chunk = bytes.slice(index * context.chunkBytes, (index + 1) * context.chunkBytes);
    const form = new FormData();
    form.set('segment_index', String(index));
    form.set('media', new Blob([chunk], { type: 'application/octet-stream' }), 'chunk');
    await context.http.request(`${upload}/${mediaId}/append`, {
      method: 'POST',
      headers: auth,
      body: form,
      responseType: 'none',
    });
  }

  const { data: finalized } = await context.http.request<MediaUploadBody>(
    `${upload}/${mediaId}/finalize`,
    { method: 'POST', headers: auth },
  );
  let processing = finalized.data?.processing_info;
  for (let check = 0; processing && processing.state !== 'succeeded'; check += 1) {
    if (processing.state === 'failed') {
      const reason = processing.error?.message ?? processing.error?.name ?? 'unknown reason';
      throw new PlatformError('twitter', 'rejected', `X could not process the media: ${reason}`, {
        providerCode:
          processing.error?.code === undefined ? undefined : String(processing.error.code),
      });
    }
    if (check >= context.statusChecks) {
      throw new PlatformError(
        'twitter',
        'provider_error',
        'X is still processing the media; try again later',
      );
    }
    await context.sleep(Math.max(1, processing.check_after_secs ?? 1) * 1000);
    const { data: status } = await context.http.request<MediaUploadBody>(upload, {
      headers: auth,
      query: { command: 'STATUS', media_id: mediaId },
    });
    processing = status.data?.processing_info;
  }
  return mediaId;
}
