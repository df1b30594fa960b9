import {
  NOTIFICATION_TEXTS,
  PLATFORM_DISPLAY_NAMES,
  SCHEDULING_MESSAGES,
  translateApiMessage,
  type MailLanguage,
  type Notification,
  type PlatformId,
} from '@postcraft/contracts';
import {
  insertNotification,
  toNotificationResponse,
  UserModel,
  type NewNotification,
  type NotificationRecord,
  type ScheduledPostRecord,
} from '@postcraft/data';
import type { PlatformPublishResult } from './publish-to-platform.js';

/** A platform's name as people read it ('Twitter (X)', 'Sandbox'). */
export const platformDisplayName = (platform: string): string =>
  PLATFORM_DISPLAY_NAMES[platform as PlatformId] ??
  platform.charAt(0).toUpperCase() + platform.slice(1);

const nameOf = platformDisplayName;

/**
 * Writes the notifications of a publish outcome, in the owner's language: `post_published` naming
 * the platforms that have the post (with the post's public address), `post_failed` naming each
 * other platform with its reason, and `account_reconnect` for each platform that refused the
 * account (`account_disconnected` when the user disconnected it). Their ids
 * (`<postId>:post_published`, `<postId>:post_failed`, `<postId>:<type>:<platform>`) make a re-run
 * write each once. Answers the
 * notifications this call wrote, as the real-time channel sends them.
 */
export async function notifyPublishOutcome(
  post: ScheduledPostRecord,
  results: PlatformPublishResult[],
  languageOf: (ownerId: string) => Promise<MailLanguage> = readOwnerLanguage,
): Promise<Notification[]> {
  const postId = post._id.toString();
  const language = await languageOf(post.ownerId.toString());
  const texts = NOTIFICATION_TEXTS[language];
  const published = results.filter((result) => result.outcome === 'published');
  const failed = results.filter((result) => result.outcome !== 'published');
  const common = {
    postId: post._id,
    jobId: post.jobId ?? null,
    caption: post.caption,
    mediaUrl: post.mediaUrl ?? null,
    postType: post.type,
    url: published.find((result) => result.url)?.url ?? null,
  };
  const notifications: NewNotification[] = [];

  if (published.length > 0) {
    const names = published.map((result) => nameOf(result.platform)).join(', ');
    notifications.push({
      _id: `${postId}:post_published`,
      type: 'post_published',
      title: texts.publishedTitle,
      message: texts.published(names),
      platform: published.length === 1 ? published[0]!.platform : null,
      platforms: published.map((result) => result.platform),
      ...common,
    });
  }
  if (failed.length > 0) {
    const reasons = failed
      .map((result) => {
        // The catalogue's reasons in the owner's language; a platform's own as it gave it.
        const reason = result.message ? translateApiMessage(result.message, language) : null;
        return `${nameOf(result.platform)}: ${reason ?? texts.unknownReason}`;
      })
      .join('; ');
    notifications.push({
      _id: `${postId}:post_failed`,
      type: 'post_failed',
      title: texts.failedTitle,
      message: texts.failed(reasons),
      platform: failed.length === 1 ? failed[0]!.platform : null,
      platforms: failed.map((result) => result.platform),
      ...common,
    });
  }
  for (const result of failed.filter((result) => result.errorKind === 'reauth_required')) {
    // The user disconnected it themselves: the notice says so rather than blame the platform.
    const byUser = result.message === SCHEDULING_MESSAGES.accountDisconnected;
    const type = byUser ? 'account_disconnected' : 'account_reconnect';
    notifications.push({
      _id: `${postId}:${type}:${result.platform}`,
      type,
      title: byUser ? texts.disconnectedTitle : texts.reconnectTitle,
      message: (byUser ? texts.disconnected : texts.reconnect)(nameOf(result.platform)),
      platform: result.platform,
      platforms: [result.platform],
      ...common,
    });
  }

  const written: Array<NotificationRecord | null> = [];
  for (const notification of notifications) {
    written.push(await insertNotification(post.ownerId, notification));
  }
  return written
    .filter((record): record is NotificationRecord => record !== null)
    .map(toNotificationResponse);
}

/** The language a user reads Postcraft in (notifications are written in it). */
export async function readOwnerLanguage(ownerId: string): Promise<MailLanguage> {
  const owner = await UserModel.findById(ownerId, { language: 1 }).lean().exec();
  return owner?.language ?? 'en';
}
