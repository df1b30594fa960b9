import type { Notification } from '@postcraft/contracts';
import {
  CalendarX,
  CircleAlert,
  CircleCheck,
  CirclePause,
  ClipboardCheck,
  CreditCard,
  TriangleAlert,
  Unplug,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DateFormat } from '../../lib/date-format';
import { useDateFormat } from '../../lib/use-date-format';
import { PlatformBadge } from '../../components/platform-badge';
import { getPlatformName } from '../connections/platform-names';
import { cn } from '../../lib/cn';
import {
  captionPreview,
  notificationPlatforms,
  relativeTime,
  type RelativeTime,
} from './notification-format';

export function useRelativeTimeText(): (time: RelativeTime) => string {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (time) => relativeTimeText(time, t, format);
}

/** 'Just now', '5m ago', '3h ago', else 'Jun 10' (the year when not this one), in `format`'s language and zone. */
export function relativeTimeText(time: RelativeTime, t: TFunction, format: DateFormat): string {
  switch (time.unit) {
    case 'now':
      return t('notifications.justNow');
    case 'minutes':
      return t('notifications.minutesAgo', { count: time.count });
    case 'hours':
      return t('notifications.hoursAgo', { count: time.count });
    case 'date':
      return format.recentDate(time.date);
  }
}

interface NotificationLook {
  Icon: LucideIcon;
  /** `!`: the menu item greys every icon inside it. */
  iconClass: string;
  title: string;
  message: string;
}

/**
 * Each kind's icon and text, in the interface's language of now rather than the one the server
 * wrote it in; a failure keeps the server's message, which carries each platform's own reason.
 */
export function notificationLook(notification: Notification, t: TFunction): NotificationLook {
  const platform = getPlatformName(notification.platform ?? notification.platforms[0] ?? '');
  switch (notification.type) {
    case 'post_failed':
      return {
        Icon: CircleAlert,
        iconClass: 'text-danger!',
        title: t('notifications.failedTitle'),
        message: notification.message,
      };
    case 'account_reconnect':
      return {
        Icon: TriangleAlert,
        iconClass: 'text-warning!',
        title: t('notifications.reconnectTitle'),
        message: t('notifications.reconnectBody', { platform }),
      };
    case 'account_disconnected':
      return {
        Icon: Unplug,
        iconClass: 'text-muted-foreground!',
        title: t('notifications.disconnectedTitle'),
        message: t('notifications.disconnectedBody', { platform }),
      };
    case 'payment_failed':
      // About no post: the server's own text, written in the user's language.
      return {
        Icon: CreditCard,
        iconClass: 'text-danger!',
        title: notification.title,
        message: notification.message,
      };
    case 'post_published':
      return {
        Icon: CircleCheck,
        iconClass: 'text-success!',
        title: t('notifications.publishedTitle'),
        message: t('notifications.publishedOn', {
          names: notification.platforms.map(getPlatformName).join(', '),
        }),
      };
    // The autopilot's notices: counts, reasons and times are the server's, in the user's language.
    case 'autopilot_awaiting_approval':
      return {
        Icon: ClipboardCheck,
        iconClass: 'text-awaiting!',
        title: notification.title,
        message: notification.message,
      };
    case 'autopilot_expired':
      return {
        Icon: CalendarX,
        iconClass: 'text-danger!',
        title: notification.title,
        message: notification.message,
      };
    case 'autopilot_paused':
      return {
        Icon: CirclePause,
        iconClass: 'text-warning!',
        title: notification.title,
        message: notification.message,
      };
    case 'webhook_disabled':
      return {
        Icon: Webhook,
        iconClass: 'text-danger!',
        title: notification.title,
        message: notification.message,
      };
  }
}

/** One row of the dropdown: its kind's icon, title, message, caption preview, platforms, time. */
export function NotificationItem({ notification, now }: { notification: Notification; now: Date }) {
  const { t } = useTranslation();
  const timeText = useRelativeTimeText();
  const { Icon, iconClass, title, message } = notificationLook(notification, t);
  const caption = captionPreview(notification.caption);
  return (
    <div className="flex w-full gap-3 text-left">
      <Icon className={cn('mt-0.5 size-5! shrink-0', iconClass)} aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className="truncate text-sm font-semibold text-foreground">{title}</p>
          <time
            dateTime={notification.createdAt}
            className="shrink-0 text-xs text-muted-foreground"
          >
            {timeText(relativeTime(notification.createdAt, now))}
          </time>
        </div>
        <p className="text-sm break-words text-muted-foreground">{message}</p>
        {caption ? (
          <p className="text-xs break-words text-muted-foreground/90 italic">{caption}</p>
        ) : null}
        <div className="flex items-center gap-1 pt-0.5">
          {notificationPlatforms(notification).map((platform) => (
            <PlatformBadge key={platform} platform={platform} className="size-5 text-[10px]" />
          ))}
          {!notification.isRead ? (
            <span className="ml-auto size-2 rounded-full bg-primary" aria-hidden="true" />
          ) : null}
        </div>
      </div>
    </div>
  );
}
