import { fireEvent, screen, waitFor } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { AUTH_LIMITS } from '@postcraft/contracts';
import { REMEMBER_ME_DAYS, clearSessionFlag, hasSessionFlag } from './session-flag';

let api: ApiStub | undefined;

const UNAUTHORIZED = { status: 401, body: { message: 'Unauthorized', code: 'unauthorized' } };

afterEach(async () => {
  await api?.settled();
  await api?.close();
  api = undefined;
});

const paths = () => api?.requests.map((request) => request.path) ?? [];

describe('session flag', () => {
  it('when remember-me is chosen, then the flag lasts as long as the session', () => {
    expect(REMEMBER_ME_DAYS).toBe(AUTH_LIMITS.rememberMeDays);
  });

  it('when a browser without a session opens the landing page, then /me and /refresh are never asked', async () => {
    clearSessionFlag();
    api = await startApiStub({
      'GET /api/user/me': () => UNAUTHORIZED,
      'POST /api/user/refresh': () => UNAUTHORIZED,
    });
    renderRoute('/');

    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await api?.settled();
    expect(paths()).not.toContain('/api/user/me');
    expect(paths()).not.toContain('/api/user/refresh');
  });

  it('when a browser without a session opens a signed-in page, then it goes to /login without asking the API', async () => {
    clearSessionFlag();
    api = await startApiStub({ 'GET /api/user/me': () => UNAUTHORIZED });
    const { router } = renderRoute('/profile');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(paths()).not.toContain('/api/user/me');
  });

  it('when the flag is left from an ended session, then one /me and one refresh find out and the flag goes', async () => {
    api = await startApiStub({
      'GET /api/user/me': () => UNAUTHORIZED,
      'POST /api/user/refresh': () => UNAUTHORIZED,
    });
    const { router } = renderRoute('/profile');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(hasSessionFlag()).toBe(false));
    expect(paths().filter((path) => path === '/api/user/me')).toHaveLength(1);
  });

  it('when a visitor logs in, then the flag is set and a reload would ask /me', async () => {
    clearSessionFlag();
    api = await startApiStub({
      'POST /api/user/login': () => ({
        status: 200,
        body: { message: 'Logged in.', token: 't', refreshToken: 'r', user: buildUser() },
      }),
    });
    renderRoute('/login');
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'jane@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(hasSessionFlag()).toBe(true));
  });
});
