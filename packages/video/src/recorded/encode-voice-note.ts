import { runFfmpeg } from '../run-tool.js';

/**
 * A voice note as kept for a video's narration: mono AAC in an MP4 container (`.m4a`), whatever
 * the browser or phone recorded (WebM/Opus, Ogg, MP3, WAV): one format every later step and every
 * player reads, and about a tenth of a WAV's size.
 */
export async function encodeVoiceNote(sourcePath: string, m4aPath: string): Promise<void> {
  await runFfmpeg([
    '-i',
    sourcePath,
    '-vn',
    '-ac',
    '1',
    '-ar',
    '44100',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    m4aPath,
  ]);
}
