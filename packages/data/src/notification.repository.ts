import type { Notification } from '@postcraft/contracts';
import { Types } from 'mongoose';
import { NotificationModel, type NotificationRecord } from './notification.model.js';
import { ownerCheck } from './owner-check.js';
import type { OwnerId } from './owner-id.js';
import { InsertBatcher } from './insert-batcher.js';

export type NewNotification = Omit<
  NotificationRecord,
  'ownerId' | 'isRead' | 'createdAt' | 'url'
> & { url?: string | null };

/** Notifications written together (the outcomes of a burst of posts) share one insert. */
const notifications = new InsertBatcher(NotificationModel);

/**
 * Stores a notification for the owner. Its `_id` names the event, so writing the same event twice
 * (a re-run) keeps the first; answers the stored notification, or null when it existed already.
 */
export async function insertNotification(
  ownerId: OwnerId | Types.ObjectId,
  notification: NewNotification,
): Promise<NotificationRecord | null> {
  return notifications.insert({
    ...notification,
    ownerId: new Types.ObjectId(ownerId),
    isRead: false,
    createdAt: new Date(),
  });
}

/** The owner's newest notifications first. */
export function listNotifications(ownerId: OwnerId, limit: number): Promise<NotificationRecord[]> {
  return NotificationModel.find({ ownerId: new Types.ObjectId(ownerId) })
    .sort({ createdAt: -1 })
    .limit(limit)
    .lean()
    .exec();
}

/**
 * What the bell holds: the owner's `limit` newest notifications, and every unread one the badge
 * counts (up to UNREAD_COUNT_CAP) even when older, newest first, so each unread notification the
 * badge counts can be listed and marked read.
 */
export async function listBellNotifications(
  ownerId: OwnerId,
  limit: number,
): Promise<NotificationRecord[]> {
  const [newest, unread] = await Promise.all([
    listNotifications(ownerId, limit),
    NotificationModel.find({ ownerId: new Types.ObjectId(ownerId), isRead: false })
      .sort({ createdAt: -1 })
      .limit(UNREAD_COUNT_CAP)
      .lean()
      .exec(),
  ]);
  const seen = new Set(newest.map((record) => record._id));
  return [...newest, ...unread.filter((record) => !seen.has(record._id))].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  );
}

/** One notification of the owner, or null (none, or another user's). */
export function findNotification(
  ownerId: OwnerId,
  notificationId: string,
): Promise<NotificationRecord | null> {
  return NotificationModel.findOne({ _id: notificationId, ownerId: ownerCheck(ownerId) })
    .lean()
    .exec();
}

/** The bell shows '99+' above 99: counting further is work nobody sees. */
export const UNREAD_COUNT_CAP = 100;

/**
 * How many of the owner's notifications are unread, up to UNREAD_COUNT_CAP. The cap does not make
 * it cheap on FerretDB 1.24: it sends the filtered count to PostgreSQL without a LIMIT and decodes
 * every unread row of the owner, so the worker pushes this count at most once a second per user.
 * A counter document kept beside the notifications is no way out: FerretDB's `$inc` is not
 * atomic (200 concurrent increments left 31).
 */
export function countUnreadNotifications(ownerId: OwnerId): Promise<number> {
  return NotificationModel.countDocuments(
    { ownerId: new Types.ObjectId(ownerId), isRead: false },
    { limit: UNREAD_COUNT_CAP },
  ).exec();
}

/** Marks one of the owner's notifications read; false when the owner has no such notification. */
export async function markNotificationRead(
  ownerId: OwnerId,
  notificationId: string,
): Promise<boolean> {
  const result = await NotificationModel.updateOne(
    { _id: notificationId, ownerId: ownerCheck(ownerId) },
    { $set: { isRead: true } },
  ).exec();
  return result.matchedCount === 1;
}

/** A notification as the API and the real-time channel send it (spec 001 §3). */
export function toNotificationResponse(record: NotificationRecord): Notification {
  // A notice about no post (a failed payment) carries an empty post id.
  const postId = record.postId?.toString() ?? '';
  return {
    _id: record._id,
    type: record.type,
    title: record.title,
    message: record.message,
    isRead: record.isRead,
    createdAt: record.createdAt.toISOString(),
    jobId: record.jobId ?? null,
    postId,
    platform: record.platform ?? null,
    platforms: [...record.platforms],
    caption: record.caption,
    mediaUrl: record.mediaUrl ?? null,
    postType: record.postType,
    url: record.url ?? null,
    metadata: {
      caption: record.caption,
      mediaUrl: record.mediaUrl ?? null,
      type: record.postType,
      platform: record.platform ?? null,
      jobId: record.jobId ?? null,
      postId,
      url: record.url ?? null,
    },
  };
}

/** Deletes every notification of the owner (their account is being deleted). */
export async function deleteAllNotificationsOf(ownerId: OwnerId): Promise<number> {
  const result = await NotificationModel.deleteMany({
    ownerId: new Types.ObjectId(ownerId),
  }).exec();
  return result.deletedCount;
}
