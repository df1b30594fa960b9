import { PREMIUM_MONTHLY_CREDITS } from '@postcraft/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import {
  VISITOR_SESSION_ROUTES,
  closeApiStub,
  visitorSessionSettled,
} from '../../test/visitor-session';

const SITE = {
  productName: 'Postcraft',
  contactEmail: 'hello@postcraft.example',
  privacyEmail: 'privacy@postcraft.example',
  companyName: 'Postcraft SAS',
  companyAddress: '',
  contactRetentionDays: 180,
};

let api: ApiStub;

beforeEach(async () => {
  api = await startApiStub({
    ...VISITOR_SESSION_ROUTES,
    'GET /api/site': () => ({ status: 200, body: { data: SITE } }),
  });
});

afterEach(async () => {
  await closeApiStub(api);
});

describe('landing page', () => {
  it('when a visitor opens it, then the menu, plans, FAQ and footer are there', async () => {
    renderRoute('/');

    expect(
      await screen.findByText('Turn ideas into posts', { exact: false, selector: 'h1' }),
    ).toBeInTheDocument();
    const sections = within(screen.getByRole('navigation', { name: 'Sections' }));
    for (const [name, hash] of [
      ['Home', '#home'],
      ['Features', '#features'],
      ['Prices', '#prices'],
      ['FAQ', '#faq'],
    ]) {
      expect(sections.getByRole('link', { name })).toHaveAttribute('href', hash);
    }
    const right = within(screen.getByRole('navigation', { name: 'Demo and contact' }));
    expect(right.getByRole('button', { name: 'Watch a demo' })).toBeInTheDocument();
    expect(right.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '#contact');
    expect(screen.getByText('Activate', { selector: 'a' })).toHaveAttribute('href', '/login');

    const section = (id: string) => within(document.getElementById(id)!);
    // Every card's feature works today; what is still to come is named on its own line.
    for (const [title, status] of [
      ['Brand profile', 'Available now'],
      ['Connected social accounts', 'Available now'],
      ['AI images and captions', 'Available now'],
      ['Publishing and notifications', 'Available now'],
      ['Calendar', 'Available now'],
      ['Video and voice-over', 'Available now'],
    ] as const) {
      const card = section('features').getByText(title, { selector: 'h3' }).parentElement!;
      expect(within(card).getByText(status)).toBeInTheDocument();
    }

    const free = within(document.querySelector<HTMLElement>('[aria-labelledby="plan-free"]')!);
    expect(free.getByText('$0')).toBeInTheDocument();
    for (const line of [
      'Up to 3 videos',
      '500-word scripts or 1-minute voice notes',
      '3 templates',
      '2 basic themes',
      'Videos up to 30 seconds with 2 English voiceovers',
      'One connected account, manual posts',
      'Videos made on the Free plan carry a watermark.',
    ]) {
      expect(free.getByText(line)).toBeInTheDocument();
    }
    const premium = within(
      document.querySelector<HTMLElement>('[aria-labelledby="plan-premium"]')!,
    );
    expect(premium.getByText('$29')).toBeInTheDocument();
    expect(premium.getByText('Recommended')).toBeInTheDocument();
    // The seconds Premium's price buys are the allowance the API grants each month.
    expect(
      premium.getByText(
        `${PREMIUM_MONTHLY_CREDITS} seconds of video a month, about 5 one-minute videos`,
      ),
    ).toBeInTheDocument();
    for (const line of [
      'More video time whenever you need it, at $0.09 a second',
      'No watermark',
      'Multilingual voiceovers',
      'Unlimited connected accounts, direct and automated posts',
      'Billed monthly. Cancel anytime from the customer portal.',
    ]) {
      expect(premium.getByText(line)).toBeInTheDocument();
    }
    expect(premium.getAllByRole('listitem')).toHaveLength(8);
    // Both plans start with an account; Premium is then bought from the Plans page.
    expect(free.getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/signup');
    expect(premium.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/signup');
    expect(premium.queryByText('Start for free')).not.toBeInTheDocument();
    // Payments are taken: nothing says they are still to come.
    for (const name of ['prices', 'faq']) {
      expect(section(name).queryByText(/no payments|not on sale|coming with billing/i)).toBeNull();
    }

    expect(section('faq').getAllByText(/\?$/, { selector: 'summary' })).toHaveLength(5);
    expect(
      section('faq').getByText(/Premium costs \$29 a month and includes 323 seconds of video/),
    ).toBeInTheDocument();
    expect(section('faq').getByText('Which platforms are supported?')).toBeInTheDocument();

    const footer = within(document.querySelector('footer')!);
    expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(footer.getByRole('link', { name: 'Help centre' })).toHaveAttribute(
      'href',
      '/helpcenter',
    );
    expect(await footer.findByRole('link', { name: SITE.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${SITE.contactEmail}`,
    );
    expect(footer.getByText(/Postcraft SAS/)).toBeInTheDocument();
  });

  it('when a signed-in user opens / or /home, then the dashboard opens instead', async () => {
    api.answer({
      'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
    });
    const { router } = renderRoute('/home');

    await waitFor(() => expect(router.state.location.pathname).toBe('/create-prompt'));
  });

  it('when another public page links to a section, then it opens the landing page there', async () => {
    // The public pages' links are plain links, read from the address the browser shows.
    window.history.pushState({}, '', '/privacy-policy');
    try {
      renderRoute('/privacy-policy');

      const sections = within(await screen.findByRole('navigation', { name: 'Sections' }));
      expect(sections.getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '/#prices');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});

describe('demo tour', () => {
  it('when WATCH A DEMO is pressed, then a six-step tour opens, moves with Next, Back, the dots and the arrow keys, and Esc closes it', async () => {
    renderRoute('/');
    const menu = within(await screen.findByRole('navigation', { name: 'Demo and contact' }));
    await visitorSessionSettled(api);

    fireEvent.click(menu.getByRole('button', { name: 'Watch a demo' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Postcraft in six steps' }));
    expect(dialog.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(
      dialog.getByRole('heading', { name: 'Sign up and verify your email' }),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled();

    fireEvent.click(dialog.getByRole('button', { name: 'Next' }));
    expect(dialog.getByRole('heading', { name: 'Teach Postcraft your brand' })).toBeInTheDocument();
    expect(dialog.getByText('Step 2 of 6')).toBeInTheDocument();

    fireEvent.click(dialog.getByRole('button', { name: 'Back' }));
    expect(dialog.getByText('Step 1 of 6')).toBeInTheDocument();

    const dots = dialog.getAllByRole('button', { name: /^Go to step/ });
    expect(dots).toHaveLength(6);
    fireEvent.click(
      dialog.getByRole('button', { name: 'Go to step 5: Review it for each platform' }),
    );
    expect(
      dialog.getByRole('heading', { name: 'Review it for each platform' }),
    ).toBeInTheDocument();
    expect(dots[4]).toHaveAttribute('aria-current', 'step');

    fireEvent.keyDown(dialog.getByText('Step 5 of 6'), { key: 'ArrowRight' });
    expect(
      dialog.getByRole('heading', { name: 'Schedule it and get notified' }),
    ).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/login');

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // It opens again from the first step.
    fireEvent.click(screen.getByRole('button', { name: 'Start the tour' }));
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
  });
});
