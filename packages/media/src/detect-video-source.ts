import { fileTypeFromBuffer } from 'file-type';

/** A long video's container as its first bytes show it, and the extension it is kept under. */
export interface DetectedVideoSource {
  mimeType: string;
  /** Matroska files (MKV) are kept as .webm and QuickTime ones (MOV) as .mp4: the same containers. */
  extension: 'mp4' | 'webm';
}

/** What phones, cameras, screen recorders and streaming tools write. */
const SOURCE_FORMATS: Readonly<Record<string, DetectedVideoSource['extension']>> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mp4',
  'video/x-m4v': 'mp4',
  'video/3gpp': 'mp4',
  'video/webm': 'webm',
  'video/x-matroska': 'webm',
  'video/matroska': 'webm',
};

/** A video to cut into reels, from its first bytes; null for anything else. */
export async function detectVideoSource(head: Uint8Array): Promise<DetectedVideoSource | null> {
  const detected = await fileTypeFromBuffer(head);
  const extension = detected ? SOURCE_FORMATS[detected.mime] : undefined;
  return detected && extension ? { mimeType: detected.mime, extension } : null;
}
