import { REELS_LIMITS } from '@postcraft/contracts';
import { z } from 'zod';

/** Reels from a long video, as both the API (which accepts sources) and the worker (which cuts them) read them. */
export const reelsEnvSchema = z.object({
  /** The YouTube downloader's command (yt-dlp's options); `off`: links are refused with 422. */
  REELS_DOWNLOADER: z.string().trim().min(1).default('yt-dlp'),
  /** The largest source accepted, in bytes (2 GB at most). */
  REELS_MAX_SOURCE_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .max(REELS_LIMITS.maxBytes)
    .default(REELS_LIMITS.maxBytes),
  /** The longest source accepted, in seconds (2 hours at most; each plan may allow less). */
  REELS_MAX_SOURCE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(REELS_LIMITS.maxSeconds)
    .default(REELS_LIMITS.maxSeconds),
});

export interface ReelsConfig {
  /** null: YouTube links cannot be fetched here. */
  downloaderCommand: string | null;
  maxBytes: number;
  maxSeconds: number;
}

export function readReelsConfig(parsed: z.infer<typeof reelsEnvSchema>): Readonly<ReelsConfig> {
  return Object.freeze({
    downloaderCommand: parsed.REELS_DOWNLOADER === 'off' ? null : parsed.REELS_DOWNLOADER,
    maxBytes: parsed.REELS_MAX_SOURCE_BYTES,
    maxSeconds: parsed.REELS_MAX_SOURCE_SECONDS,
  });
}
