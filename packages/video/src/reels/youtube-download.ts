import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { runTool } from '../run-tool.js';
import { ReelRefusal } from './reel-errors.js';

/** The YouTube video could not be fetched (private, removed, refused, or bigger than allowed). */
export class DownloadFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DownloadFailedError';
  }
}

export interface YoutubeDownloader {
  /** The command run (yt-dlp or a configured equivalent). */
  readonly command: string;
  /** True when the command answers (`--version`); checked again after a while. */
  isAvailable(): Promise<boolean>;
  /**
   * Fetches one video (by its id, from a link this builds) into `dir` as one file of at most
   * `maxBytes`, reporting the share done (0 to 1); answers the file's path. Its length is read
   * first: one over `maxSeconds` is refused (ReelRefusal `too_long`) before anything is fetched.
   */
  download(
    videoId: string,
    dir: string,
    options: {
      maxBytes: number;
      maxSeconds: number;
      signal?: AbortSignal;
      onProgress?: (fraction: number) => void;
    },
  ): Promise<string>;
}

/** How long a yes or no about the command is believed. */
const AVAILABILITY_TTL_MS = 60_000;
/** A download longer than this is given up (2 hours of 1080p takes minutes on a fair line). */
const DOWNLOAD_TIMEOUT_MS = 60 * 60_000;
const PERCENT = /\[download\]\s+(\d+(?:\.\d+)?)%/u;

/**
 * The YouTube downloader behind a command line that speaks yt-dlp's options. Only a watch link
 * rebuilt from an 11-character video id is ever passed, after `--`, with playlists and config
 * files off; formats up to 1080p, merged into one MP4.
 */
export function youtubeDownloaderOf(command: string): YoutubeDownloader {
  let known: { available: boolean; at: number } | null = null;
  return {
    command,
    async isAvailable() {
      if (known && Date.now() - known.at < AVAILABILITY_TTL_MS) return known.available;
      const available = await runTool(command, ['--version'], { timeoutMs: 10_000 }).then(
        () => true,
        () => false,
      );
      known = { available, at: Date.now() };
      return available;
    },
    async download(videoId, dir, { maxBytes, maxSeconds, signal, onProgress }) {
      if (!/^[A-Za-z0-9_-]{11}$/u.test(videoId)) throw new DownloadFailedError('Not a video id');
      const link = `https://www.youtube.com/watch?v=${videoId}`;
      const seconds = await lengthOf(command, link, signal);
      if (seconds > maxSeconds) {
        throw new ReelRefusal('too_long', `The video lasts ${Math.round(seconds / 60)} minutes`, {
          reason: 'too_long',
          limit: maxSeconds,
        });
      }
      const output = join(dir, 'source.%(ext)s');
      try {
        await runTool(
          command,
          [
            '--ignore-config',
            '--no-playlist',
            '--newline',
            '--no-part',
            '--max-filesize',
            String(maxBytes),
            '-f',
            'bv*[height<=1080]+ba/b[height<=1080]/b',
            '--merge-output-format',
            'mp4',
            '-o',
            output,
            '--',
            link,
          ],
          {
            timeoutMs: DOWNLOAD_TIMEOUT_MS,
            ...(signal ? { signal } : {}),
            onLine: (line) => {
              const percent = PERCENT.exec(line);
              if (percent) onProgress?.(Math.min(1, Number(percent[1]) / 100));
            },
          },
        );
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new DownloadFailedError(error instanceof Error ? error.message : String(error));
      }
      const files = (await readdir(dir)).filter((name) => name.startsWith('source.'));
      const file = files[0];
      if (!file) throw new DownloadFailedError('The downloader wrote no file');
      const path = join(dir, file);
      if ((await stat(path)).size > maxBytes) {
        await rm(path, { force: true });
        throw new DownloadFailedError('The video is larger than allowed');
      }
      return path;
    },
  };
}

/** A video's length in seconds as the downloader reads it, without fetching the video. */
async function lengthOf(command: string, link: string, signal?: AbortSignal): Promise<number> {
  try {
    const { stdout } = await runTool(
      command,
      ['--ignore-config', '--no-playlist', '--skip-download', '--print', 'duration', '--', link],
      { timeoutMs: 120_000, ...(signal ? { signal } : {}) },
    );
    const seconds = Number(stdout.trim().split('\n').pop());
    if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('No length was given');
    return seconds;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DownloadFailedError(error instanceof Error ? error.message : String(error));
  }
}
