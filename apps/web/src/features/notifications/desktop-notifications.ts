import type { Notification as PostNotification } from '@postcraft/contracts';
import { captionPreview } from './notification-format';

export type DesktopPermission = NotificationPermission | 'unsupported';

export function desktopPermission(): DesktopPermission {
  return typeof window !== 'undefined' && 'Notification' in window
    ? window.Notification.permission
    : 'unsupported';
}

/** Asks the browser; call it only from a click (browsers ignore or penalise other requests). */
export async function requestDesktopPermission(): Promise<DesktopPermission> {
  if (desktopPermission() === 'unsupported') return 'unsupported';
  return window.Notification.requestPermission();
}

/** One desktop notification for `notification`, when allowed and the tab is hidden. */
export function showDesktopNotification(notification: PostNotification): void {
  if (desktopPermission() !== 'granted' || document.visibilityState !== 'hidden') return;
  const shown = new window.Notification(notification.title, {
    body: [notification.message, captionPreview(notification.caption)].filter(Boolean).join('\n'),
    tag: notification._id,
  });
  shown.onclick = () => {
    window.focus();
    shown.close();
  };
}
