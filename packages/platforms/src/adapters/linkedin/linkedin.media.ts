import type { HttpClient } from '../../http.js';
import type { PublishMedia } from '../../platform-adapter.js';
import { PlatformError } from '../../platform-error.js';

/** What the upload flows need from the adapter. */
export interface LinkedInUploadContext {
  http: HttpClient;
  /** e.g. https://api.linkedin.com */
  apiBase: string;
  /** Authorization, LinkedIn-Version and X-Restli-Protocol-Version. */
  headers: Record<string, string>;
  /** The author's URN: uploaded media must belong to whoever posts it. */
  owner: string;
  sleep: (ms: number) => Promise<void>;
  statusChecks: number;
  statusIntervalMs: number;
}

interface InitializeImageUploadBody {
  value: { uploadUrl: string; image: string };
}

interface InitializeVideoUploadBody {
  value: {
    video: string;
    uploadToken?: string;
    uploadInstructions: { uploadUrl: string; firstByte: number; lastByte: number }[];
  };
}

interface VideoBody {
  status?: string;
  processingFailureReason?: string;
}

/** Images API: initializeUpload → PUT the bytes to uploadUrl. Returns the image URN. */
export async function uploadLinkedInImage(
  context: LinkedInUploadContext,
  media: PublishMedia,
): Promise<string> {
  const { data } = await context.http.request<InitializeImageUploadBody>(
    `${context.apiBase}/rest/images`,
    {
      method: 'POST',
      query: { action: 'initializeUpload' },
      headers: context.headers,
      json: { initializeUploadRequest: { owner: context.owner } },
    },
  );
  await putBytes(context, data.value.uploadUrl, await media.read());
  return data.value.image;
}

/**
 * Videos API: initializeUpload (LinkedIn splits the file into parts) → PUT each part and keep its
 * ETag → finalizeUpload with the ETags in order → wait until the video is AVAILABLE.
 * Returns the video URN.
 */
export async function uploadLinkedInVideo(
  context: LinkedInUploadContext,
  media: PublishMedia,
): Promise<string> {
  const bytes = await media.read();
  const { data } = await context.http.request<InitializeVideoUploadBody>(
    `${context.apiBase}/rest/videos`,
    {
      method: 'POST',
      query: { action: 'initializeUpload' },
      headers: context.headers,
      json: {
        initializeUploadRequest: {
          owner: context.owner,
          fileSizeBytes: bytes.byteLength,
          uploadCaptions: false,
          uploadThumbnail: false,
        },
      },
    },
  );
  const { video, uploadToken = '', uploadInstructions } = data.value;

  const uploadedPartIds: string[] = [];
  for (const part of uploadInstructions) {
    const etag = await putBytes(
      context,
      part.uploadUrl,
      bytes.subarray(part.firstByte, part.lastByte + 1),
    );
    if (!etag) {
      throw new PlatformError(
        'linkedin',
        'provider_error',
        'LinkedIn sent no ETag for a video part',
      );
    }
    uploadedPartIds.push(etag);
  }

  await context.http.request(`${context.apiBase}/rest/videos`, {
    method: 'POST',
    query: { action: 'finalizeUpload' },
    headers: context.headers,
    json: { finalizeUploadRequest: { video, uploadToken, uploadedPartIds } },
    responseType: 'none',
  });
  await waitUntilAvailable(context, video);
  return video;
}

async function putBytes(
  context: LinkedInUploadContext,
  uploadUrl: string,
  bytes: Uint8Array,
): Promise<string | null> {
  const { headers } = await context.http.request(uploadUrl, {
    method: 'PUT',
    headers: {
      Authorization: context.headers.Authorization ?? '',
      'Content-Type': 'application/octet-stream',
    },
    body: bytes,
    responseType: 'none',
  });
  return headers.get('etag');
}

async function waitUntilAvailable(context: LinkedInUploadContext, video: string): Promise<void> {
  for (let check = 1; check <= context.statusChecks; check += 1) {
    const { data } = await context.http.request<VideoBody>(
      `${context.apiBase}/rest/videos/${encodeURIComponent(video)}`,
      { headers: context.headers },
    );
    if (data.status === 'AVAILABLE') return;
    if (data.status === 'PROCESSING_FAILED') {
      const reason = data.processingFailureReason ? `: ${data.processingFailureReason}` : '';
      throw new PlatformError(
        'linkedin',
        'rejected',
        `LinkedIn could not process the video${reason}`,
      );
    }
    if (check < context.statusChecks) await context.sleep(context.statusIntervalMs);
  }
  throw new PlatformError(
    'linkedin',
    'provider_error',
    'LinkedIn is still processing the video; try again later',
  );
}
