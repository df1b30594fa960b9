import { screen, waitFor } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { startVerificationFlow } from './verification-flow';

let api: ApiStub;

afterEach(async () => {
  await api.settled();
  await api.close();
});

async function signedIn(fields: Parameters<typeof buildUser>[0] = {}) {
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser(fields) } } }),
  });
}

describe('pages for visitors only', () => {
  it.each(['/signup', '/forgotPassword', '/verifyCode'])(
    'when a signed-in user opens %s, then they are sent to their profile',
    async (path) => {
      await signedIn();
      startVerificationFlow({ email: 'jane@example.com', mode: 'forgot' });
      const { router } = renderRoute(path);

      await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
      expect(await screen.findByLabelText('First name')).toHaveValue('Jane');
    },
  );

  it('when a signed-in user who has not finished onboarding opens /signup, then onboarding opens', async () => {
    await signedIn({ firstTimeLogged: true });
    const { router } = renderRoute('/signup');

    await waitFor(() => expect(router.state.location.pathname).toBe('/experience/niche'));
  });

  it('when a visitor opens /signup, then the form shows', async () => {
    api = await startApiStub({
      'GET /api/user/me': () => ({ status: 401, body: { message: 'Unauthorized' } }),
      'POST /api/user/refresh': () => ({ status: 401, body: { message: 'Unauthorized' } }),
    });
    const { router } = renderRoute('/signup');

    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signup');
  });
});
