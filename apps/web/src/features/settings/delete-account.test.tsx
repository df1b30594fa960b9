import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startApiStub, type ApiStub, type StubRequest } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';

let api: ApiStub;
let isSignedIn: boolean;

beforeEach(async () => {
  isSignedIn = true;
  api = await startApiStub({
    'GET /api/user/me': () =>
      isSignedIn
        ? { status: 200, body: { data: { user: buildUser() } } }
        : { status: 401, body: { message: 'Please log in to continue.', code: 'unauthorized' } },
    'POST /api/user/refresh': () => ({ status: 401, body: { message: 'Session ended' } }),
    'GET /api/site': () => ({
      status: 200,
      body: {
        data: {
          productName: 'Postcraft',
          contactEmail: 'team@postcraft.example',
          privacyEmail: 'team@postcraft.example',
          companyName: 'Postcraft',
          companyAddress: '',
          contactRetentionDays: 90,
        },
      },
    }),
  });
});

afterEach(async () => {
  await api.settled();
  await api.close();
});

const deletions = (): StubRequest[] =>
  api.requests.filter((request) => request.path === '/api/user/account');

async function openDialog() {
  renderRoute('/account');
  const zone = within(await screen.findByRole('region', { name: 'Delete account' }));
  fireEvent.click(zone.getByRole('button', { name: 'Delete account' }));
  return within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
}

describe('deleting the account on /account', () => {
  it('when the dialog opens, then it says what is deleted and how long contact messages are kept', async () => {
    const dialog = await openDialog();
    expect(dialog.getByText(/deleted immediately/)).toBeInTheDocument();
    expect(await dialog.findByText(/deleted 90 days after they were received/)).toBeVisible();
  });

  it('when no password is typed, then the dialog asks for it and nothing is sent', async () => {
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Enter your password to confirm.');
    expect(deletions()).toHaveLength(0);
  });

  it('when the password is wrong, then the field says so and the user stays signed in on /account', async () => {
    api.answer({
      'DELETE /api/user/account': () => ({
        status: 400,
        body: { message: 'Password is incorrect.', code: 'invalid_password' },
      }),
    });
    const { router } = renderRoute('/account');
    const zone = within(await screen.findByRole('region', { name: 'Delete account' }));
    fireEvent.click(zone.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    const password = dialog.getByLabelText('Your password');
    fireEvent.change(password, { target: { value: 'Not-mine-1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Password is incorrect.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/account');
    expect(deletions()[0]).toMatchObject({
      method: 'DELETE',
      body: { password: 'Not-mine-1' },
      headers: expect.objectContaining({ 'x-requested-with': 'postcraft' }),
    });
  });

  it('when the password is right, then the account is deleted and the visitor lands on / signed out', async () => {
    api.answer({
      'DELETE /api/user/account': () => {
        isSignedIn = false;
        return { status: 200, body: { message: 'Your account has been deleted.' } };
      },
    });
    const { router } = renderRoute('/account');
    const zone = within(await screen.findByRole('region', { name: 'Delete account' }));
    fireEvent.click(zone.getByRole('button', { name: 'Delete account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    fireEvent.change(dialog.getByLabelText('Your password'), {
      target: { value: 'Str0ng-enough!' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(
      await screen.findByText('Your account has been deleted. Thank you for trying Postcraft.'),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /log in/i }).length).toBeGreaterThan(0);
    expect(deletions()).toHaveLength(1);
  });
});
