import type { Notification } from '@postcraft/contracts';
import { Bell, BellOff, BellRing, ChevronDown, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth/use-auth';
import {
  desktopPermission,
  requestDesktopPermission,
  showDesktopNotification,
  type DesktopPermission,
} from './desktop-notifications';
import {
  BELL_LIMITS,
  badgeText,
  bellNotifications,
  isAccountNotice,
  notificationTarget,
  SUBSCRIPTION_PATH,
} from './notification-format';
import { NotificationItem, notificationLook } from './notification-item';
import { useRefreshAfterPublishNow, useReloadPosts } from './use-live-posts';
import { useNotificationChannel, type NotificationChannel } from './use-notification-channel';

/** The bell in the app top bar, on the signed-in user's notification channel. */
export function NotificationBell() {
  const { user } = useAuth();
  const reloadPosts = useReloadPosts();
  const channel = useNotificationChannel(user?._id ?? null, {
    onNew: (notification) => {
      reloadPosts(notification);
      showDesktopNotification(notification);
    },
    onReconnected: () => reloadPosts(),
  });
  useRefreshAfterPublishNow(channel.refresh);
  return <NotificationBellView channel={channel} />;
}

/**
 * The bell (spec 001 §2 screen 17, §9): the unread count on a badge ('99+' above 99), greyed while
 * the channel is disconnected; its dropdown (400 px wide, at most 600 px tall) lists the 10
 * newest notifications of every kind, 'Show more' adding 10 at a time until every one the channel
 * holds (each unread one among them) is listed, and marks everything read when it opens; an
 * outside click closes it.
 */
export function NotificationBellView({ channel }: { channel: NotificationChannel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const [permission, setPermission] = useState<DesktopPermission>(desktopPermission);
  const [visible, setVisible] = useState<number>(BELL_LIMITS.shown);
  const badge = badgeText(channel.unreadCount);
  const listed = bellNotifications(channel.notifications);
  const shown = listed.slice(0, visible);
  const hidden = listed.length - shown.length;
  const offline = channel.status === 'disconnected';

  useEffect(() => {
    if (!open) return undefined;
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, [open]);

  // Marks read what arrives while the dropdown is open too.
  const { markAllRead } = channel;
  useEffect(() => {
    if (open) markAllRead();
  }, [open, markAllRead]);

  function targetLabel(notification: Notification): string {
    if (isAccountNotice(notification)) return t('notifications.openAccounts');
    if (notification.type === 'autopilot_awaiting_approval')
      return t('notifications.openApprovals');
    if (notification.type === 'autopilot_paused') return t('notifications.openAutopilot');
    if (notificationTarget(notification) === SUBSCRIPTION_PATH)
      return t('notifications.openSubscription');
    return notificationTarget(notification).startsWith('/')
      ? t('notifications.openCalendar')
      : t('notifications.openOnPlatform');
  }

  function openNotification(notification: Notification) {
    const target = notificationTarget(notification);
    if (target.startsWith('/')) navigate(target);
    else window.open(target, '_blank', 'noopener,noreferrer');
  }

  return (
    <DropdownMenu
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setNow(new Date());
        else setVisible(BELL_LIMITS.shown);
      }}
    >
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn('relative', offline && 'opacity-50 grayscale')}
          aria-label={
            badge
              ? t('notifications.labelWithCount', { count: channel.unreadCount })
              : t('notifications.label')
          }
          data-status={channel.status}
        >
          {offline ? (
            <BellOff className="size-4.5" aria-hidden="true" />
          ) : (
            <Bell className="size-4.5" aria-hidden="true" />
          )}
          {badge ? (
            <span
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-danger px-1 text-[10px] leading-none font-bold text-danger-foreground"
            >
              {badge}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="flex max-h-[min(600px,calc(100vh-5rem))] w-[min(400px,calc(100vw-1rem))] flex-col p-0"
      >
        <DropdownMenuLabel className="flex items-center justify-between px-4 py-3 text-sm">
          {t('notifications.title')}
        </DropdownMenuLabel>
        <DropdownMenuSeparator className="m-0" />
        {offline ? (
          <div className="flex items-center justify-between gap-3 bg-muted px-4 py-2 text-xs text-muted-foreground">
            <span>{t('notifications.disconnected')}</span>
            <Button
              size="sm"
              variant="outline"
              onClick={(event) => {
                event.preventDefault();
                channel.retry();
              }}
            >
              <RefreshCw className="size-3.5" aria-hidden="true" />
              {t('notifications.retry')}
            </Button>
          </div>
        ) : null}
        <div className="min-h-0 flex-1 overflow-y-auto">
          {shown.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
              <Bell className="size-6 text-muted-foreground" aria-hidden="true" />
              <p className="text-sm font-semibold text-foreground">{t('notifications.empty')}</p>
              <p className="text-sm text-muted-foreground">{t('notifications.emptyBody')}</p>
            </div>
          ) : (
            shown.map((notification) => (
              <DropdownMenuItem
                key={notification._id}
                className="items-start rounded-none border-b border-border px-4 py-3 last:border-b-0"
                onSelect={() => openNotification(notification)}
                aria-label={`${notificationLook(notification, t).title}: ${targetLabel(notification)}`}
              >
                <NotificationItem notification={notification} now={now} />
              </DropdownMenuItem>
            ))
          )}
          {hidden > 0 ? (
            <div className="border-t border-border px-4 py-2">
              <Button
                size="sm"
                variant="ghost"
                className="w-full"
                onClick={(event) => {
                  event.preventDefault();
                  setVisible((current) => current + BELL_LIMITS.shown);
                }}
              >
                <ChevronDown className="size-3.5" aria-hidden="true" />
                {t('notifications.showMore', { count: Math.min(hidden, BELL_LIMITS.shown) })}
              </Button>
            </div>
          ) : null}
        </div>
        {permission !== 'unsupported' ? (
          <>
            <DropdownMenuSeparator className="m-0" />
            <div className="px-4 py-2">
              {permission === 'default' ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="w-full"
                  onClick={async (event) => {
                    event.preventDefault();
                    setPermission(await requestDesktopPermission());
                  }}
                >
                  <BellRing className="size-3.5" aria-hidden="true" />
                  {t('notifications.desktopAsk')}
                </Button>
              ) : (
                <p className="text-center text-xs text-muted-foreground">
                  {permission === 'granted'
                    ? t('notifications.desktopOn')
                    : t('notifications.desktopBlocked')}
                </p>
              )}
            </div>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
