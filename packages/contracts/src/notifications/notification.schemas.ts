import { z } from 'zod';
import { PostTypeSchema } from '../constants/post-status.js';

/**
 * Kinds of notification: the two post outcomes, an account the platform no longer accepts
 * (`account_reconnect`), a post that came due on an account the user disconnected
 * (`account_disconnected`), and a Premium renewal whose payment failed (`payment_failed`, about
 * no post: its `postId` is empty), and the autopilot's: a batch of planned posts awaiting approval
 * (`postId` is the batch's first post), a planned post not approved in time, and a pause; and a
 * webhook turned off after failing for a day (`webhook_disabled`, about no post). The bell's dropdown lists every kind (spec 001 §9 named the first two
 * only; an unread notice the badge counted but the list hid left the badge unexplained).
 */
export const NOTIFICATION_TYPES = [
  'post_published',
  'post_failed',
  'account_reconnect',
  'account_disconnected',
  'payment_failed',
  'autopilot_awaiting_approval',
  'autopilot_expired',
  'autopilot_paused',
  'webhook_disabled',
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

export const NotificationMetadataSchema = z.object({
  caption: z.string(),
  mediaUrl: z.string().nullable(),
  type: PostTypeSchema,
  platform: z.string().nullable(),
  jobId: z.string().nullable(),
  postId: z.string(),
  /** The post's public address on its platform (the first published one), when it has one. */
  url: z.string().nullable(),
});

/**
 * A notification as the API and the real-time channel send it (spec 001 §3): one per publish
 * outcome of a post. The post's fields sit both at the top level and in `metadata`, so every
 * reading the spec's normalisation tries finds them.
 */
export const NotificationSchema = z.object({
  _id: z.string(),
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  jobId: z.string().nullable(),
  postId: z.string(),
  /** The one platform the outcome is about, or null when it covers every platform of the post. */
  platform: z.string().nullable(),
  platforms: z.array(z.string()),
  caption: z.string(),
  mediaUrl: z.string().nullable(),
  postType: PostTypeSchema,
  /** The post's public address on its platform (the first published one), when it has one. */
  url: z.string().nullable(),
  metadata: NotificationMetadataSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;
