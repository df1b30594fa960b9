import type { ConnectablePlatformId, PostType, ScheduledPostStatus } from '@postcraft/contracts';
import { model, Schema, type HydratedDocument, type Types } from 'mongoose';

export type PlatformOutcome = 'published' | 'failed' | 'unconfirmed';

/** How one platform's publish ended, as the post keeps it. */
export interface PlatformResultRecord {
  platform: ConnectablePlatformId;
  outcome: PlatformOutcome;
  externalId: string | null;
  url: string | null;
  message: string | null;
  publishedAt: Date | null;
  deletedAt: Date | null;
}

/**
 * A post to publish at `scheduledTime` on each of `platforms` (spec 001 §3). Read and write it
 * through scheduled-post.repository.ts, whose owner functions take an OwnerId.
 *
 * Writers: the API while the post is pending (create, cancel, reschedule: each only after the
 * job store agreed), then the one publish run (its results and final status, in one write), then
 * the API again for Delete. FerretDB writes whole documents, so no two of them overlap.
 */
export interface ScheduledPostRecord {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  jobId: string | null;
  scheduledTime: Date;
  originalScheduledTime: Date;
  caption: string;
  mediaUrl: string | null;
  /** Key in the media storage; null for a text-only post. */
  mediaKey: string | null;
  mediaMimeType: string | null;
  mediaSizeBytes: number | null;
  platforms: ConnectablePlatformId[];
  status: ScheduledPostStatus;
  type: PostType;
  platformResults: PlatformResultRecord[];
  /** The post this one was created from by rescheduling a post that was no longer pending. */
  rescheduledFrom: Types.ObjectId | null;
  /** 'schedule' for the calendar's posts, 'now' for Post Now's (which have no job). */
  origin: 'schedule' | 'now';
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type ScheduledPostDocument = HydratedDocument<ScheduledPostRecord>;

const platformResultSchema = new Schema<PlatformResultRecord>(
  {
    platform: { type: String, required: true },
    outcome: { type: String, required: true },
    externalId: { type: String, default: null },
    url: { type: String, default: null },
    message: { type: String, default: null },
    publishedAt: { type: Date, default: null },
    deletedAt: { type: Date, default: null },
  },
  { _id: false },
);

const scheduledPostSchema = new Schema<ScheduledPostRecord>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    jobId: { type: String, default: null },
    scheduledTime: { type: Date, required: true },
    originalScheduledTime: { type: Date, required: true },
    caption: { type: String, default: '' },
    mediaUrl: { type: String, default: null },
    mediaKey: { type: String, default: null },
    mediaMimeType: { type: String, default: null },
    mediaSizeBytes: { type: Number, default: null },
    platforms: { type: [String], required: true },
    status: { type: String, required: true },
    type: { type: String, required: true },
    platformResults: { type: [platformResultSchema], default: [] },
    rescheduledFrom: { type: Schema.Types.ObjectId, default: null },
    origin: { type: String, required: true, default: 'schedule' },
    completedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'scheduledPosts' },
);
// Every list is one owner's, by time (FerretDB is slow at sort+limit without an index).
scheduledPostSchema.index({ ownerId: 1, scheduledTime: 1 });
scheduledPostSchema.index({ ownerId: 1, status: 1, scheduledTime: 1 });
scheduledPostSchema.index({ ownerId: 1, jobId: 1 });
// The overdue sweep: pending posts whose time passed.
scheduledPostSchema.index({ status: 1, scheduledTime: 1 });
// The engagement refresh: posts published lately.
scheduledPostSchema.index({ status: 1, completedAt: 1 });

export const ScheduledPostModel = model<ScheduledPostRecord>('ScheduledPost', scheduledPostSchema);
