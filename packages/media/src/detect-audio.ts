import { fileTypeFromBuffer } from 'file-type';

/**
 * Containers a voice note may come in, as read from its bytes (never from its name): what
 * browsers record (WebM/Opus, MP4/AAC) and what phones and recorders save. A WebM or MP4 is only
 * a container: whether it holds sound is checked when it is read.
 */
const AUDIO_TYPES = new Set([
  'audio/wav',
  'audio/x-wav',
  'audio/vnd.wave',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/ogg',
  'audio/opus',
  'audio/webm',
  'audio/flac',
  'audio/x-flac',
  'video/webm',
  'video/mp4',
]);

/** The voice note's type from its first bytes, or null when it is no audio we read. */
export async function detectAudio(bytes: Uint8Array): Promise<{ mimeType: string } | null> {
  const detected = await fileTypeFromBuffer(bytes);
  // "audio/ogg; codecs=opus": the type without its parameters.
  const mimeType = detected?.mime.split(';')[0]!.trim();
  return mimeType && AUDIO_TYPES.has(mimeType) ? { mimeType } : null;
}
