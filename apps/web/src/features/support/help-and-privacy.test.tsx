import { screen, within } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { VISITOR_SESSION_ROUTES, closeApiStub } from '../../test/visitor-session';

const SITE = {
  productName: 'Postcraft',
  contactEmail: 'hello@postcraft.example',
  privacyEmail: 'privacy@postcraft.example',
  companyName: 'Postcraft SAS',
  companyAddress: '1 rue de la Paix\n75002 Paris',
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

describe('help centre', () => {
  it('when a visitor opens it, then six answers about the product as it is today and a way to contact us are there', async () => {
    renderRoute('/helpcenter');

    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    const questions = document.querySelectorAll('summary');
    expect([...questions].map((question) => question.textContent)).toEqual([
      'How do I change the email address of my account?',
      'What can I do with Postcraft today?',
      'Which social accounts can I connect?',
      'How do publishing and notifications work?',
      'Do I have to pay for anything?',
      'Do you have promo codes or coupons?',
    ]);
    expect(screen.getByText(/can't change your sign-in email yourself yet/)).toBeInTheDocument();
    expect(
      screen.getByText(/one credit is one second of video, at \$0\.09 a second/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Premium costs \$29 a month and includes 323 seconds of video every month/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /see every post by week or month on the calendar\. .* turn on autopilot in Autopilot preferences: it plans the coming week of posts from your brand profile, at your best times, and by default each waits for your approval\. A mobile version is still to come\./,
      ),
    ).toBeInTheDocument();
    const more = within(screen.getByRole('region', { name: "Didn't find your answer?" }));
    expect(more.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});

describe('privacy policy', () => {
  it('when it opens, then its 13 sections are listed and the operator details come from the site settings', async () => {
    renderRoute('/privacy-policy');

    const toc = within(await screen.findByRole('navigation', { name: 'On this page' }));
    const entries = toc.getAllByRole('link');
    expect(entries).toHaveLength(13);
    expect(entries[4]).toHaveTextContent('5. Social platform integrations');
    expect(entries[4]).toHaveAttribute('href', '#privacy-platforms');
    expect(screen.getByText(/TikTok integration:/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '10. Children under 13' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '11. Your data rights' })).toBeInTheDocument();

    const contact = within(document.getElementById('privacy-contact')!);
    expect(await contact.findByRole('link', { name: SITE.privacyEmail })).toHaveAttribute(
      'href',
      `mailto:${SITE.privacyEmail}`,
    );
    expect(contact.getByText('Postcraft SAS')).toBeInTheDocument();
    expect(contact.getByText(/1 rue de la Paix/)).toBeInTheDocument();
  });

  it('when it opens, then the retention section says what account deletion removes and the configured contact-message period', async () => {
    renderRoute('/privacy-policy');
    const retention = within(await screen.findByRole('region', { name: '7. How long we keep it' }));
    expect(retention.getByText(/delete your account yourself at any time/)).toBeInTheDocument();
    expect(retention.getByText(/deleted immediately and cannot be recovered/)).toBeInTheDocument();
    expect(
      await retention.findByText(/deleted automatically 180 days after they were received/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/within 30 days/)).not.toBeInTheDocument();
  });

  it('when the operator details cannot be read, then the contact form is offered instead', async () => {
    api.answer({ 'GET /api/site': () => ({ status: 503, body: { message: 'Unavailable' } }) });
    renderRoute('/privacy-policy');

    const contact = within(document.getElementById('privacy-contact')!);
    expect(await contact.findByText(/couldn't be loaded right now/)).toBeInTheDocument();
    expect(contact.getByRole('link', { name: 'Contact form' })).toHaveAttribute('href', '/contact');
    // The retention figure falls back to the default the worker applies.
    expect(
      screen.getByText(/deleted automatically 365 days after they were received/),
    ).toBeVisible();
  });
});
