import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';

const UNAUTHORIZED = { status: 401, body: { message: 'Unauthorized', code: 'unauthorized' } };

let api: ApiStub;

beforeEach(async () => {
  api = await startApiStub({ 'POST /api/user/refresh': () => UNAUTHORIZED });
});

afterEach(async () => {
  await api.close();
});

describe('login guard', () => {
  it('when a visitor opens a signed-in page, then nothing shows until the session is known, then /login', async () => {
    let answerMe: () => void = () => undefined;
    const meGate = new Promise<void>((resolve) => {
      answerMe = resolve;
    });
    api.answer({ 'GET /api/user/me': () => meGate.then(() => UNAUTHORIZED) });
    const { router, container } = renderRoute('/calendar');

    await waitFor(() =>
      expect(api.requests.map((request) => request.path)).toContain('/api/user/me'),
    );
    expect(container).toBeEmptyDOMElement();
    answerMe();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
  });

  it('when the session expired but can be renewed, then the page opens after one refresh', async () => {
    let hasRenewed = false;
    api.answer({
      'GET /api/user/me': () =>
        hasRenewed ? { status: 200, body: { data: { user: buildUser() } } } : UNAUTHORIZED,
      'POST /api/user/refresh': () => {
        hasRenewed = true;
        return { status: 200, body: { token: 'a', refreshToken: 'r' } };
      },
    });
    const { router } = renderRoute('/calendar');

    expect(await screen.findByRole('heading', { name: 'Calendar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/calendar');
    // The session's calls only: the calendar then loads its posts, and the header the credits
    // badge's payment config, which are not this test's.
    const sessionCalls = api.requests.filter(
      (request) =>
        request.path.startsWith('/api/user/') && !request.path.includes('scheduled-posts'),
    );
    expect(sessionCalls.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/user/me',
      'POST /api/user/refresh',
      'GET /api/user/me',
    ]);
    expect(sessionCalls[1]?.headers['x-requested-with']).toBe('postcraft');
  });

  it('when a user has not finished onboarding, then an app page sends them to the niche step', async () => {
    api.answer({
      'GET /api/user/me': () => ({
        status: 200,
        body: { data: { user: buildUser({ firstTimeLogged: true }) } },
      }),
    });
    const { router } = renderRoute('/profile');

    expect(await screen.findByRole('heading', { name: 'Choose your niche' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/experience/niche');
  });

  it('when the user logs out from the menu, then the session ends and the login screen shows', async () => {
    api.answer({
      'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
      'POST /api/user/logout': () => ({ status: 200, body: { message: 'Logged out' } }),
    });
    const { router } = renderRoute('/calendar');
    const menu = await screen.findByRole('button', { name: 'Account menu, Jane' });
    expect(menu).toHaveTextContent('Jane');

    // The menu positions itself asynchronously; let it settle inside act.
    await act(async () => {
      fireEvent.keyDown(menu, { key: 'Enter' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    const logout = api.requests.find((request) => request.path === '/api/user/logout');
    expect(logout?.headers['x-requested-with']).toBe('postcraft');
  });
});
