import { z } from 'zod';

/** Removes one-off jobs that finished long ago, since the database keeps no TTL indexes. */
export const PURGE_FINISHED_JOBS = 'maintenance.purge-finished-jobs';
export const PurgeFinishedJobsPayloadSchema = z.object({
  olderThanDays: z.number().int().min(1).max(365).default(7),
});
export type PurgeFinishedJobsPayload = z.infer<typeof PurgeFinishedJobsPayloadSchema>;
