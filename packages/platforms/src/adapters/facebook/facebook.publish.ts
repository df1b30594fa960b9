import type { HttpClient } from '../../http.js';
import type { PublishMedia, PublishRequest } from '../../platform-adapter.js';
import { PlatformError } from '../../platform-error.js';

/** What publishing to a Page needs from the adapter. */
export interface PagePublishContext {
  http: HttpClient;
  /** e.g. https://graph.facebook.com/v26.0 */
  graph: string;
  /** e.g. https://graph-video.facebook.com/v26.0 */
  video: string;
  pageId: string;
  /** access_token (the page's) and appsecret_proof, sent with every call. */
  auth: Record<string, string>;
}

const MAX_PHOTOS = 10;

/**
 * Publishes as the Page and returns the new object's id:
 * - text: POST /{page}/feed with `message`;
 * - photos: each uploaded to /{page}/photos unpublished, then one /{page}/feed post carrying
 *   them as `attached_media` (one flow for one photo or several);
 * - a video: POST /{page}/videos on the video host, from `file_url` when the file has a public
 *   address (Meta fetches it), else uploaded as `source`.
 */
export async function publishToPage(
  context: PagePublishContext,
  post: PublishRequest,
): Promise<string> {
  const images = post.media.filter((media) => media.kind === 'image');
  const videos = post.media.filter((media) => media.kind === 'video');
  if (videos.length > 1 || (videos.length > 0 && images.length > 0)) {
    throw new PlatformError(
      'facebook',
      'rejected',
      'A Page post carries either photos or one video',
    );
  }
  if (images.length > MAX_PHOTOS) {
    throw new PlatformError(
      'facebook',
      'rejected',
      `A Page post carries up to ${MAX_PHOTOS} photos`,
    );
  }
  if (videos[0]) return publishVideo(context, videos[0], post);

  const photoIds: string[] = [];
  for (const image of images) photoIds.push(await uploadUnpublishedPhoto(context, image));
  const attachments = Object.fromEntries(
    photoIds.map((id, index) => [`attached_media[${index}]`, JSON.stringify({ media_fbid: id })]),
  );
  const { data } = await context.http.request<{ id?: string }>(
    `${context.graph}/${context.pageId}/feed`,
    { method: 'POST', form: { message: post.text, ...attachments, ...context.auth } },
  );
  return requireId(data.id);
}

/** Photos go up as bytes: no dependence on Meta reaching our media server. */
async function uploadUnpublishedPhoto(
  context: PagePublishContext,
  image: PublishMedia,
): Promise<string> {
  const form = new FormData();
  form.set('source', new Blob([await image.read()], { type: image.mimeType }), 'photo');
  form.set('published', 'false');
  for (const [name, value] of Object.entries(context.auth)) form.set(name, value);
  const { data } = await context.http.request<{ id?: string }>(
    `${context.graph}/${context.pageId}/photos`,
    { method: 'POST', body: form },
  );
  return requireId(data.id);
}

async function publishVideo(
  context: PagePublishContext,
  video: PublishMedia,
  post: PublishRequest,
): Promise<string> {
  const url = `${context.video}/${context.pageId}/videos`;
  const fields: Record<string, string> = {
    description: post.text,
    ...(post.title ? { title: post.title } : {}),
    ...context.auth,
  };
  if (video.publicUrl) {
    const { data } = await context.http.request<{ id?: string }>(url, {
      method: 'POST',
      form: { file_url: video.publicUrl, ...fields },
    });
    return requireId(data.id);
  }
  const form = new FormData();
  form.set('source', new Blob([await video.read()], { type: video.mimeType }), 'video');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const { data } = await context.http.request<{ id?: string }>(url, { method: 'POST', body: form });
  return requireId(data.id);
}

function requireId(id: string | undefined): string {
  if (!id) throw new PlatformError('facebook', 'provider_error', 'Facebook answered without an id');
  return id;
}
