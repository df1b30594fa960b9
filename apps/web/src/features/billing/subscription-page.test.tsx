import type { BillingInfo, InvoiceSummary, SubscriptionState } from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub, type StubRequest } from '../../test/api-stub';
import { takeOverCardFrame } from '../../test/fake-card-frame';
import {
  buildBillingInfo,
  buildBillingOffConfig,
  buildCreditsSummary,
  buildInvoice,
  buildPaymentsConfig,
  buildPremiumState,
  buildSubscriptionState,
} from '../../test/payments.factory';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';

const SETUP = { clientSecret: 'seti_Card1234abcd_secret_xyz', setupIntentId: 'seti_Card1234abcd' };
const NEW_CARD = { brand: 'mastercard', last4: '4444', expMonth: 9, expYear: 2032 };

let api: ApiStub;
let subscription: SubscriptionState;
let billingInfo: BillingInfo | null;
let invoices: InvoiceSummary[];

beforeEach(async () => {
  subscription = buildSubscriptionState();
  billingInfo = null;
  invoices = [];
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
    'GET /api/payments/config': () => ({ status: 200, body: { config: buildPaymentsConfig() } }),
    'GET /api/payments/credits': () => ({
      status: 200,
      body: buildCreditsSummary({
        balance: 1323,
        purchased: 1000,
        monthlyAllowance: 323,
        monthlyLeft: 323,
        resetsAt: '2026-12-27T10:00:00.000Z',
      }),
    }),
    'GET /api/payments/subscription': () => ({ status: 200, body: { subscription } }),
    'GET /api/payments/billing-info': () => ({ status: 200, body: { billingInfo } }),
    'PUT /api/payments/billing-info': ({ body }) => {
      billingInfo = body as BillingInfo;
      return { status: 200, body: { billingInfo } };
    },
    'GET /api/payments/invoices': () => ({ status: 200, body: { invoices } }),
    'POST /api/payments/create-payment-intent': () => ({ status: 200, body: SETUP }),
    'POST /api/payments/payment-method': () => {
      subscription = { ...subscription, card: NEW_CARD };
      return { status: 200, body: { card: NEW_CARD } };
    },
  });
});

afterEach(async () => {
  await closeApiStub(api);
  await act(() => i18n.changeLanguage('en'));
});

const requestsTo = (method: string, path: string): StubRequest[] =>
  api.requests.filter((request) => request.path === path && request.method === method);

describe('/subscription', () => {
  it('when a Free user opens it, then the Free plan, the credits, no card and no billing information show, with Subscribe', async () => {
    renderRoute('/subscription');

    const plan = await screen.findByTestId('current-plan');
    await waitFor(() =>
      expect(within(plan).getByTestId('current-plan-name')).toHaveTextContent('Free'),
    );
    expect(within(plan).getByRole('button', { name: 'Subscribe to Premium' })).toBeVisible();
    expect(within(plan).queryByTestId('current-plan-period')).not.toBeInTheDocument();
    expect(plan).not.toHaveTextContent('No subscription');
    const credits = screen.getByTestId('credits-card');
    await waitFor(() =>
      expect(within(credits).getByTestId('credits-balance')).toHaveTextContent('1,323'),
    );
    expect(within(credits).getByTestId('credits-monthly')).toHaveTextContent('323 of 323 left');
    expect(within(credits).getByTestId('credits-resets')).toHaveTextContent('December 27, 2026');
    expect(within(credits).getByTestId('credits-purchased')).toHaveTextContent('1,000');
    expect(screen.getByTestId('payment-details')).toHaveTextContent('No card yet');
    expect(await screen.findByText('No billing information yet.')).toBeVisible();
  });

  it('when a Premium user opens it, then the plan is active with its renewal date, the card billed shows, and Manage subscription is offered', async () => {
    subscription = buildPremiumState();
    renderRoute('/subscription');

    const plan = await screen.findByTestId('current-plan');
    await waitFor(() =>
      expect(within(plan).getByTestId('current-plan-name')).toHaveTextContent('Premium'),
    );
    expect(plan).toHaveTextContent('Active');
    expect(plan).toHaveTextContent('$29.00 a month');
    expect(within(plan).getByTestId('current-plan-period')).toHaveTextContent(
      'Renews on December 27, 2026',
    );
    expect(within(plan).getByRole('button', { name: 'Manage subscription' })).toBeVisible();
    expect(screen.getByTestId('payment-card')).toHaveTextContent('Visa •••• 4242');
    expect(screen.getByTestId('payment-details')).toHaveTextContent('Expires 04/31');
  });

  it('when a first payment did not go through, then the plan is Free with no status to act on but Subscribe', async () => {
    subscription = buildSubscriptionState({
      status: 'incomplete',
      subscriptionId: 'sub_Open1234abcd',
    });
    renderRoute('/subscription');

    const plan = await screen.findByTestId('current-plan');
    expect(await within(plan).findByRole('button', { name: 'Subscribe to Premium' })).toBeVisible();
    expect(plan).not.toHaveTextContent('Payment needed');
    expect(
      within(plan).queryByRole('button', { name: 'Manage subscription' }),
    ).not.toBeInTheDocument();
  });

  it('when the subscription is cancelled at period end, then the plan says when it ends', async () => {
    subscription = buildPremiumState({ cancelAtPeriodEnd: true });
    renderRoute('/subscription');

    expect(await screen.findByTestId('current-plan-period')).toHaveTextContent(
      'Ends on December 27, 2026',
    );
  });

  it('when a renewal failed (past due), then a warning asks to update the card, and its link opens the payment modal', async () => {
    subscription = buildPremiumState({ status: 'past_due' });
    renderRoute('/subscription');

    const plan = await screen.findByTestId('current-plan');
    expect(
      await within(plan).findByText(
        'Your last payment did not go through. Update your payment details to keep Premium.',
      ),
    ).toBeVisible();
    expect(plan).toHaveTextContent('Past due');
    fireEvent.click(within(plan).getByRole('button', { name: 'Update payment details' }));

    expect(await screen.findByRole('dialog', { name: 'Update payment details' })).toBeVisible();
  });

  it('when a new card is saved, then the modal’s SetupIntent is confirmed by the card field, the card becomes the one billed and shows on the page', async () => {
    subscription = buildPremiumState();
    renderRoute('/subscription');
    fireEvent.click(await screen.findByRole('button', { name: 'Update payment details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update payment details' }));
    const frame = await takeOverCardFrame();
    await frame.ready();
    await frame.change(true);

    fireEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    await frame.answer({ paymentIntent: { id: SETUP.setupIntentId, status: 'succeeded' } });

    expect(
      await dialog.findByText('Your Mastercard card ending in 4444 is now the one billed.'),
    ).toBeVisible();
    expect(frame.received.map(({ message }) => message)).toEqual([
      expect.objectContaining({
        clientSecret: SETUP.clientSecret,
        returnUrl: `${window.location.origin}/completion?purpose=payment-method`,
      }),
    ]);
    expect(requestsTo('POST', '/api/payments/create-payment-intent')).toHaveLength(1);
    expect(requestsTo('POST', '/api/payments/payment-method').map((call) => call.body)).toEqual([
      { setupIntentId: SETUP.setupIntentId },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('payment-card')).toHaveTextContent('Mastercard •••• 4444'),
    );
  });

  it('when the new card is declined, then the issuer’s message shows and the card billed stays', async () => {
    subscription = buildPremiumState();
    renderRoute('/subscription');
    fireEvent.click(await screen.findByRole('button', { name: 'Update payment details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update payment details' }));
    const frame = await takeOverCardFrame();
    await frame.ready();
    await frame.change(true);

    fireEvent.click(dialog.getByRole('button', { name: 'Save card' }));
    await frame.answer({ error: { code: 'card_declined', message: 'Your card was declined.' } });

    expect(await dialog.findByText('Your card was declined.')).toBeVisible();
    expect(requestsTo('POST', '/api/payments/payment-method')).toEqual([]);
    expect(screen.getByTestId('payment-card')).toHaveTextContent('Visa •••• 4242');
  });

  it('when billing information is saved with required fields empty, then each says so and nothing is sent; filled in, it is saved and shown', async () => {
    renderRoute('/subscription');
    fireEvent.click(await screen.findByRole('button', { name: 'Add billing information' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Billing information' }));
    expect(dialog.getByLabelText('First name')).toHaveValue('Jane');
    expect(dialog.getByLabelText('Email')).toHaveValue('jane@example.com');

    fireEvent.change(dialog.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText('Enter a valid email address.')).toBeVisible();
    expect(dialog.getAllByText('This field is required.')).toHaveLength(2);
    expect(dialog.getByText('Choose a country.')).toBeVisible();
    expect(dialog.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText(/^City/)).not.toHaveAttribute('aria-invalid');
    expect(requestsTo('PUT', '/api/payments/billing-info')).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Email'), { target: { value: 'jane@example.com' } });
    fireEvent.change(dialog.getByLabelText('Address'), { target: { value: '5 Rue de la Paix' } });
    fireEvent.change(dialog.getByLabelText('Country'), { target: { value: 'FR' } });
    fireEvent.change(dialog.getByLabelText('State / region'), {
      target: { value: 'Île-de-France' },
    });
    fireEvent.change(dialog.getByLabelText(/^City/), { target: { value: 'Paris' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('PUT', '/api/payments/billing-info').map((call) => call.body)).toEqual([
      {
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@example.com',
        address: '5 Rue de la Paix',
        country: 'FR',
        state: 'Île-de-France',
        city: 'Paris',
        postalCode: '',
      },
    ]);
    const card = screen.getByTestId('billing-info');
    expect(card).toHaveTextContent('5 Rue de la Paix');
    expect(card).toHaveTextContent('Île-de-France, France');
    expect(within(card).getByRole('button', { name: 'Edit billing information' })).toBeVisible();
  });

  it('when the API refuses the billing information, then its message shows on the field it names', async () => {
    billingInfo = buildBillingInfo();
    api.answer({
      'PUT /api/payments/billing-info': () => ({
        status: 400,
        body: {
          message: 'Invalid state for this country',
          code: 'validation_failed',
          issues: [{ path: ['state'], message: 'Invalid state for this country' }],
        },
      }),
    });
    renderRoute('/subscription');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit billing information' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Billing information' }));
    expect(dialog.getByLabelText('Country')).toHaveValue('GB');

    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(dialog.getByLabelText('State / region')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(dialog.getAllByText('Invalid state for this country')).toHaveLength(2);
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('when the interface is French, then the country list is named in French and sorted by name', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoute('/subscription');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Ajouter les informations de facturation' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Informations de facturation' }),
    );

    const options = within(dialog.getByLabelText('Pays')).getAllByRole('option');
    const names = options.slice(1).map((option) => option.textContent ?? '');
    expect(options[0]).toHaveTextContent('Choisissez un pays');
    expect(names).toContain('Allemagne');
    expect(names).toEqual([...names].sort(new Intl.Collator('fr-FR').compare));
    expect(names.length).toBeGreaterThan(240);
  });

  it('when the billing history is opened, then each invoice shows with its status and link; without invoices it says so', async () => {
    invoices = [
      buildInvoice(),
      buildInvoice({
        id: 'in_Test5678efgh',
        number: 'PC-0002',
        date: '2026-12-27T10:00:00.000Z',
        status: 'pending',
        invoiceUrl: null,
      }),
    ];
    renderRoute('/subscription');
    fireEvent.click(await screen.findByRole('button', { name: 'Billing history' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Billing history' }));

    const rows = await dialog.findAllByTestId('invoice-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('PremiumPC-0001Nov 27, 2026$29.00Paid');
    expect(within(rows[0]!).getByRole('link', { name: 'View invoice PC-0001' })).toHaveAttribute(
      'href',
      'https://invoices.sandbox.test/in_Test1234abcd',
    );
    expect(rows[1]).toHaveTextContent('Pending');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();

    invoices = [];
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    api.answer({ 'GET /api/payments/invoices': () => ({ status: 200, body: { invoices: [] } }) });
    fireEvent.click(screen.getByRole('button', { name: 'Billing history' }));
    expect(await screen.findByText('No invoices yet')).toBeVisible();
    expect(screen.queryAllByTestId('invoice-row')).toEqual([]);
  });

  it('when billing is off, then the page says every feature is included and reads no subscription', async () => {
    api.answer({
      'GET /api/payments/config': () => ({
        status: 200,
        body: { config: buildBillingOffConfig() },
      }),
    });
    renderRoute('/subscription');

    expect(
      await screen.findByText(
        'Billing is turned off on this server: every feature is already yours.',
      ),
    ).toBeVisible();
    expect(screen.queryByTestId('current-plan')).not.toBeInTheDocument();
    expect(requestsTo('GET', '/api/payments/subscription')).toEqual([]);
  });
});
