import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';

// The page waits up to 1.5 s before redirecting; the rest is headroom for a loaded machine.
const REDIRECT_WAIT = { timeout: 6000 };

let api: ApiStub;

beforeEach(async () => {
  api = await startApiStub({
    'GET /api/user/me': () => ({
      status: 401,
      body: { message: 'Unauthorized', code: 'unauthorized' },
    }),
    'POST /api/user/refresh': () => ({
      status: 401,
      body: { message: 'Unauthorized', code: 'unauthorized' },
    }),
  });
});

afterEach(async () => {
  await api.close();
});

async function submitLogin(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login screen', () => {
  it('when the eye button is pressed, then the password is shown and hidden again', async () => {
    renderRoute('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');

    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('when the social buttons are shown, then they are disabled', async () => {
    renderRoute('/login');
    await screen.findByRole('heading', { name: 'Welcome back!' });

    for (const provider of ['Facebook', 'Google', 'Apple']) {
      expect(screen.getByRole('button', { name: new RegExp(provider) })).toBeDisabled();
    }
  });

  it('when French is chosen, then the screen is in French', async () => {
    renderRoute('/login');
    await screen.findByRole('heading', { name: 'Welcome back!' });

    fireEvent.click(screen.getByRole('button', { name: 'FR' }));

    expect(await screen.findByRole('heading', { name: 'Bon retour parmi nous !' })).toBeVisible();
    expect(i18n.resolvedLanguage).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('when the credentials are right, then the CSRF-marked call remembers the choice and the profile opens', async () => {
    api.answer({
      'POST /api/user/login': () => ({
        status: 200,
        body: {
          message: 'ok',
          token: 'access-jwt',
          refreshToken: 'refresh-jwt',
          user: buildUser(),
        },
      }),
    });
    const { router } = renderRoute('/login');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Remember me' }));

    await submitLogin('  jane@example.com ', 'Secret-123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const login = api.requests.find((request) => request.path === '/api/user/login');
    expect(login?.body).toEqual({
      email: 'jane@example.com',
      password: 'Secret-123',
      rememberMe: true,
    });
    expect(login?.headers['x-requested-with']).toBe('postcraft');
    // The tokens in the body are ignored: the session lives in the API's httpOnly cookies.
    const stored = JSON.stringify({ ...localStorage, ...sessionStorage, cookie: document.cookie });
    expect(stored).not.toMatch(/access-jwt|refresh-jwt/);
  });

  it('when a first-time user logs in, then onboarding opens', async () => {
    api.answer({
      'POST /api/user/login': () => ({
        status: 200,
        body: {
          message: 'ok',
          token: 't',
          refreshToken: 'r',
          user: buildUser({ firstTimeLogged: true }),
        },
      }),
    });
    const { router } = renderRoute('/login');

    await submitLogin('jane@example.com', 'Secret-123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/experience/niche'));
  });

  it('when the visitor logs in while the stale session is still being renewed, then the new session wins', async () => {
    let failRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      failRefresh = resolve;
    });
    api.answer({
      'POST /api/user/refresh': () => refreshGate.then(() => ({ status: 401, body: {} })),
      'POST /api/user/login': () => ({
        status: 200,
        body: { message: 'ok', token: 't', refreshToken: 'r', user: buildUser() },
      }),
    });
    const { router } = renderRoute('/login');
    await waitFor(() =>
      expect(api.requests.map((request) => request.path)).toContain('/api/user/refresh'),
    );

    await submitLogin('jane@example.com', 'Secret-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    failRefresh();

    // The stale renewal's 401 has come back and been handled: the new user stays signed in.
    await act(async () => {
      await api.settled();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('when a signed-in user opens /login, then they are sent to their home page', async () => {
    api.answer({
      'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
    });
    const { router } = renderRoute('/login');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('when no account has the email, then the banner shows and sign-up opens prefilled, the password kept out of the address', async () => {
    api.answer({
      'POST /api/user/login': () => ({
        status: 404,
        body: { message: 'user not found', code: 'user_not_found' },
      }),
    });
    const { router } = renderRoute('/login');

    await submitLogin('new@example.com', 'Typed-pass1');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'No account found. Redirecting to sign up...',
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'), REDIRECT_WAIT);
    expect(await screen.findByLabelText('Email')).toHaveValue('new@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Typed-pass1');
    expect(router.state.location.search).toBe('');
    // The prefill is dropped from the history entry once read.
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('when the password is wrong for an existing account, then an error shows and the screen stays', async () => {
    api.answer({
      'POST /api/user/login': () => ({
        status: 401,
        body: { message: 'invalid credentials', code: 'invalid_credentials' },
      }),
    });
    const { router } = renderRoute('/login');

    await submitLogin('jane@example.com', 'wrong-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    // A refused login is an answer, not an expired session: no refresh is attempted.
    expect(api.requests.filter((request) => request.path === '/api/user/refresh')).toHaveLength(1);
  });

  it('when the email is not verified yet, then the code screen opens in sign-up mode for that email', async () => {
    api.answer({
      'POST /api/user/login': () => ({
        status: 403,
        body: { message: 'Please verify your email first.', code: 'email_not_verified' },
      }),
    });
    const { router } = renderRoute('/login');

    await submitLogin('jane@example.com', 'Secret-123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/verifyCode'));
    expect(await screen.findByText('jane@example.com')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Your email isn't verified yet.");
    expect(JSON.parse(sessionStorage.getItem('postcraft.verification') ?? 'null')).toEqual({
      email: 'jane@example.com',
      mode: 'signup',
    });
  });

  it('when another error comes back, then the server message is shown', async () => {
    api.answer({
      'POST /api/user/login': () => ({
        status: 429,
        body: { message: 'Too many login attempts. Try again in a minute.', code: 'rate_limited' },
      }),
    });
    renderRoute('/login');

    await submitLogin('jane@example.com', 'Secret-123');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Try again in a minute.',
    );
  });
});
