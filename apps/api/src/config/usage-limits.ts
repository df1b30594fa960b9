import type { RateLimitRule } from './rate-limits.js';

const MINUTE_MS = 60_000;

/**
 * What one signed-in user may spend of the server: generations (CPU, and a provider's calls)
 * and uploads (logo and post media: memory, then image decoding). The rates are counted in
 * PostgreSQL, so they hold across API processes; "at once" is per API process (see
 * docs/operations.md).
 */
export interface UsageLimits {
  /** GENERATION_LIMIT_PER_MINUTE: POST /api/content/generate calls per user per minute. */
  generationsPerUser: RateLimitRule;
  /** GENERATION_CONCURRENCY_PER_USER: generations one user may have running at once. */
  generationsAtOnce: number;
  /** UPLOAD_LIMIT_PER_MINUTE: multipart logo and post media uploads per user per minute. */
  uploadsPerUser: RateLimitRule;
  /** UPLOAD_CONCURRENCY_PER_USER: uploads one user may have in progress at once. */
  uploadsAtOnce: number;
}

/** Far above what a creator does by hand (a generation takes seconds to review). */
export const DEFAULT_USAGE_LIMITS: Readonly<UsageLimits> = Object.freeze({
  generationsPerUser: { limit: 30, windowMs: MINUTE_MS },
  generationsAtOnce: 2,
  uploadsPerUser: { limit: 20, windowMs: MINUTE_MS },
  uploadsAtOnce: 2,
});

/** The worker threads that render generations, and how many renders may wait for one. */
export interface RenderConfig {
  /** RENDER_THREADS: by default one less than the machine's cores, at least one. */
  threads: number;
  /** RENDER_QUEUE_SIZE: renders waiting beyond it are refused with 503 server_busy. */
  maxQueue: number;
}
