import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SESSION_HINT_COOKIE } from '@postcraft/contracts';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { removeSessionHint } from '../../test/session-hint';
import { buildUser } from '../../test/user.factory';
import { hasSessionFlag } from './session-flag';

let api: ApiStub | undefined;

const UNAUTHORIZED = { status: 401, body: { message: 'Unauthorized', code: 'unauthorized' } };

afterEach(async () => {
  await api?.settled();
  await api?.close();
  api = undefined;
});

const paths = () => api?.requests.map((request) => request.path) ?? [];

describe('session flag', () => {
  it('when the API has set its session hint, then the app knows a session may exist', () => {
    expect(document.cookie).toContain(`${SESSION_HINT_COOKIE}=1`);
    expect(hasSessionFlag()).toBe(true);

    removeSessionHint();
    expect(hasSessionFlag()).toBe(false);
  });

  it('when a browser without a session opens the landing page, then /me and /refresh are never asked', async () => {
    removeSessionHint();
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
    removeSessionHint();
    api = await startApiStub({ 'GET /api/user/me': () => UNAUTHORIZED });
    const { router } = renderRoute('/profile');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(paths()).not.toContain('/api/user/me');
  });

  it('when the hint is left from an ended session, then one /me and one refresh find out', async () => {
    api = await startApiStub({
      'GET /api/user/me': () => UNAUTHORIZED,
      'POST /api/user/refresh': () => UNAUTHORIZED,
    });
    const { router } = renderRoute('/profile');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(paths()).toContain('/api/user/refresh'));
    expect(paths().filter((path) => path === '/api/user/me')).toHaveLength(1);
  });

  it('when a visitor logs in, then the page writes no cookie of its own (the API sets the hint)', async () => {
    removeSessionHint();
    api = await startApiStub({
      'POST /api/user/login': () => ({
        status: 200,
        body: { message: 'Logged in.', token: 't', refreshToken: 'r', user: buildUser() },
      }),
    });
    const { router } = renderRoute('/login');
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'jane@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
    expect(document.cookie).toBe('');
  });
});
