import { postFailedMail, SERVER_EVENTS, userRoom, type MailLanguage } from '@postcraft/contracts';
import {
  asOwnerId,
  countUnreadNotifications,
  findNotification,
  toNotificationResponse,
  UserModel,
  type NewNotification,
} from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import type { SmtpMailer } from '@postcraft/mail';
import type { NotificationListener } from '@postcraft/publishing';
import type { RealtimeEmitter } from './realtime-emitter.js';

/**
 * What happens right after the worker stores a notification: the user's open browsers get
 * `new_notification` and `unread_count_updated` (the missed ones come with
 * `get_pending_notifications` later), and a failed post is also mailed, unless the user turned
 * those mails off. Neither failure undoes the outcome: each is logged.
 */
export function createNotificationDispatch(
  realtime: RealtimeEmitter,
  mailer: Pick<SmtpMailer, 'send'>,
  options: { calendarUrl: string },
  logger: Logger,
): NotificationListener {
  return async (ownerId: string, notification: NewNotification) => {
    const owner = asOwnerId(ownerId);
    try {
      const stored = await findNotification(owner, notification._id);
      if (stored) {
        const room = userRoom(ownerId);
        await realtime.emit(room, SERVER_EVENTS.newNotification, toNotificationResponse(stored));
        await realtime.emit(
          room,
          SERVER_EVENTS.unreadCountUpdated,
          await countUnreadNotifications(owner),
        );
      }
    } catch (error) {
      logger.warn({ err: error, notificationId: notification._id }, 'notification not pushed');
    }
    if (notification.type !== 'post_failed') return;
    try {
      await mailFailure(ownerId, notification, mailer, options.calendarUrl, logger);
    } catch (error) {
      logger.warn({ err: error, notificationId: notification._id }, 'failure mail not sent');
    }
  };
}

async function mailFailure(
  ownerId: string,
  notification: NewNotification,
  mailer: Pick<SmtpMailer, 'send'>,
  calendarUrl: string,
  logger: Logger,
): Promise<void> {
  const user = await UserModel.findById(ownerId, {
    email: 1,
    language: 1,
    notificationSettings: 1,
  })
    .lean()
    .exec();
  if (!user) return;
  if (user.notificationSettings?.emailOnPostFailure === false) {
    logger.info({ notificationId: notification._id }, 'failure mail turned off by the user');
    return;
  }
  const language: MailLanguage = user.language ?? 'en';
  await mailer.send(
    postFailedMail(
      user.email,
      { message: notification.message, caption: notification.caption, calendarUrl },
      language,
    ),
  );
}
