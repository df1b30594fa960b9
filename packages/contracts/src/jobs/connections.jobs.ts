import { z } from 'zod';

/**
 * Refreshes connected accounts' tokens before they expire; marks 'reconnect needed' the ones the
 * platform refuses.
 */
export const REFRESH_EXPIRING_TOKENS = 'connections.refresh-expiring-tokens';
export const RefreshExpiringTokensPayloadSchema = z.object({
  /**
   * Tokens expiring within this many minutes are refreshed now. The job runs every 10 minutes, so
   * 30 leaves three tries, and one-hour tokens (YouTube, the sandbox) are not refreshed at every run.
   */
  windowMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** At most this many accounts per run, oldest expiry first. */
  batchSize: z.number().int().min(1).max(1000).default(100),
});
export type RefreshExpiringTokensPayload = z.infer<typeof RefreshExpiringTokensPayloadSchema>;
