import type { ConnectablePlatformId } from '@postcraft/contracts';
import { model, Schema, type Types } from 'mongoose';

/**
 * The engagement one published post has on one platform, as the platform last reported it: the
 * start of analytics. Written by the worker's engagement refresh (one writer per post and
 * platform at a time: the run that claimed it), read by the best-time choice. Read and write it
 * through post-engagement.repository.ts.
 */
export interface PostEngagementRecord {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  postId: Types.ObjectId;
  platform: ConnectablePlatformId;
  /** The platform's id of the post. */
  externalId: string;
  /** When it went out on this platform: what the best time buckets by. */
  publishedAt: Date;
  likes: number;
  comments: number;
  shares: number;
  /** Null where the platform's API gives no views. */
  views: number | null;
  fetchedAt: Date;
}

const postEngagementSchema = new Schema<PostEngagementRecord>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    postId: { type: Schema.Types.ObjectId, required: true },
    platform: { type: String, required: true },
    externalId: { type: String, required: true },
    publishedAt: { type: Date, required: true },
    likes: { type: Number, required: true },
    comments: { type: Number, required: true },
    shares: { type: Number, required: true },
    views: { type: Number, default: null },
    fetchedAt: { type: Date, required: true },
  },
  { collection: 'post_engagement' },
);
// One record per post and platform, refreshed in place.
postEngagementSchema.index({ postId: 1, platform: 1 }, { unique: true });
// The best time reads one owner's figures per platform over the look-back.
postEngagementSchema.index({ ownerId: 1, platform: 1, publishedAt: 1 });

export const PostEngagementModel = model<PostEngagementRecord>(
  'PostEngagement',
  postEngagementSchema,
);
