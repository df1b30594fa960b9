import { fireEvent, screen, within } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { VISITOR_SESSION_ROUTES, closeApiStub } from '../../test/visitor-session';

const SITE = {
  productName: 'Postcraft',
  contactEmail: 'hello@postcraft.example',
  privacyEmail: 'privacy@postcraft.example',
  companyName: 'Postcraft SAS',
  companyAddress: '1 rue de la Paix, 75002 Paris',
  contactRetentionDays: 180,
};

let api: ApiStub;

beforeEach(async () => {
  api = await startApiStub({
    ...VISITOR_SESSION_ROUTES,
    'GET /api/site': () => ({ status: 200, body: { data: SITE } }),
    'POST /api/contact': () => ({
      status: 201,
      body: { message: 'Thanks! Your message is on its way; we will reply by email.' },
    }),
  });
});

afterEach(async () => {
  await closeApiStub(api);
});

/** The landing page's TALK TO US form. */
async function openLandingForm() {
  renderRoute('/');
  return within(await screen.findByRole('form', { name: 'Contact form' }));
}

function fill(form: ReturnType<typeof within>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(form.getByLabelText(label, { exact: false }), { target: { value } });
  }
}

const contactPosts = () => api.requests.filter((request) => request.path === '/api/contact');

describe('contact form', () => {
  it('when it is sent with bad values, then each field says what is wrong and nothing is sent', async () => {
    const form = await openLandingForm();
    fill(form, { Name: '   ', Email: 'jane@', Message: 'Too short' });

    fireEvent.click(form.getByRole('button', { name: 'Send message' }));

    expect(await form.findByText('Please enter your name.')).toBeInTheDocument();
    expect(form.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(form.getByText('Your message needs at least 10 characters.')).toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Name')).toHaveFocus();

    fill(form, { Name: 'x'.repeat(101), Message: 'y'.repeat(5001) });
    expect(form.getByText('Your name can be at most 100 characters.')).toBeInTheDocument();
    expect(form.getByText('Your message can be at most 5000 characters.')).toBeInTheDocument();
    expect(contactPosts()).toHaveLength(0);
  });

  it('when the message is valid, then it is posted and a thank-you card replaces the form', async () => {
    const form = await openLandingForm();
    fill(form, {
      Name: ' Jane Doe ',
      Email: 'jane@example.com',
      Company: 'Acme Studio',
      Message: '  Can Premium be billed to my company?  ',
    });

    fireEvent.click(form.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: 'Thank you, Jane Doe!' })).toHaveFocus();
    expect(screen.getByText(/We'll reply to jane@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
    const [post] = contactPosts();
    expect(post?.body).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      company: 'Acme Studio',
      message: 'Can Premium be billed to my company?',
    });
    expect(post?.headers['x-requested-with']).toBe('postcraft');

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    const again = within(await screen.findByRole('form', { name: 'Contact form' }));
    expect(again.getByLabelText('Message')).toHaveValue('');
  });

  it('when the server refuses the message, then its message is shown and the input is kept', async () => {
    api.answer({
      'POST /api/contact': () => ({
        status: 429,
        body: { message: 'Too many messages. Please try again later.', code: 'rate_limited' },
      }),
    });
    const form = await openLandingForm();
    fill(form, { Name: 'Jane', Email: 'jane@example.com', Message: 'Hello, I have a question.' });

    fireEvent.click(form.getByRole('button', { name: 'Send message' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'Too many messages. Please try again later.',
    );
    expect(form.getByLabelText('Message')).toHaveValue('Hello, I have a question.');
    expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('when the server rejects a field, then its message is shown under that field', async () => {
    api.answer({
      'POST /api/contact': () => ({
        status: 400,
        body: {
          message: 'Invalid request',
          code: 'validation_failed',
          issues: [{ path: ['email'], message: 'Enter a valid email address.' }],
        },
      }),
    });
    const form = await openLandingForm();
    fill(form, { Name: 'Jane', Email: 'jane@example.co', Message: 'Hello, I have a question.' });

    fireEvent.click(form.getByRole('button', { name: 'Send message' }));

    expect(await form.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(form.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('when a signed-in user opens /contact, then the form is in the app and knows who they are', async () => {
    api.answer({
      'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
    });
    renderRoute('/contact');

    const form = within(await screen.findByRole('form', { name: 'Contact form' }));
    expect(form.getByLabelText('Name')).toHaveValue('Jane Doe');
    expect(form.getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: SITE.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${SITE.contactEmail}`,
    );
  });

  it('when a visitor opens /contact, then the form is in the public pages, empty', async () => {
    renderRoute('/contact');

    const form = within(await screen.findByRole('form', { name: 'Contact form' }));
    expect(form.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
