import { fireEvent, screen, waitFor } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { startVerificationFlow, type VerificationMode } from './verification-flow';

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

async function openCodeScreen(mode: VerificationMode = 'signup') {
  startVerificationFlow({ email: 'jane@example.com', mode });
  const view = renderRoute('/verifyCode');
  await screen.findByRole('heading', { name: 'Enter your code' });
  return view;
}

function boxes(): HTMLInputElement[] {
  return screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
}

function code(): string {
  return boxes()
    .map((box) => box.value || '_')
    .join('');
}

function paste(target: Element, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

const startButton = () => screen.getByRole('button', { name: "Let's Get Started!" });

describe('verification screen', () => {
  it('when no verification is under way, then it explains and links to sign-up', async () => {
    renderRoute('/verifyCode');

    expect(await screen.findByRole('status')).toHaveTextContent("There's no code waiting");
    expect(screen.getByRole('link', { name: 'Go to sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('when a code is pasted into any box, then non-digits are dropped and it fills from the first box, cut to 6', async () => {
    await openCodeScreen();
    expect(startButton()).toBeDisabled();

    paste(boxes()[3] as HTMLInputElement, ' 12-34 ab56 789');

    expect(code()).toBe('123456');
    expect(startButton()).toBeEnabled();
  });

  it('when a short code is pasted, then the rest stays empty and the button stays disabled', async () => {
    await openCodeScreen();

    paste(boxes()[0] as HTMLInputElement, 'code: 4 2');

    expect(code()).toBe('42____');
    expect(document.activeElement).toBe(boxes()[2]);
    expect(startButton()).toBeDisabled();
  });

  it('when the paste holds no digit, then the boxes are left as they were', async () => {
    await openCodeScreen();
    paste(boxes()[0] as HTMLInputElement, '987');

    paste(boxes()[0] as HTMLInputElement, 'no digits here');

    expect(code()).toBe('987___');
  });

  it('when a code is pasted outside the boxes, then it still fills them', async () => {
    await openCodeScreen();

    paste(document.body, '654321');

    expect(code()).toBe('654321');
  });

  it('when typing, then only digits are kept, focus moves on, and Backspace on an empty box goes back', async () => {
    await openCodeScreen();
    const [first, second, third] = boxes() as [
      HTMLInputElement,
      HTMLInputElement,
      HTMLInputElement,
    ];

    fireEvent.change(first, { target: { value: 'x' } });
    expect(code()).toBe('______');

    fireEvent.change(first, { target: { value: '7' } });
    expect(document.activeElement).toBe(second);
    fireEvent.change(second, { target: { value: '3' } });
    expect(document.activeElement).toBe(third);

    fireEvent.keyDown(third, { key: 'Backspace' });
    expect(document.activeElement).toBe(second);
    expect(code()).toBe('7_____');
  });

  it('when the form is forced through with a partial code, then it asks for the complete code', async () => {
    await openCodeScreen();
    paste(boxes()[0] as HTMLInputElement, '123');

    fireEvent.submit(startButton().closest('form') as HTMLFormElement);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter the complete 6-digit code',
    );
    expect(api.requests.some((request) => request.path === '/api/user/verify-user')).toBe(false);
  });

  it('when the sign-up code is right, then the user is signed in and onboarding opens after 1.5 s', async () => {
    api.answer({
      'POST /api/user/verify-user': () => ({
        status: 200,
        body: {
          message: 'Verified',
          data: { user: buildUser({ firstTimeLogged: true }), accessToken: 'a', refreshToken: 'r' },
        },
      }),
    });
    const { router } = await openCodeScreen('signup');
    paste(boxes()[0] as HTMLInputElement, '246810');

    fireEvent.click(startButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Verification successful!');
    const verify = api.requests.find((request) => request.path === '/api/user/verify-user');
    expect(verify?.body).toEqual({
      email: 'jane@example.com',
      verificationCode: '246810',
      issueTokens: true,
      rememberMe: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/experience/niche'), {
      timeout: 6000,
    });
    expect(await screen.findByRole('heading', { name: 'Choose your niche' })).toBeInTheDocument();
    expect(sessionStorage.getItem('postcraft.verification')).toBeNull();
  });

  it('when the code is for password recovery, then the button says it leads to a new password', async () => {
    await openCodeScreen('forgot');

    expect(
      screen.getByRole('button', { name: 'Verify and choose a new password' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Let's Get Started!" })).not.toBeInTheDocument();
  });

  it('when the address is long, then it may break only before "@" and "." and after "-", "_" or "+"', async () => {
    const email = 'jane.marie-louise_dupont+newsletter@very-long-subdomain.example.com';
    startVerificationFlow({ email, mode: 'signup' });
    renderRoute('/verifyCode');
    await screen.findByRole('heading', { name: 'Enter your code' });

    const address = [...document.querySelectorAll('span')].find(
      (span) => span.textContent === email && span.querySelector('wbr'),
    );
    expect(address).toBeDefined();
    const pieces: string[] = [];
    let current = '';
    for (const node of address!.childNodes) {
      if (node.nodeName === 'WBR') {
        pieces.push(current);
        current = '';
      } else current += node.textContent;
    }
    pieces.push(current);
    expect(pieces).toEqual([
      'jane',
      '.marie-',
      'louise_',
      'dupont+',
      'newsletter',
      '@very-',
      'long-',
      'subdomain',
      '.example',
      '.com',
    ]);
  });

  it('when the code is refused, then the server message shows and the code can be corrected', async () => {
    api.answer({
      'POST /api/user/verify-user': () => ({
        status: 400,
        body: { message: 'This code is not valid.', code: 'invalid_code' },
      }),
    });
    await openCodeScreen();
    paste(boxes()[0] as HTMLInputElement, '111111');

    fireEvent.click(startButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not valid.');
    expect(startButton()).toBeEnabled();
  });

  it.each([
    {
      status: 200,
      body: { message: 'Code sent' },
      text: 'A new verification code has been sent to your email.',
    },
    {
      status: 429,
      body: { message: 'Please wait a minute before asking again.', code: 'rate_limited' },
      text: 'Please wait a minute before asking again.',
    },
    { status: 502, body: undefined, text: 'Failed to resend code. Please try again.' },
  ])('when a resend answers $status, then it says "$text"', async ({ status, body, text }) => {
    api.answer({ 'POST /api/user/forgot-password': () => ({ status, body }) });
    await openCodeScreen();

    fireEvent.click(screen.getByRole('button', { name: 'Click to resend' }));

    expect(await screen.findByText(text)).toBeInTheDocument();
    const resend = api.requests.find((request) => request.path === '/api/user/forgot-password');
    expect(resend?.body).toEqual({ email: 'jane@example.com' });
  });
});
