import { fileTypeFromBuffer } from 'file-type';

export interface DetectedPostMedia {
  kind: 'image' | 'video';
  mimeType: string;
  /** The extension the media storage keys the file with. */
  extension: string;
}

/** Formats a post's media may have, as read from the bytes (never from the name). */
const POST_MEDIA_FORMATS: Readonly<Record<string, DetectedPostMedia>> = {
  'image/jpeg': { kind: 'image', mimeType: 'image/jpeg', extension: 'jpg' },
  'image/png': { kind: 'image', mimeType: 'image/png', extension: 'png' },
  'image/apng': { kind: 'image', mimeType: 'image/png', extension: 'png' },
  'image/webp': { kind: 'image', mimeType: 'image/webp', extension: 'webp' },
  'image/gif': { kind: 'image', mimeType: 'image/gif', extension: 'gif' },
  'video/mp4': { kind: 'video', mimeType: 'video/mp4', extension: 'mp4' },
  'video/webm': { kind: 'video', mimeType: 'video/webm', extension: 'webm' },
};

/** What a post's file is, from its bytes; null when it is not an image or video we publish. */
export async function detectPostMedia(bytes: Uint8Array): Promise<DetectedPostMedia | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? (POST_MEDIA_FORMATS[detected.mime] ?? null) : null;
}

/** The content type of a stored key's extension, as detectPostMedia names it. */
export function postMediaOfExtension(extension: string): DetectedPostMedia | null {
  return (
    Object.values(POST_MEDIA_FORMATS).find(
      (format) => format.extension === extension.toLowerCase(),
    ) ?? (extension.toLowerCase() === 'jpeg' ? POST_MEDIA_FORMATS['image/jpeg']! : null)
  );
}
