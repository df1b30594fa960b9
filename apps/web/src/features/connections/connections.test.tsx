import {
  connectionStartPath,
  type ConnectablePlatformId,
  type ConnectionSessionStatus,
  type PlatformAvailability,
  type User,
} from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startApiStub, type ApiStub, type StubRequest } from '../../test/api-stub';
import {
  jestObject,
  postMessageFrom,
  stubWindowOpen,
  waitRealTimeUntil,
} from '../../test/browser-windows';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { AUTOPILOT_OFF, autopilotAnswer } from '../../test/autopilot.factory';

const PLATFORMS: PlatformAvailability[] = [
  {
    platform: 'linkedin',
    name: 'LinkedIn',
    status: 'available',
    connection: 'oauth2',
    reason: null,
  },
  {
    platform: 'twitter',
    name: 'Twitter (X)',
    status: 'available',
    connection: 'oauth2',
    reason: null,
  },
  {
    platform: 'instagram',
    name: 'Instagram',
    status: 'available',
    connection: 'oauth2',
    reason: null,
  },
  {
    platform: 'facebook',
    name: 'Facebook',
    status: 'unconfigured',
    connection: 'oauth2',
    reason: 'No credentials are configured for Facebook',
  },
  {
    platform: 'whatsapp',
    name: 'WhatsApp',
    status: 'unavailable',
    connection: 'oauth2',
    reason: 'WhatsApp offers no public posting API',
  },
];

const LINKEDIN_ACCOUNT: User['connectedAccounts'][number] = {
  platform: 'linkedin',
  username: 'jane',
  brandLogo: null,
  likes: 12,
  needsReconnect: false,
  profileUrl: null,
};

const TWITTER_ACCOUNT: User['connectedAccounts'][number] = {
  platform: 'twitter',
  username: 'jane_x',
  brandLogo: null,
  likes: 40,
  needsReconnect: false,
  profileUrl: null,
};

let api: ApiStub;
let user: User;
let sessionStatus: Omit<ConnectionSessionStatus, 'userId'>;
let windowOpen: ReturnType<typeof stubWindowOpen>;

beforeEach(async () => {
  user = buildUser({ connectedAccounts: [LINKEDIN_ACCOUNT] });
  sessionStatus = {
    status: 'pending',
    authenticated: false,
    token: null,
    user: null,
    connectedAccount: null,
    error: null,
    needsProfessional: false,
  };
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user } } }),
    'GET /api/user/autopilot': autopilotAnswer(() => AUTOPILOT_OFF),
    'GET /api/connections/platforms': () => ({
      status: 200,
      body: { data: { platforms: PLATFORMS } },
    }),
    'POST /api/connections/sessions': ({ body }) => {
      const { platform, sessionId } = body as {
        platform: ConnectablePlatformId;
        sessionId: string;
      };
      return {
        status: 201,
        body: {
          data: {
            sessionId,
            token: 'one-time-token',
            startUrl: `${connectionStartPath(platform)}?sessionId=${sessionId}&token=one-time-token`,
            expiresAt: '2030-01-01T00:00:00.000Z',
          },
        },
      };
    },
    'GET /api/twitter/session-status': () => ({
      status: 200,
      body: { ...sessionStatus, userId: user.id },
    }),
  });
  windowOpen = stubWindowOpen();
});

afterEach(async () => {
  jestObject.useRealTimers();
  windowOpen.restore();
  await api.settled();
  await api.close();
});

const calls = (path: string): StubRequest[] =>
  api.requests.filter((request) => request.path === path);

async function openAddAccountDialog(path = '/autopilotsettings') {
  const view = renderRoute(path);
  fireEvent.click(await screen.findByRole('button', { name: 'Add Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add an account' });
  await within(dialog).findByRole('list', { name: 'Platforms' });
  return { ...view, dialog };
}

/** Clicks Connect for a platform and waits until the popup was sent to the start address. */
async function startConnecting(dialog: HTMLElement, name: string) {
  fireEvent.click(within(dialog).getByRole('button', { name: `Connect ${name}` }));
  await waitFor(() => expect(windowOpen.popup.location.href).not.toBe('about:blank'));
  const session = calls('/api/connections/sessions')[0]?.body as { sessionId: string };
  return session.sessionId;
}

describe('Add Account', () => {
  it('when the dialog opens, then available platforms can be connected, the others say why not, and connected ones are left out', async () => {
    const { dialog } = await openAddAccountDialog();
    const list = within(dialog).getByRole('list', { name: 'Platforms' });

    expect(within(list).queryByText('LinkedIn')).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Connect Twitter (X)' })).toBeEnabled();
    expect(within(list).getByRole('button', { name: 'Connect Instagram' })).toBeEnabled();

    const facebook = within(list).getByRole('button', { name: 'Connect Facebook' });
    expect(facebook).toHaveAttribute('aria-disabled', 'true');
    expect(facebook).toHaveAccessibleDescription('Available soon');
    // Said on the row too, not only on hover or to screen readers.
    expect(within(list).getByText('Available soon', { ignore: '.sr-only' })).toBeVisible();
    expect(within(list).getByText('Not available', { ignore: '.sr-only' })).toBeVisible();
    fireEvent.focus(facebook);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Available soon');

    const whatsapp = within(list).getByRole('button', { name: 'Connect WhatsApp' });
    expect(whatsapp).toHaveAccessibleDescription(
      "WhatsApp has no public API for posting, so it can't be connected.",
    );
    fireEvent.click(whatsapp);
    expect(windowOpen.calls).toHaveLength(0);
  });

  it('when every platform is already connected, then the dialog says so', async () => {
    api.answer({
      'GET /api/connections/platforms': () => ({
        status: 200,
        body: { data: { platforms: PLATFORMS.slice(0, 2) } },
      }),
    });
    user = { ...user, connectedAccounts: [LINKEDIN_ACCOUNT, TWITTER_ACCOUNT] };
    renderRoute('/autopilotsettings');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add an account' });
    expect(
      await within(dialog).findByText('All available platforms are already connected!'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('when an available platform is clicked, then a centred 500×650 popup opens and goes to the start address the API answered', async () => {
    const { dialog } = await openAddAccountDialog();
    const sessionId = await startConnecting(dialog, 'Twitter (X)');

    expect(windowOpen.calls).toHaveLength(1);
    expect(windowOpen.calls[0]?.features).toMatch(/width=500,height=650,left=\d+,top=\d+/);
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(calls('/api/connections/sessions')[0]?.headers['x-requested-with']).toBe('postcraft');
    expect(calls('/api/connections/sessions')[0]?.body).toEqual({
      platform: 'twitter',
      sessionId,
    });
    expect(windowOpen.popup.location.href).toBe(
      `${window.location.origin}/api/auth/twitter/login?sessionId=${sessionId}&token=one-time-token`,
    );
    expect(
      within(dialog).getByRole('button', { name: 'Connecting Twitter (X)...' }),
    ).toBeDisabled();
  });

  it('when the popup posts auth:success from another origin, then it is ignored; from this origin, then the user is read again and the dialog closes', async () => {
    const { dialog } = await openAddAccountDialog();
    const sessionId = await startConnecting(dialog, 'Twitter (X)');
    const userReads = calls('/api/user/me').length;
    const success = {
      type: 'auth:success',
      platform: 'twitter',
      connectedAccount: { platform: 'twitter', username: 'jane_x', brandLogo: null, likes: 40 },
      sessionId,
    };

    act(() => postMessageFrom('https://attacker.example', success));
    expect(screen.getByRole('dialog', { name: 'Add an account' })).toBeInTheDocument();
    expect(calls('/api/user/me')).toHaveLength(userReads);

    user = { ...user, connectedAccounts: [LINKEDIN_ACCOUNT, TWITTER_ACCOUNT] };
    act(() => postMessageFrom(window.location.origin, success));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add an account' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('@jane_x')).toBeInTheDocument();
    expect(calls('/api/user/me').length).toBeGreaterThan(userReads);
  });

  it('when the popup never writes back, then polling the session status finds it succeeded', async () => {
    const { dialog } = await openAddAccountDialog();
    await startConnecting(dialog, 'Twitter (X)');

    user = { ...user, connectedAccounts: [LINKEDIN_ACCOUNT, TWITTER_ACCOUNT] };
    sessionStatus = {
      ...sessionStatus,
      status: 'succeeded',
      authenticated: true,
      user,
      connectedAccount: { platform: 'twitter', username: 'jane_x', brandLogo: null, likes: 40 },
    };

    expect(await screen.findByText('@jane_x', undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add an account' })).not.toBeInTheDocument();
    expect(calls('/api/twitter/session-status').length).toBeGreaterThan(0);
  });

  it('when the popup only leaves the auth_refresh cookie, then the user is read again, the cookie is cleared and the dialog closes', async () => {
    const { dialog } = await openAddAccountDialog();
    await startConnecting(dialog, 'Twitter (X)');
    const userReads = calls('/api/user/me').length;

    user = { ...user, connectedAccounts: [LINKEDIN_ACCOUNT, TWITTER_ACCOUNT] };
    document.cookie = 'auth_refresh=1; path=/';
    document.cookie = 'auth_platform=twitter; path=/';

    expect(await screen.findByText('@jane_x', undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add an account' })).not.toBeInTheDocument();
    expect(calls('/api/user/me').length).toBeGreaterThan(userReads);
    expect(document.cookie).not.toContain('auth_refresh');
    expect(document.cookie).not.toContain('auth_platform');
  });

  it('when the dialog is closed, then the user is read again shortly after', async () => {
    const { dialog } = await openAddAccountDialog();
    const userReads = calls('/api/user/me').length;

    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);

    await waitFor(() => expect(calls('/api/user/me').length).toBeGreaterThan(userReads));
  });

  it('when nothing comes back for 30 seconds, then the attempt times out and the popup is closed', async () => {
    const { dialog } = await openAddAccountDialog();
    jestObject.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect Twitter (X)' }));
    await waitRealTimeUntil(() => windowOpen.popup.location.href !== 'about:blank');
    expect(windowOpen.popup.location.href).toContain('/api/auth/twitter/login');

    await act(() => jestObject.advanceTimersByTimeAsync(29_000));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(windowOpen.popup.closeCount).toBe(0);

    await act(() => jestObject.advanceTimersByTimeAsync(1_000));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Twitter (X) login failed: Timeout waiting for authentication. Please try again.',
    );
    expect(windowOpen.popup.closeCount).toBe(1);
    expect(within(dialog).getByRole('button', { name: 'Connect Twitter (X)' })).toBeEnabled();
  });

  it('when the browser blocks the popup, then the dialog says how to allow it and nothing is sent', async () => {
    windowOpen.restore();
    windowOpen = stubWindowOpen({ blocked: true });
    const { dialog } = await openAddAccountDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect Twitter (X)' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Popup blocked! Please allow popups for this site and try again.',
    );
    expect(calls('/api/connections/sessions')).toHaveLength(0);
  });

  it('when Instagram answers that a professional account is needed, then the steps to switch are shown', async () => {
    const { dialog } = await openAddAccountDialog();
    const sessionId = await startConnecting(dialog, 'Instagram');

    act(() =>
      postMessageFrom(window.location.origin, {
        type: 'auth:error',
        platform: 'instagram',
        error:
          'Instagram publishing needs a Professional (Business or Creator) account linked to a Facebook Page.',
        needsProfessional: true,
        sessionId,
      }),
    );

    const steps = await screen.findByRole('dialog', {
      name: 'Instagram needs a professional account',
    });
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[1]).toHaveTextContent('Switch to professional account');
    expect(items[3]).toHaveTextContent('Facebook Page');
    expect(screen.queryByRole('dialog', { name: 'Add an account' })).not.toBeInTheDocument();

    fireEvent.click(within(steps).getAllByRole('button', { name: 'Close' })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Instagram login failed: Instagram publishing needs a Professional',
    );
  });

  it('when a platform reports a failure, then the dialog shows "{platform} login failed: {error}"', async () => {
    const { dialog } = await openAddAccountDialog();
    const sessionId = await startConnecting(dialog, 'Twitter (X)');

    act(() =>
      postMessageFrom(window.location.origin, {
        type: 'auth:error',
        platform: 'twitter',
        error: 'Authorization was cancelled',
        needsProfessional: false,
        sessionId,
      }),
    );

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Twitter (X) login failed: Authorization was cancelled',
    );
    expect(screen.queryByRole('dialog', { name: /professional/ })).not.toBeInTheDocument();
  });
});

describe('connected accounts', () => {
  it('when an account needs reconnecting, then it is marked and Reconnect starts a new connection for it', async () => {
    user = {
      ...user,
      connectedAccounts: [
        {
          ...LINKEDIN_ACCOUNT,
          needsReconnect: true,
          profileUrl: 'http://localhost:4000/feed/jane',
        },
      ],
    };
    renderRoute('/autopilotsettings');

    expect(await screen.findByText('Reconnect needed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open @jane on LinkedIn' })).toHaveAttribute(
      'href',
      'http://localhost:4000/feed/jane',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect LinkedIn' }));

    await waitFor(() => expect(windowOpen.popup.location.href).toContain('/api/auth/linkedin/'));
    expect(calls('/api/connections/sessions')[0]?.body).toMatchObject({ platform: 'linkedin' });
  });

  it('when the onboarding autopilot step opens, then accounts can be added there too', async () => {
    user = { ...user, firstTimeLogged: true };
    const { dialog } = await openAddAccountDialog('/experience/autopilot');

    expect(within(dialog).getByRole('button', { name: 'Connect Twitter (X)' })).toBeEnabled();
    expect(screen.getByText('@jane')).toBeInTheDocument();
  });
});
