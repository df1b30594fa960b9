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

/**
 * Deletes logo files that no user refers to (an upload whose database write never came, a file
 * whose deletion failed), once they are older than a grace period that covers uploads in flight.
 */
export const SWEEP_ORPHAN_LOGOS = 'maintenance.sweep-orphan-logos';
export const SweepOrphanLogosPayloadSchema = z.object({
  graceMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
});
export type SweepOrphanLogosPayload = z.infer<typeof SweepOrphanLogosPayloadSchema>;

/**
 * Deletes generated media (`generated/<userId>/`) that no post carries once they are older than
 * a day: studio drafts the user neither scheduled, posted nor discarded.
 */
export const SWEEP_GENERATED_MEDIA = 'maintenance.sweep-generated-media';
export const SweepGeneratedMediaPayloadSchema = z.object({
  graceHours: z
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(24),
});
export type SweepGeneratedMediaPayload = z.infer<typeof SweepGeneratedMediaPayloadSchema>;

/**
 * Deletes files uploaded with posts (`posts/<ownerId>/`) that no post refers to once they are
 * older than the grace period: an upload whose post was never written (a crash between the two),
 * or whose post record was deleted.
 */
export const SWEEP_POST_UPLOADS = 'maintenance.sweep-post-uploads';
export const SweepPostUploadsPayloadSchema = z.object({
  graceHours: z
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(24),
});
export type SweepPostUploadsPayload = z.infer<typeof SweepPostUploadsPayloadSchema>;
