import type { Notification } from '@postcraft/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { CURRENT_USER_QUERY_KEY } from '../auth/use-auth';
import { buildUser } from '../../test/user.factory';
import { i18n } from '../../i18n/i18n';
import { jestObject } from '../../test/browser-windows';
import { NotificationBellView } from './notification-bell';
import {
  badgeText,
  bellNotifications,
  captionPreview,
  notificationTarget,
  relativeTime,
} from './notification-format';
import type { NotificationChannel } from './use-notification-channel';

const NOW = new Date('2026-03-10T12:00:00Z');
let seq = 0;

function notification(overrides: Partial<Notification> = {}): Notification {
  seq += 1;
  const base = {
    _id: `n${seq}`,
    type: 'post_published' as const,
    title: 'Post published',
    message: 'Your post was published on Sandbox.',
    isRead: false,
    createdAt: new Date(NOW.getTime() - seq * 1000).toISOString(),
    jobId: null,
    postId: `p${seq}`,
    platform: 'sandbox',
    platforms: ['sandbox'],
    caption: `Caption ${seq}`,
    mediaUrl: null,
    postType: 'image' as const,
    url: null,
  };
  const merged = { ...base, ...overrides };
  return {
    ...merged,
    metadata: {
      caption: merged.caption,
      mediaUrl: merged.mediaUrl,
      type: merged.postType,
      platform: merged.platform,
      jobId: merged.jobId,
      postId: merged.postId,
      url: merged.url,
    },
  };
}

function channel(overrides: Partial<NotificationChannel> = {}): NotificationChannel {
  return {
    status: 'connected',
    notifications: [],
    unreadCount: 0,
    markAllRead: jestObject.fn(),
    retry: jestObject.fn(),
    refresh: jestObject.fn(),
    ...overrides,
  };
}

/** Where the app is, so a test can see where a click led. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

function renderBell(value: NotificationChannel) {
  // The signed-in user, whose time zone dates are written in.
  const client = new QueryClient();
  client.setQueryData(CURRENT_USER_QUERY_KEY, buildUser({ timeZone: 'Europe/Paris' }));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBellView channel={value} />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Opens the dropdown; it positions itself asynchronously, so this settles inside act. */
const openBell = async () => {
  const trigger = screen.getByRole('button', { name: /notifications/i });
  await act(async () => {
    fireEvent.keyDown(trigger, { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return trigger;
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('bell formatting', () => {
  it('when the unread count is 0, 1, 99 or 100, then the badge reads nothing, 1, 99 or 99+', () => {
    expect([0, 1, 99, 100, 2500].map(badgeText)).toEqual([null, '1', '99', '99+', '99+']);
  });

  it('when a caption is longer than 180 characters, then the preview keeps 180 and adds an ellipsis', () => {
    expect(captionPreview('a'.repeat(180))).toBe('a'.repeat(180));
    expect(captionPreview('b'.repeat(181))).toBe(`${'b'.repeat(180)}…`);
    // Whole characters: an emoji is never cut in half.
    expect(captionPreview('😀'.repeat(200))).toBe(`${'😀'.repeat(180)}…`);
  });

  it('when time passes, then it reads now, minutes under 60, hours under 24, else a date', () => {
    const ago = (ms: number) => relativeTime(new Date(NOW.getTime() - ms).toISOString(), NOW);
    expect(ago(59_000)).toEqual({ unit: 'now' });
    expect(ago(60_000)).toEqual({ unit: 'minutes', count: 1 });
    expect(ago(59 * 60_000)).toEqual({ unit: 'minutes', count: 59 });
    expect(ago(60 * 60_000)).toEqual({ unit: 'hours', count: 1 });
    expect(ago(23 * 3_600_000 + 59 * 60_000)).toEqual({ unit: 'hours', count: 23 });
    expect(ago(24 * 3_600_000)).toMatchObject({ unit: 'date' });
  });

  it('when notifications of every kind arrive, then the list keeps each of them once, newest first', () => {
    const many = Array.from({ length: 14 }, () => notification());
    const reconnect = notification({ type: 'account_reconnect', createdAt: NOW.toISOString() });
    const shown = bellNotifications([reconnect, ...many.reverse(), many[0]!]);
    expect(shown).toHaveLength(15);
    expect(shown[0]!.type).toBe('account_reconnect');
    expect(shown[0]!.createdAt >= shown[14]!.createdAt).toBe(true);
  });

  it('when a notice is about an account, then a click leads to the accounts', () => {
    expect(notificationTarget(notification({ type: 'account_disconnected' }))).toBe(
      '/autopilotsettings',
    );
    expect(notificationTarget(notification({ type: 'account_reconnect' }))).toBe(
      '/autopilotsettings',
    );
  });

  it("when a notification has the post's public address, then a click opens it; otherwise the calendar", () => {
    expect(notificationTarget(notification({ url: 'https://x.com/p/1' }))).toBe(
      'https://x.com/p/1',
    );
    expect(notificationTarget(notification({ url: 'javascript:alert(1)' }))).toBe('/calendar');
    expect(notificationTarget(notification())).toBe('/calendar');
  });
});

describe('the notification bell', () => {
  it('when there are 150 unread, then the badge reads 99+', () => {
    renderBell(channel({ unreadCount: 150 }));
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Notifications, 150 unread' })).toBeInTheDocument();
  });

  it('when there are none, then opening shows the empty state, in English and in French', async () => {
    const view = renderBell(channel());
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    await openBell();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(
      screen.getByText("You'll see notifications here when posts are published"),
    ).toBeInTheDocument();
    view.unmount();

    await i18n.changeLanguage('fr');
    renderBell(channel());
    await openBell();
    expect(await screen.findByText('Aucune notification pour l’instant')).toBeInTheDocument();
  });

  it('when it opens, then it marks everything read and lists the posts with relative times and at most 4 platform icons', async () => {
    const markAllRead = jestObject.fn();
    const recent = notification({
      createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      platforms: ['twitter', 'linkedin', 'facebook', 'pinterest', 'telegram'],
      caption: 'c'.repeat(300),
    });
    const failed = notification({
      type: 'post_failed',
      title: 'Post failed',
      message: 'Your post could not be published on Sandbox: caption refused',
      createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    });
    renderBell(channel({ notifications: [recent, failed], unreadCount: 2, markAllRead }));
    await openBell();
    const menu = await screen.findByRole('menu');
    expect(markAllRead).toHaveBeenCalled();
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('5m ago')).toBeInTheDocument();
    expect(items[0]!.querySelectorAll('[data-platform]')).toHaveLength(4);
    expect(within(items[0]!).getByText(`${'c'.repeat(180)}…`)).toBeInTheDocument();
    expect(within(items[1]!).getByText('3h ago')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/caption refused/)).toBeInTheDocument();
  });

  it("when French is on, then times and a published post's title and message read in French", async () => {
    await i18n.changeLanguage('fr');
    renderBell(
      channel({
        notifications: [
          notification({ createdAt: new Date(Date.now() - 7 * 60_000).toISOString() }),
        ],
      }),
    );
    await openBell();
    expect(await screen.findByText('il y a 7 min')).toBeInTheDocument();
    // Written by the server in English, shown in the interface's language.
    expect(screen.getByText('Post publié')).toBeInTheDocument();
    expect(screen.getByText('Votre post est en ligne sur Sandbox.')).toBeInTheDocument();
  });

  it('when the badge counts unread notices of every kind, then each is listed with its own text, in English and in French', async () => {
    const kinds = [
      notification({ type: 'account_disconnected', platform: 'sandbox' }),
      notification({ type: 'account_reconnect', platform: 'linkedin', platforms: ['linkedin'] }),
      notification({ type: 'post_failed', message: 'Your post could not be published on X' }),
    ];
    const view = renderBell(channel({ notifications: kinds, unreadCount: 3 }));
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
    await openBell();
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    expect(
      within(menu).getByText('You disconnected Sandbox. Reconnect it to publish there again.'),
    ).toBeInTheDocument();
    expect(
      within(menu).getByText(
        'LinkedIn no longer accepts your account: reconnect it to keep posting.',
      ),
    ).toBeInTheDocument();
    expect(
      within(menu).getByRole('menuitem', { name: 'Account disconnected: Open your accounts' }),
    ).toBeInTheDocument();
    view.unmount();

    await i18n.changeLanguage('fr');
    renderBell(channel({ notifications: kinds, unreadCount: 3 }));
    await openBell();
    expect(
      await screen.findByText(
        'Vous avez déconnecté Sandbox. Reconnectez-le pour y publier à nouveau.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Reconnectez votre compte')).toBeInTheDocument();
  });

  it('when a Premium payment failed, then the notice shows the server’s text and leads to the subscription', async () => {
    const failed = notification({
      type: 'payment_failed',
      title: 'Premium payment failed',
      message: 'We could not charge your card for Premium.',
      postId: '',
      platform: null,
      platforms: [],
      caption: '',
    });
    expect(notificationTarget(failed)).toBe('/subscription');
    renderBell(channel({ notifications: [failed], unreadCount: 1 }));
    await openBell();
    const menu = await screen.findByRole('menu');
    expect(
      within(menu).getByText('We could not charge your card for Premium.'),
    ).toBeInTheDocument();
    expect(
      within(menu).getByRole('menuitem', {
        name: 'Premium payment failed: Open your subscription',
      }),
    ).toBeInTheDocument();
  });

  it('when the autopilot notifies, then each notice shows the server’s title and message with its icon, and posts to approve lead to the approvals', async () => {
    const awaiting = notification({
      type: 'autopilot_awaiting_approval',
      title: 'Posts to approve',
      message: 'Autopilot planned 3 posts. Approve them to have them published.',
      platforms: ['linkedin'],
    });
    const expired = notification({
      type: 'autopilot_expired',
      title: 'Planned post not published',
      message: 'A planned post was still awaiting approval at its time, twice.',
    });
    const paused = notification({
      type: 'autopilot_paused',
      title: 'Autopilot paused',
      message: 'Autopilot has no connected account to post to. Connect one to resume it.',
      postId: '',
      platform: null,
      platforms: [],
      caption: '',
    });
    expect(notificationTarget(awaiting)).toBe('/autopilotsettings#approvals');
    expect(notificationTarget(paused)).toBe('/autopilotsettings');
    expect(notificationTarget(expired)).toBe('/calendar');

    renderBell(channel({ notifications: [awaiting, expired, paused], unreadCount: 3 }));
    await openBell();
    const menu = await screen.findByRole('menu');
    for (const { title, message } of [awaiting, expired, paused]) {
      expect(within(menu).getByText(title)).toBeInTheDocument();
      expect(within(menu).getByText(message)).toBeInTheDocument();
    }
    expect(
      within(menu).getByRole('menuitem', { name: 'Autopilot paused: Open autopilot' }),
    ).toBeInTheDocument();
    // Every kind has its icon.
    for (const item of within(menu).getAllByRole('menuitem')) {
      expect(item.querySelector('svg')).not.toBeNull();
    }

    fireEvent.click(
      within(menu).getByRole('menuitem', { name: 'Posts to approve: Review the posts to approve' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/autopilotsettings#approvals');
  });

  it('when there are more than 10, then Show more lists 10 more each time until all are listed', async () => {
    const many = Array.from({ length: 23 }, () => notification());
    renderBell(channel({ notifications: many, unreadCount: 23 }));
    await openBell();
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(10);
    fireEvent.click(within(menu).getByRole('button', { name: 'Show 10 more' }));
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(20);
    fireEvent.click(within(menu).getByRole('button', { name: 'Show 3 more' }));
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(23);
    expect(within(menu).queryByRole('button', { name: /Show \d+ more/ })).toBeNull();
    // The oldest is listed too.
    expect(within(menu).getByText('Caption ' + many[22]!.postId.slice(1))).toBeInTheDocument();
  });

  it('when the channel is disconnected, then the bell is greyed and the dropdown offers a retry', async () => {
    const retry = jestObject.fn();
    renderBell(channel({ status: 'disconnected', retry }));
    const trigger = await openBell();
    expect(trigger).toHaveAttribute('data-status', 'disconnected');
    expect(trigger.className).toMatch(/grayscale/);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});
