import { PAYMENT_MESSAGES, PAYMENT_MESSAGES_FR } from '@postcraft/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import {
  buildCreditsSummary,
  buildPaymentsConfig,
  buildPremiumState,
  buildSubscriptionState,
} from '../../test/payments.factory';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';

const PAYMENT_INTENT = 'pi_Completion1234';
const CREDITS_ADDED = 1000;
const BALANCE = 1250;

let api: ApiStub;

beforeEach(async () => {
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
    'GET /api/payments/config': () => ({ status: 200, body: { config: buildPaymentsConfig() } }),
    'GET /api/payments/credits': () => ({
      status: 200,
      body: buildCreditsSummary({ balance: BALANCE, purchased: BALANCE }),
    }),
    // Idempotent, as the API is: every call for the same PaymentIntent answers the same.
    'POST /api/payments/credits/confirm-purchase': () => ({
      status: 200,
      body: { success: true, creditsAdded: CREDITS_ADDED, balance: BALANCE },
    }),
  });
});

afterEach(async () => {
  await closeApiStub(api);
  await act(() => i18n.changeLanguage('en'));
});

const confirmCalls = () =>
  api.requests.filter((request) => request.path === '/api/payments/credits/confirm-purchase');

const completion = (status: string, id = PAYMENT_INTENT) =>
  `/completion?payment_intent=${id}&payment_intent_client_secret=${id}_secret_x&redirect_status=${status}`;

describe('/completion', () => {
  it('when the authentication succeeded, then the purchase is confirmed once (strict mode too) and the success and balance show, with a way to /credits', async () => {
    renderRoute(completion('succeeded'), { strict: true });

    expect(await screen.findByText(PAYMENT_MESSAGES.purchased(CREDITS_ADDED))).toBeVisible();
    expect(screen.getByTestId('completion-balance')).toHaveTextContent(
      'You now have 1,250 credits.',
    );
    expect(screen.getByRole('link', { name: 'Back to credits' })).toHaveAttribute(
      'href',
      '/credits',
    );
    await api.settled();
    expect(confirmCalls().map((call) => call.body)).toEqual([{ paymentIntentId: PAYMENT_INTENT }]);
  });

  it('when the page is loaded again after a success, then the success shows again, not an error', async () => {
    const first = renderRoute(completion('succeeded'));
    expect(await screen.findByText(PAYMENT_MESSAGES.purchased(CREDITS_ADDED))).toBeVisible();
    first.unmount();

    renderRoute(completion('succeeded'));
    expect(await screen.findByText(PAYMENT_MESSAGES.purchased(CREDITS_ADDED))).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the page is in French, then the success is the French one', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoute(completion('succeeded'));

    expect(
      await screen.findByText(PAYMENT_MESSAGES_FR.purchased(String(CREDITS_ADDED))),
    ).toBeVisible();
  });

  it('when the authentication failed, then “Payment was not successful” shows with a way back, and nothing is confirmed', async () => {
    renderRoute(completion('failed'));

    expect(await screen.findByText(PAYMENT_MESSAGES.paymentNotSucceeded)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to credits' })).toHaveAttribute(
      'href',
      '/credits',
    );
    expect(confirmCalls()).toEqual([]);
  });

  it('when the confirmation is refused, then the API’s message shows and Try again asks again', async () => {
    api.answer({
      'POST /api/payments/credits/confirm-purchase': () => ({
        status: 409,
        body: { message: PAYMENT_MESSAGES.paymentMismatch },
      }),
    });
    renderRoute(completion('succeeded'));

    expect(await screen.findByText(PAYMENT_MESSAGES.paymentMismatch)).toBeVisible();
    api.answer({
      'POST /api/payments/credits/confirm-purchase': () => ({
        status: 200,
        body: { success: true, creditsAdded: CREDITS_ADDED, balance: BALANCE },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.purchased(CREDITS_ADDED))).toBeVisible();
    expect(confirmCalls()).toHaveLength(2);
  });

  it('when there is no payment in the address, then nothing is confirmed and the page leads back to /credits', async () => {
    renderRoute('/completion');

    expect(await screen.findByText('There is no payment to show here.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to credits' })).toBeVisible();
    expect(confirmCalls()).toEqual([]);
  });

  describe('after a subscription’s first payment', () => {
    const subscriptionCompletion = (status: string) => `${completion(status)}&purpose=subscription`;

    it('when the authentication succeeded, then the plan is read until it says Premium, and no credit purchase is confirmed', async () => {
      let reads = 0;
      api.answer({
        'GET /api/payments/subscription': () => {
          reads += 1;
          const subscription = reads < 2 ? buildSubscriptionState() : buildPremiumState();
          return { status: 200, body: { subscription } };
        },
      });
      renderRoute(subscriptionCompletion('succeeded'), { strict: true });

      expect(await screen.findByText('Activating Premium…')).toBeVisible();
      expect(await screen.findByText('You are now Premium!')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to subscription' })).toHaveAttribute(
        'href',
        '/subscription',
      );
      expect(reads).toBeGreaterThanOrEqual(2);
      expect(confirmCalls()).toEqual([]);
    });

    it('when the authentication failed, then “Payment was not successful” shows with a way back to the subscription', async () => {
      renderRoute(subscriptionCompletion('failed'));

      expect(await screen.findByText(PAYMENT_MESSAGES.paymentNotSucceeded)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to subscription' })).toBeVisible();
    });
  });

  describe('after a new card’s authentication', () => {
    const SETUP_INTENT = 'seti_Completion1234';
    const cardCompletion = (status: string) =>
      `/completion?purpose=payment-method&setup_intent=${SETUP_INTENT}&setup_intent_client_secret=${SETUP_INTENT}_secret_x&redirect_status=${status}`;
    const cardCalls = () =>
      api.requests.filter((request) => request.path === '/api/payments/payment-method');

    it('when it succeeded, then the saved card becomes the one billed, once (strict mode too)', async () => {
      api.answer({
        'POST /api/payments/payment-method': () => ({
          status: 200,
          body: { card: { brand: 'visa', last4: '3155', expMonth: 1, expYear: 2030 } },
        }),
      });
      renderRoute(cardCompletion('succeeded'), { strict: true });

      expect(
        await screen.findByText('Your Visa card ending in 3155 is now the one billed.'),
      ).toBeVisible();
      await api.settled();
      expect(cardCalls().map((call) => call.body)).toEqual([{ setupIntentId: SETUP_INTENT }]);
    });

    it('when it failed, then nothing is sent and the page says the payment did not go through', async () => {
      renderRoute(cardCompletion('failed'));

      expect(await screen.findByText(PAYMENT_MESSAGES.paymentNotSucceeded)).toBeVisible();
      expect(cardCalls()).toEqual([]);
    });
  });
});
