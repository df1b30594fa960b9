import type { HttpClient } from '../../http.js';
import type {
  AccountCredentials,
  PublishedPost,
  PublishMedia,
  PublishRequest,
} from '../../platform-adapter.js';
import { PlatformError } from '../../platform-error.js';

const TITLE_MAX = 100;
/** Pinterest decodes only these from image_base64. */
const BASE64_TYPES = new Set(['image/jpeg', 'image/png']);
/** Seconds into the video for the pin's cover, when no cover image is given. */
const COVER_FRAME_SEC = 1;

export interface PinterestPublisherDeps {
  http: HttpClient;
  apiBase: string;
  webBase: string;
  delay: (ms: number) => Promise<void>;
  pollIntervalMs: number;
  maxPolls: number;
}

interface MediaRegistration {
  media_id?: string;
  upload_url?: string;
  upload_parameters?: Record<string, string>;
}

/** Image pins (by URL or base64) and video pins (register → upload → wait → pin). */
export function createPinterestPublisher(deps: PinterestPublisherDeps) {
  async function publish(
    account: AccountCredentials,
    post: PublishRequest,
  ): Promise<PublishedPost> {
    const boardId = account.profile.metadata.boardId;
    if (!boardId) {
      throw new PlatformError(
        'pinterest',
        'reauth_required',
        'No Pinterest board is recorded for this account; connect it again',
      );
    }
    const [media, ...rest] = post.media;
    if (!media) {
      throw new PlatformError(
        'pinterest',
        'rejected',
        'A pin needs an image or a video: text-only pins are not possible',
      );
    }
    if (rest.length > 0) {
      throw new PlatformError('pinterest', 'rejected', 'A pin carries one image or one video');
    }
    const auth = { Authorization: `Bearer ${account.tokens.accessToken}` };
    const mediaSource =
      media.kind === 'image' ? await imageSource(media) : await videoSource(auth, media);

    const { data } = await deps.http.request<{ id?: string }>(`${deps.apiBase}/v5/pins`, {
      method: 'POST',
      headers: auth,
      json: {
        board_id: boardId,
        title: pinTitle(post),
        ...(post.text ? { description: post.text } : {}),
        media_source: mediaSource,
      },
    });
    if (!data.id)
      throw new PlatformError('pinterest', 'provider_error', 'Pinterest sent no pin id');
    return { id: data.id, url: pinUrl(deps.webBase, data.id) };
  }

  async function imageSource(media: PublishMedia): Promise<Record<string, string>> {
    if (media.publicUrl) return { source_type: 'image_url', url: media.publicUrl };
    if (!BASE64_TYPES.has(media.mimeType)) {
      throw new PlatformError(
        'pinterest',
        'rejected',
        'Pinterest takes an uploaded image only as JPEG or PNG; this one needs a public address',
      );
    }
    const bytes = await media.read();
    return {
      source_type: 'image_base64',
      content_type: media.mimeType,
      data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
    };
  }

  async function videoSource(
    auth: Record<string, string>,
    media: PublishMedia,
  ): Promise<Record<string, string | number>> {
    const { data: registration } = await deps.http.request<MediaRegistration>(
      `${deps.apiBase}/v5/media`,
      {
        method: 'POST',
        headers: auth,
        json: { media_type: 'video' },
      },
    );
    const { media_id: mediaId, upload_url: uploadUrl } = registration;
    if (!mediaId || !uploadUrl) {
      throw new PlatformError('pinterest', 'provider_error', 'Pinterest sent no upload address');
    }

    // The upload goes to the storage address Pinterest returned, signed by its parameters.
    const bytes = await media.read();
    const form = new FormData();
    for (const [name, value] of Object.entries(registration.upload_parameters ?? {})) {
      form.append(name, value);
    }
    form.append(
      'file',
      new Blob([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)], {
        type: media.mimeType,
      }),
      'video',
    );
    await deps.http.request(uploadUrl, { method: 'POST', body: form, responseType: 'none' });

    await waitForMedia(auth, mediaId);
    return {
      source_type: 'video_id',
      media_id: mediaId,
      cover_image_key_frame_time: COVER_FRAME_SEC,
    };
  }

  async function waitForMedia(auth: Record<string, string>, mediaId: string): Promise<void> {
    for (let attempt = 0; attempt < deps.maxPolls; attempt++) {
      if (attempt > 0) await deps.delay(deps.pollIntervalMs);
      const { data } = await deps.http.request<{ status?: string }>(
        `${deps.apiBase}/v5/media/${encodeURIComponent(mediaId)}`,
        { headers: auth },
      );
      if (data.status === 'succeeded') return;
      if (data.status === 'failed') {
        throw new PlatformError('pinterest', 'rejected', 'Pinterest could not process the video');
      }
    }
    throw new PlatformError(
      'pinterest',
      'provider_error',
      'Pinterest was still processing the video; no pin was created',
      { providerCode: 'media_pending' },
    );
  }

  return { publish };
}

/** The title given, or the start of the text, within Pinterest's 100 characters. */
export function pinTitle(post: Pick<PublishRequest, 'title' | 'text'>): string {
  const source = (post.title?.trim() || post.text.split('\n')[0] || '').trim();
  return source.length <= TITLE_MAX ? source : `${source.slice(0, TITLE_MAX - 1)}…`;
}

export function pinUrl(webBase: string, pinId: string): string {
  return `${webBase}/pin/${encodeURIComponent(pinId)}/`;
}
