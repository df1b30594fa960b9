import type { Notification } from '@postcraft/contracts';

/** Spec 001 §9: the bell's limits. */
export const BELL_LIMITS = {
  /** Notifications the dropdown lists at first, newest first; 'Show more' adds as many again. */
  shown: 10,
  /** Characters of the caption preview before '…'. */
  captionChars: 180,
  /** Platform icons per notification. */
  platformIcons: 4,
  /** Above this the badge reads '99+'. */
  badgeMax: 99,
} as const;

/** The badge's text: nothing at 0, '99+' above 99. */
export function badgeText(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > BELL_LIMITS.badgeMax ? `${BELL_LIMITS.badgeMax}+` : String(unreadCount);
}

/** The caption cut at 180 characters (whole code points), with '…' when cut. */
export function captionPreview(caption: string): string {
  const chars = Array.from(caption.trim());
  if (chars.length <= BELL_LIMITS.captionChars) return chars.join('');
  return `${chars.slice(0, BELL_LIMITS.captionChars).join('').trimEnd()}…`;
}

/**
 * What the dropdown lists: every notification the channel holds, of every kind, each once, newest
 * first (the view shows BELL_LIMITS.shown at a time). Spec 001 §9 listed post outcomes only; the
 * badge counts every kind, so a hidden kind left a count the list did not explain.
 */
export function bellNotifications(notifications: readonly Notification[]): Notification[] {
  const seen = new Set<string>();
  return [...notifications]
    .filter((notification) => !seen.has(notification._id) && seen.add(notification._id))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** Notices about an account rather than a post: a click leads to the accounts. */
export const isAccountNotice = (notification: Notification): boolean =>
  notification.type === 'account_reconnect' || notification.type === 'account_disconnected';

/** Where the accounts are listed, with Add Account and Reconnect. */
export const ACCOUNTS_PATH = '/autopilotsettings';

/** The autopilot page; its approvals list has this anchor. */
export const AUTOPILOT_PATH = '/autopilotsettings';
export const APPROVALS_ANCHOR = 'approvals';
export const APPROVALS_PATH = `${AUTOPILOT_PATH}#${APPROVALS_ANCHOR}`;

/** Where the subscription's card is updated (a failed Premium payment leads there). */
export const SUBSCRIPTION_PATH = '/subscription';
export const DEVELOPERS_PATH = '/developers';

/** The platforms a notification shows icons for (at most 4). */
export function notificationPlatforms(notification: Notification): string[] {
  const platforms = notification.platforms.length
    ? notification.platforms
    : notification.platform
      ? [notification.platform]
      : [];
  return platforms.slice(0, BELL_LIMITS.platformIcons);
}

export type RelativeTime =
  | { unit: 'now' }
  | { unit: 'minutes'; count: number }
  | { unit: 'hours'; count: number }
  | { unit: 'date'; date: Date };

/** 'Just now' under a minute, minutes under 60, hours under 24, else the date. */
export function relativeTime(createdAt: string, now: Date): RelativeTime {
  const date = new Date(createdAt);
  const elapsedMs = Math.max(0, now.getTime() - date.getTime());
  const minutes = Math.floor(elapsedMs / 60_000);
  if (minutes < 1) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'date', date };
}

/**
 * Where a click on a notification leads: the accounts for an account notice, the subscription for
 * a failed payment, the autopilot's approvals for posts awaiting approval and its page for a
 * pause, the Developers page for a webhook turned off, else the post on its platform, else the calendar.
 */
export function notificationTarget(notification: Notification): string {
  if (isAccountNotice(notification)) return ACCOUNTS_PATH;
  if (notification.type === 'payment_failed') return SUBSCRIPTION_PATH;
  if (notification.type === 'autopilot_awaiting_approval') return APPROVALS_PATH;
  if (notification.type === 'autopilot_paused') return AUTOPILOT_PATH;
  if (notification.type === 'webhook_disabled') return DEVELOPERS_PATH;
  const url = notification.url ?? notification.metadata.url;
  if (url && /^https?:\/\//i.test(url)) return url;
  return '/calendar';
}
