import { z } from 'zod';
import { ENGAGEMENT_SETTINGS } from './engagement.js';

/**
 * Fetches the engagement of recently published posts through each platform's adapter and stores
 * it (post_engagement), oldest figures first, a batch per run.
 */
export const REFRESH_ENGAGEMENT = 'analytics.refresh-engagement';
export const RefreshEngagementPayloadSchema = z.object({
  lookbackDays: z.number().int().min(1).max(365).default(ENGAGEMENT_SETTINGS.lookbackDays),
  staleAfterMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(ENGAGEMENT_SETTINGS.staleAfterMinutes),
  batchSize: z.number().int().min(1).max(5000).default(ENGAGEMENT_SETTINGS.batchSize),
});
export type RefreshEngagementPayload = z.infer<typeof RefreshEngagementPayloadSchema>;
