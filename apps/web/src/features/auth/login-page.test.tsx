import { fireEvent, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { renderRoute } from '../../test/render-route';

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

  it('when the form is sent, then it says logging in is not available instead of faking it', async () => {
    renderRoute('/login');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-123' } });

    fireEvent.submit(
      screen.getByRole('button', { name: 'Login' }).closest('form') as HTMLFormElement,
    );

    expect(await screen.findByRole('status')).toHaveTextContent(/isn't available yet/);
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
});
