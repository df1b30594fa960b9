import { z } from 'zod';

/** Removes one-off jobs that finished long ago, since the database keeps no TTL indexes. */
export const PURGE_FINISHED_JOBS = 'maintenance.purge-finished-jobs';
export const PurgeFinishedJobsPayloadSchema = z.object({
  olderThanDays: z.number().int().min(1).max(365).default(7),
});
export type PurgeFinishedJobsPayload = z.infer<typeof PurgeFinishedJobsPayloadSchema>;

/** Removes expired verification codes, their claims and ended sessions (no TTL indexes). */
export const PURGE_EXPIRED_RECORDS = 'maintenance.purge-expired-records';
export const PurgeExpiredRecordsPayloadSchema = z.object({
  /** Records stay this long after they expire, for support and audit. */
  graceDays: z.number().int().min(0).max(90).default(1),
});
export type PurgeExpiredRecordsPayload = z.infer<typeof PurgeExpiredRecordsPayloadSchema>;
