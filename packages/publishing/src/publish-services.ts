import type { ConnectablePlatformId, MailLanguage } from '@postcraft/contracts';
import type { TokenCipher } from '@postcraft/data';
import type { MediaStorage } from '@postcraft/media';
import type { PlatformRegistry } from '@postcraft/platforms';
import type { WebhookEvent } from '@postcraft/webhooks';

/** How temporary failures (network, 5xx, 429) are retried by the attempt's claimer. */
export interface RetryPolicy {
  /** Retries after the first call: the spec's 'at most 3 more times'. */
  maxRetries: number;
  /** First wait; each next one doubles. */
  baseDelayMs: number;
  /** A Retry-After or backoff longer than this ends the attempt as failed instead. */
  maxDelayMs: number;
}

export interface PublishLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

/** What a publish needs from its process (the API for Post Now, the worker for scheduled posts). */
export interface PublishServices {
  platforms: PlatformRegistry;
  tokenCipher: TokenCipher;
  mediaStorage: MediaStorage;
  /** Who claims attempts: the worker's unique name, or `api:<request id>`. */
  claimedBy: string;
  /**
   * The public https address of a stored media key, for platforms that fetch media themselves
   * (Instagram, Pinterest); null when the server has none.
   */
  publicUrlOf?: (key: string) => string | null;
  retry?: Partial<RetryPolicy>;
  /**
   * How temporary failures are retried: 'wait' sleeps between calls (Post Now, which answers one
   * request); 'reschedule' gives the claim back and answers `retry_later` with the wait, so the
   * caller (the worker's job) runs again later instead of holding a slot while it waits.
   */
  retryMode?: 'wait' | 'reschedule';
  /** Retries already made by earlier runs, in 'reschedule' mode (the job keeps the count). */
  retriesSoFar?: number;
  /** A claim without an outcome older than this belongs to a process that died. */
  attemptLeaseMs?: number;
  now?: () => Date;
  /**
   * The language the owner reads Postcraft in, for the notifications' text; a process that
   * publishes many posts may cache it. Without it, the user is read for each post.
   */
  languageOf?: (ownerId: string) => Promise<MailLanguage>;
  logger?: PublishLogger;
  /**
   * What the owner's plan says about publishing to this platform (an account the plan leaves
   * idle): the refusal's message, or null. The post fails there without calling the platform.
   */
  planRefusal?: (ownerId: string, platform: ConnectablePlatformId) => Promise<string | null>;
  /**
   * Records a publish outcome's webhook event (`post.published`, `post.failed`) for the owner's
   * webhooks, before the outcome is written: a run that dies in between records it again, under
   * the same key, which adds nothing.
   */
  recordEvent?: (ownerId: string, event: WebhookEvent) => Promise<unknown>;
  /** Waits between retries; tests may shorten it. */
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 3,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
};

/**
 * Longer than the slowest publish (a video upload with status polls, with its retries): only a
 * claimer that died leaves a claim this old without an outcome.
 */
export const DEFAULT_ATTEMPT_LEASE_MS = 15 * 60_000;

export const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
