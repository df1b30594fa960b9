import { fireEvent, screen, waitFor } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';

let api: ApiStub;

beforeEach(async () => {
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 401, body: { message: 'Unauthorized' } }),
    'POST /api/user/refresh': () => ({ status: 401, body: { message: 'Unauthorized' } }),
  });
});

afterEach(async () => {
  await api.close();
});

const COMPLETE_FORM = {
  'First name': 'Jane',
  'Last name': 'Doe',
  'Company/Business Name': 'Acme Studio',
  Email: 'jane@example.com',
  Password: 'Secret-123',
  'Confirm password': 'Secret-123',
};

async function fillForm(values: Partial<Record<keyof typeof COMPLETE_FORM, string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });
  }
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Create My Account' }));
}

describe('sign-up screen', () => {
  it('when email and password come as query parameters, then they prefill the form and leave the address at once', async () => {
    const { router } = renderRoute('/signup?email=jane%40example.com&password=Pa55word!&ref=ad');

    expect(await screen.findByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Pa55word!');
    await waitFor(() => expect(router.state.location.search).toBe('?ref=ad'));
    expect(router.state.location.pathname).toBe('/signup');
    // Replaced, not pushed: Back does not return to the address holding the password.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('when a field is missing, then it asks for every required field', async () => {
    renderRoute('/signup');
    await fillForm({ ...COMPLETE_FORM, 'Company/Business Name': '   ' });

    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in all required fields.',
    );
    expect(api.requests.some((request) => request.path === '/api/user/register')).toBe(false);
  });

  it('when the missing field is filled in, then "Please fill in all required fields." goes away', async () => {
    renderRoute('/signup');
    await fillForm({ ...COMPLETE_FORM, 'Company/Business Name': '' });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in all required fields.',
    );

    await fillForm({ 'Company/Business Name': 'Acme Studio' });

    expect(screen.queryByText('Please fill in all required fields.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when another field is changed but one is still missing, then the message stays', async () => {
    renderRoute('/signup');
    await fillForm({ ...COMPLETE_FORM, 'Last name': '' });
    submit();
    await screen.findByRole('alert');

    await fillForm({ 'First name': 'Janet' });

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
  });

  it('when the passwords differ, then the match hint and the error say so', async () => {
    renderRoute('/signup');
    await fillForm({ ...COMPLETE_FORM, 'Confirm password': 'Secret-124' });
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();

    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
  });

  it('when the password is short, then the meter rates it with its hints and the form explains the minimum', async () => {
    renderRoute('/signup');
    await fillForm({ ...COMPLETE_FORM, Password: 'abc', 'Confirm password': 'abc' });

    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByText('Weak')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Include uppercase letters')).toBeInTheDocument();
    expect(screen.getByText('Include a number or a symbol')).toBeInTheDocument();
    expect(screen.queryByText('Include lowercase letters')).not.toBeInTheDocument();
    expect(screen.getByText('Passwords match')).toBeInTheDocument();

    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Use at least 8 characters for the password.',
    );
  });

  it('when the account is created, then the success message shows and the code screen follows after 1 s', async () => {
    api.answer({
      'POST /api/user/register': () => ({
        status: 201,
        body: { message: 'Registered', user: buildUser({ emailVerified: false }) },
      }),
    });
    const { router } = renderRoute('/signup');
    await fillForm({
      ...COMPLETE_FORM,
      Password: 'medium-pass',
      'Confirm password': 'medium-pass',
    });

    submit();

    expect(await screen.findByRole('status')).toHaveTextContent('Account created successfully.');
    const register = api.requests.find((request) => request.path === '/api/user/register');
    expect(register?.body).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      companyName: 'Acme Studio',
      email: 'jane@example.com',
      password: 'medium-pass',
      confirmPassword: 'medium-pass',
    });
    expect(register?.headers['x-requested-with']).toBe('postcraft');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verifyCode'), {
      timeout: 6000,
    });
    expect(await screen.findByText('jane@example.com')).toBeInTheDocument();
    expect(sessionStorage.getItem('postcraft.verification')).toBe(
      JSON.stringify({ email: 'jane@example.com', mode: 'signup' }),
    );
  });

  it.each([
    {
      status: 409,
      body: { message: 'An account already uses this email.', code: 'email_taken' },
      text: 'An account already uses this email.',
    },
    { status: 500, body: undefined, text: 'Registration failed. Please try again.' },
  ])(
    'when the API answers $status, then the red banner shows "$text"',
    async ({ status, body, text }) => {
      api.answer({ 'POST /api/user/register': () => ({ status, body }) });
      renderRoute('/signup');
      await fillForm(COMPLETE_FORM);

      submit();

      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('button', { name: 'Create My Account' })).toBeEnabled();
    },
  );
});
