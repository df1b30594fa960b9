import { fireEvent, screen, waitFor } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { rememberVerifiedRecoveryCode, startVerificationFlow } from './verification-flow';

// The page waits up to 1.5 s before redirecting; the rest is headroom for a loaded machine.
const REDIRECT_WAIT = { timeout: 6000 };

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

function submitEmail(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('password recovery', () => {
  it('when the recovery email is accepted, then the notice shows and the code screen is set up in recovery mode', async () => {
    api.answer({
      'POST /api/user/forgot-password': () => ({ status: 200, body: { message: 'Sent' } }),
    });
    renderRoute('/forgotPassword');
    await screen.findByRole('heading', { name: 'Recover Password' });

    submitEmail('jane@example.com');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Recovery code sent! Please check your email.',
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(JSON.parse(sessionStorage.getItem('postcraft.verification') ?? 'null')).toEqual({
      email: 'jane@example.com',
      mode: 'forgot',
    });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    { status: 429, body: { message: 'Too many requests.' }, text: 'Error: Too many requests.' },
    { status: 500, body: undefined, text: 'Error: Something went wrong' },
  ])('when recovery answers $status, then it shows "$text"', async ({ status, body, text }) => {
    api.answer({ 'POST /api/user/forgot-password': () => ({ status, body }) });
    renderRoute('/forgotPassword');
    await screen.findByRole('heading', { name: 'Recover Password' });

    submitEmail('jane@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('when /resetPassword is opened without a verified code, then it goes to /login', async () => {
    startVerificationFlow({ email: 'jane@example.com', mode: 'forgot' });
    const { router } = renderRoute('/resetPassword');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('when the recovery code is verified and a new password set, then it ends on /login without storing the code', async () => {
    api.answer({
      'POST /api/user/verify-user': () => ({
        status: 200,
        body: { message: 'Verified', data: { user: buildUser() } },
      }),
      'POST /api/user/reset-password': () => ({ status: 200, body: { message: 'Password reset' } }),
    });
    startVerificationFlow({ email: 'jane@example.com', mode: 'forgot' });
    const { router } = renderRoute('/verifyCode');
    const [firstBox] = await screen.findAllByRole('textbox', { name: /^Digit/ });
    fireEvent.paste(firstBox as HTMLElement, { clipboardData: { getData: () => '135790' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and choose a new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Verification successful!');
    expect(api.requests.find((request) => request.path === '/api/user/verify-user')?.body).toEqual({
      email: 'jane@example.com',
      verificationCode: '135790',
      issueTokens: false,
      rememberMe: false,
    });
    expect(sessionStorage.getItem('postcraft.verification')).not.toContain('135790');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/resetPassword'),
      REDIRECT_WAIT,
    );

    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'New-pass-1' },
    });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'New-pass-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');

    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'New-pass-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Password reset successful!');
    expect(
      api.requests.find((request) => request.path === '/api/user/reset-password')?.body,
    ).toEqual({
      email: 'jane@example.com',
      code: '135790',
      newPassword: 'New-pass-1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), REDIRECT_WAIT);
    expect(sessionStorage.getItem('postcraft.verification')).toBeNull();
  });

  it('when the reset is refused, then it says why', async () => {
    api.answer({
      'POST /api/user/reset-password': () => ({
        status: 400,
        body: { message: 'The code has expired.', code: 'code_expired' },
      }),
    });
    startVerificationFlow({ email: 'jane@example.com', mode: 'forgot' });
    rememberVerifiedRecoveryCode('jane@example.com', '135790');
    renderRoute('/resetPassword');

    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'New-pass-1' },
    });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'New-pass-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Reset failed: The code has expired.',
    );
  });
});
