import {
  postFailedMail,
  SERVER_EVENTS,
  userRoom,
  type MailLanguage,
  type Notification,
} from '@postcraft/contracts';
import { UserModel } from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import type { SmtpMailer } from '@postcraft/mail';
import type { RealtimeEmitter } from './realtime-emitter.js';
import type { UnreadCountPush } from './unread-count-push.js';

/** Tells the owner of a post about a notification the publish run just stored. */
export type NotificationDispatch = (ownerId: string, notification: Notification) => Promise<void>;

/**
 * What happens right after the worker stores a notification: the user's open browsers get
 * `new_notification` (the missed ones come with `get_pending_notifications` later) and, at most
 * once a second, `unread_count_updated`; a failed post is also mailed, unless the user turned
 * those mails off. Neither failure undoes the outcome: each is logged.
 */
export function createNotificationDispatch(
  realtime: RealtimeEmitter,
  unreadCounts: UnreadCountPush,
  mailer: Pick<SmtpMailer, 'send'>,
  options: { calendarUrl: string },
  logger: Logger,
): NotificationDispatch {
  return async (ownerId, notification) => {
    try {
      await realtime.emit(userRoom(ownerId), SERVER_EVENTS.newNotification, notification);
      unreadCounts.request(ownerId);
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
  notification: Notification,
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
