import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { startApiStub } from '../test/api-stub';
import { renderRoute } from '../test/render-route';
import { buildUser } from '../test/user.factory';
import { routes } from './routes';

// The product's route table, as the specification lists it.
const SPECIFIED_PATHS = [
  '/',
  '/home',
  '/login',
  '/signup',
  '/forgotPassword',
  '/verifyCode',
  '/resetPassword',
  '/experience',
  '/experience/niche',
  '/experience/voice',
  '/experience/style',
  '/experience/autopilot',
  '/profile',
  '/account',
  '/settings',
  '/keywords',
  '/voicesettings',
  '/nichesettings',
  '/content',
  '/autopilotsettings',
  '/helpcenter',
  '/contact',
  '/credits',
  '/plan',
  '/library',
  '/view-all',
  '/clone',
  '/privacy-policy',
  '/subscription',
  '/popup/close',
  '/create-prompt',
  '/where-post',
  '/select',
  '/select-type',
  '/choose-source',
  '/upload',
  '/generation-opt',
  '/audio',
  '/record',
  '/text',
  '/reels',
  '/result',
  '/schedule',
  '/calendar',
  '/completion',
];

describe('route table', () => {
  it.each(SPECIFIED_PATHS)('when %s is visited, then a route of its own answers', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    expect(matches.at(-1)?.route.path).not.toBe('*');
  });

  it('when an unknown path is visited, then the login screen is shown', async () => {
    renderRoute('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  describe('with a signed-in user', () => {
    const signedIn = () =>
      startApiStub({
        'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
      });

    it('when /experience is visited, then it redirects to the niche step', async () => {
      const api = await signedIn();
      const { router } = renderRoute('/experience');

      expect(await screen.findByRole('heading', { name: 'Choose your niche' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/experience/niche');
      await api.close();
    });

    it('when a signed-in page is visited, then the app top bar links the logo to the dashboard', async () => {
      const api = await signedIn();
      renderRoute('/calendar');

      expect(await screen.findByRole('heading', { name: 'Calendar' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Postcraft home' })).toHaveAttribute(
        'href',
        '/create-prompt',
      );
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
      await api.close();
    });
  });
});
