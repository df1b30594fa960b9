import { stat } from 'node:fs/promises';
import { runTool } from '../run-tool.js';
import { ReelRefusal } from './reel-errors.js';

/** What reels are cut from, as ffprobe reads it. */
export interface ReelSource {
  path: string;
  bytes: number;
  durationSec: number;
  width: number;
  height: number;
  hasAudio: boolean;
  /** The index (among the file's subtitle streams) of a text subtitle track, or null. */
  subtitleTrack: number | null;
}

export interface ReelLimits {
  /** 2 GB when absent. */
  maxBytes?: number;
  /** 2 hours when absent. */
  maxSeconds?: number;
}

export const REEL_MAX_BYTES = 2 * 1024 ** 3;
export const REEL_MAX_SECONDS = 2 * 3600;

/** Subtitle codecs ffmpeg can write as SubRip (bitmap subtitles cannot be read as text). */
const TEXT_SUBTITLES = new Set(['subrip', 'srt', 'ass', 'ssa', 'mov_text', 'webvtt', 'text']);

interface Probed {
  streams?: Array<{ codec_type?: string; codec_name?: string; width?: number; height?: number }>;
  format?: { duration?: string; format_name?: string };
}

const gigabytes = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(bytes < 1024 ** 3 ? 2 : 1)} GB`;
const minutes = (seconds: number) => `${Math.round(seconds / 60)} minutes`;

/**
 * Whether the file holds its last seconds: an MP4 whose index comes first (`+faststart`) still
 * reads as whole when cut short, but has no packets at its end.
 */
async function readsToTheEnd(path: string, durationSec: number): Promise<boolean> {
  const from = Math.max(0, durationSec - 3);
  try {
    const { stdout } = await runTool(
      'ffprobe',
      [
        '-v',
        'error',
        '-read_intervals',
        `${from.toFixed(3)}%+3`,
        '-show_entries',
        'packet=pts_time',
        '-of',
        'csv',
        path,
      ],
      { timeoutMs: 60_000 },
    );
    return stdout.includes('packet');
  } catch {
    return false;
  }
}

/**
 * Reads the source and refuses what cannot be made into reels: a file that is not a video (or
 * is cut short, unreadable), larger or longer than the limits.
 */
export async function probeSource(path: string, limits: ReelLimits = {}): Promise<ReelSource> {
  const maxBytes = limits.maxBytes ?? REEL_MAX_BYTES;
  const maxSeconds = limits.maxSeconds ?? REEL_MAX_SECONDS;
  const { size } = await stat(path);
  if (size > maxBytes) {
    throw new ReelRefusal(
      'too_large',
      `The video is ${gigabytes(size)}; videos up to ${gigabytes(maxBytes)} can be made into reels.`,
      { reason: 'too_large', limit: maxBytes },
    );
  }
  let probed: Probed;
  try {
    const { stdout } = await runTool(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', path],
      { timeoutMs: 60_000 },
    );
    probed = JSON.parse(stdout) as Probed;
  } catch {
    throw new ReelRefusal(
      'not_a_video',
      'This file could not be read as a video: it may be damaged, cut short or of another kind.',
      { reason: 'unreadable' },
    );
  }
  const streams = probed.streams ?? [];
  const video = streams.find(
    (stream) =>
      stream.codec_type === 'video' && !['mjpeg', 'png'].includes(stream.codec_name ?? ''),
  );
  const durationSec = Number(probed.format?.duration ?? 0);
  if (!video || !(durationSec > 0) || !video.width || !video.height) {
    throw new ReelRefusal(
      'not_a_video',
      'This file holds no video that can be played: upload an MP4, MOV, WebM or MKV video.',
      { reason: 'no_video' },
    );
  }
  if (durationSec > maxSeconds) {
    throw new ReelRefusal(
      'too_long',
      `The video lasts ${minutes(durationSec)}; videos up to ${minutes(maxSeconds)} can be made into reels.`,
      { reason: 'too_long', limit: maxSeconds },
    );
  }
  if (!(await readsToTheEnd(path, durationSec))) {
    throw new ReelRefusal(
      'not_a_video',
      'This video is cut short: its last part is missing. Upload the whole file again.',
      { reason: 'truncated' },
    );
  }
  const subtitles = streams.filter((stream) => stream.codec_type === 'subtitle');
  const textTrack = subtitles.findIndex((stream) => TEXT_SUBTITLES.has(stream.codec_name ?? ''));
  return {
    path,
    bytes: size,
    durationSec,
    width: video.width,
    height: video.height,
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
    subtitleTrack: textTrack >= 0 ? textTrack : null,
  };
}
