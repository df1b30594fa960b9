import { Types } from 'mongoose';
import { useTestDatabase } from './test-support/use-test-database.js';
import { asOwnerId } from './owner-id.js';
import { NotificationModel } from './notification.model.js';
import {
  countUnreadNotifications,
  markNotificationRead,
  UNREAD_COUNT_CAP,
} from './notification.repository.js';

const owner = asOwnerId(new Types.ObjectId().toString());

const notificationsOf = (ownerId: string, count: number, isRead = false) =>
  Array.from({ length: count }, (_, index) => ({
    _id: `${ownerId}:${isRead ? 'read' : 'unread'}:${index}`,
    ownerId: new Types.ObjectId(ownerId),
    type: 'post_published',
    title: 'Published',
    message: `Post ${index}`,
    postId: new Types.ObjectId(),
    postType: 'image',
    isRead,
  }));

describe('unread notification count', () => {
  useTestDatabase();

  it("when an owner has read and unread notifications, then only their own unread ones count, up to the bell's cap", async () => {
    const other = new Types.ObjectId().toString();
    await NotificationModel.insertMany([
      ...notificationsOf(owner, 3),
      ...notificationsOf(owner, 2, true),
      ...notificationsOf(other, 4),
    ]);
    expect(await countUnreadNotifications(owner)).toBe(3);

    await markNotificationRead(owner, `${owner}:unread:0`);
    expect(await countUnreadNotifications(owner)).toBe(2);

    await NotificationModel.insertMany(notificationsOf(other, UNREAD_COUNT_CAP + 5).slice(4));
    expect(await countUnreadNotifications(asOwnerId(other))).toBe(UNREAD_COUNT_CAP);
  });
});
