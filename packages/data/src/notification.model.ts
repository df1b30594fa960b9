import type { NotificationType, PostType } from '@postcraft/contracts';
import { model, Schema, type Types } from 'mongoose';

/**
 * A message to a user about one of their posts (spec 001 §3), or about their account (a failed
 * Premium payment: no post, `postId` null). `_id` is chosen by the writer (`<postId>:<kind>` for
 * publish outcomes, `payment_failed:<invoice>`) so that a re-run of the same outcome writes it once.
 */
export interface NotificationRecord {
  _id: string;
  ownerId: Types.ObjectId;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  postId: Types.ObjectId | null;
  jobId: string | null;
  platform: string | null;
  platforms: string[];
  caption: string;
  mediaUrl: string | null;
  postType: PostType;
  /** The post's public address on its platform (the first published one), or null. */
  url: string | null;
  createdAt: Date;
}

const notificationSchema = new Schema<NotificationRecord>(
  {
    _id: { type: String, required: true },
    ownerId: { type: Schema.Types.ObjectId, required: true },
    type: { type: String, required: true },
    title: { type: String, required: true },
    message: { type: String, required: true },
    isRead: { type: Boolean, default: false },
    postId: { type: Schema.Types.ObjectId, default: null },
    jobId: { type: String, default: null },
    platform: { type: String, default: null },
    platforms: { type: [String], default: [] },
    caption: { type: String, default: '' },
    mediaUrl: { type: String, default: null },
    postType: { type: String, required: true },
    url: { type: String, default: null },
  },
  {
    collection: 'notifications',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
notificationSchema.index({ ownerId: 1, createdAt: -1 });
notificationSchema.index({ ownerId: 1, isRead: 1 });

export const NotificationModel = model<NotificationRecord>('Notification', notificationSchema);
