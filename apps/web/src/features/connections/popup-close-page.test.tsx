import { act, screen } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { jestObject, stubOpenerAndClose } from '../../test/browser-windows';
import { renderRoute } from '../../test/render-route';
import { closeApiStub, VISITOR_SESSION_ROUTES } from '../../test/visitor-session';

const ACCOUNT = { platform: 'sandbox', username: 'jane', brandLogo: null, likes: 3 };

let api: ApiStub;
let popup: ReturnType<typeof stubOpenerAndClose>;

function clearCookies() {
  for (const name of ['auth_refresh', 'auth_platform']) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(async () => {
  clearCookies();
  api = await startApiStub(VISITOR_SESSION_ROUTES);
  popup = stubOpenerAndClose();
  jestObject.useFakeTimers();
});

afterEach(async () => {
  jestObject.useRealTimers();
  popup.restore();
  clearCookies();
  await closeApiStub(api);
});

function popupClosePath(query: Record<string, string>): string {
  return `/popup/close?${new URLSearchParams(query).toString()}`;
}

describe('/popup/close', () => {
  it('when the account was connected, then the opener is told on this origin, the flag cookies are set and the popup closes after 0.5 s', async () => {
    const { router } = renderRoute(
      popupClosePath({
        platform: 'sandbox',
        accountData: JSON.stringify(ACCOUNT),
        sessionId: 'session-1',
      }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent('Sandbox connected');
    expect(popup.posted).toEqual([
      {
        data: {
          type: 'auth:success',
          platform: 'sandbox',
          connectedAccount: ACCOUNT,
          sessionId: 'session-1',
        },
        targetOrigin: window.location.origin,
      },
    ]);
    expect(document.cookie).toContain('auth_refresh=1');
    expect(document.cookie).toContain('auth_platform=sandbox');

    await act(() => jestObject.advanceTimersByTimeAsync(499));
    expect(popup.closeCount).toBe(0);
    await act(() => jestObject.advanceTimersByTimeAsync(1));
    expect(popup.closeCount).toBe(1);

    // A window the browser would not let the script close goes home.
    await act(() => jestObject.advanceTimersByTimeAsync(1_500));
    expect(router.state.location.pathname).toBe('/');
  });

  it('when the platform refused, then the opener gets auth:error, no cookie is set and the popup closes after 0.1 s', async () => {
    renderRoute(
      popupClosePath({
        platform: 'instagram',
        error: 'Instagram publishing needs a Professional account.',
        sessionId: 'session-2',
        needsProfessional: 'true',
      }),
    );

    expect(screen.getByRole('status')).toHaveTextContent("The connection didn't go through");
    expect(screen.getByText('Instagram publishing needs a Professional account.')).toBeVisible();
    expect(popup.posted).toEqual([
      {
        data: {
          type: 'auth:error',
          platform: 'instagram',
          error: 'Instagram publishing needs a Professional account.',
          needsProfessional: true,
          sessionId: 'session-2',
        },
        targetOrigin: window.location.origin,
      },
    ]);
    expect(document.cookie).not.toContain('auth_refresh');

    await act(() => jestObject.advanceTimersByTimeAsync(100));
    expect(popup.closeCount).toBe(1);
  });
});
