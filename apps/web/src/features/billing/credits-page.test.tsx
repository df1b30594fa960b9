import { PAYMENT_MESSAGES, type CreditsSummary } from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startApiStub, type ApiStub, type StubRequest } from '../../test/api-stub';
import { jestObject } from '../../test/browser-windows';
import { takeOverCardFrame } from '../../test/fake-card-frame';
import {
  buildBillingOffConfig,
  buildCreditsSummary,
  buildPaymentsConfig,
  SANDBOX_FRAME_URL,
} from '../../test/payments.factory';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';
import { PURCHASE_TIMINGS } from './purchase-credits-dialog';

const config = buildPaymentsConfig();
const INTENT = { clientSecret: 'pi_Test1234abcd_secret_xyz', paymentIntentId: 'pi_Test1234abcd' };

let api: ApiStub;
let credits: CreditsSummary;

beforeEach(async () => {
  credits = buildCreditsSummary({ balance: 120, purchased: 120, usedByType: { video: 30 } });
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
    'GET /api/payments/config': () => ({ status: 200, body: { config } }),
    'GET /api/payments/credits': () => ({ status: 200, body: credits }),
    'POST /api/payments/credits/create-payment-intent': () => ({ status: 200, body: INTENT }),
    'POST /api/payments/credits/confirm-purchase': ({ body }) => {
      const bought = 1000;
      credits = {
        ...credits,
        balance: credits.balance + bought,
        purchased: credits.purchased + bought,
      };
      expect(body).toEqual({ paymentIntentId: INTENT.paymentIntentId });
      return {
        status: 200,
        body: { success: true, creditsAdded: bought, balance: credits.balance },
      };
    },
  });
});

afterEach(async () => {
  jestObject.useRealTimers();
  await closeApiStub(api);
});

const calls = (path: string): StubRequest[] =>
  api.requests.filter((request) => request.path === path && request.method === 'POST');

async function openPurchase() {
  renderRoute('/credits');
  fireEvent.click(await screen.findByRole('button', { name: 'Purchase Credits' }));
  const dialog = await screen.findByRole('dialog', { name: 'Purchase credits' });
  const frame = await takeOverCardFrame();
  return { dialog: within(dialog), frame };
}

describe('/credits', () => {
  it('when it opens, then the balance and every pack of the configuration show, priced in dollars', async () => {
    renderRoute('/credits');

    expect(await screen.findByTestId('credits-balance')).toHaveTextContent('120');
    expect(screen.getByTestId('credits-videos')).toHaveTextContent('30');
    const packs = screen.getAllByTestId('credit-pack');
    expect(packs).toHaveLength(config.packs.length);
    expect(packs[2]).toHaveTextContent('1,000 credits');
    expect(packs[2]).toHaveTextContent('Popular');
    expect(packs[2]).toHaveTextContent('$90.00');
    expect(packs[0]).toHaveTextContent('$29.07');
    expect(screen.getByText('Every pack is priced at $0.09 per second of video.')).toBeVisible();
    expect(screen.queryByText('Credits reset every month.')).not.toBeInTheDocument();
  });

  it('when Purchase Credits is pressed, then the modal starts on the 1000-second pack with the Sandbox card field in the page’s language and theme', async () => {
    const { dialog, frame } = await openPurchase();

    expect(dialog.getByRole('radio', { name: '1,000 credits for $90.00' })).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Pay $90.00' })).toBeEnabled();
    const src = new URL(frame.iframe.src);
    expect(`${src.origin}${src.pathname}`).toBe(SANDBOX_FRAME_URL);
    expect(src.searchParams.get('lang')).toBe('en');
    expect(src.searchParams.get('theme')).toBe('light');
  });

  it('when a pack card’s Buy is pressed, then the modal starts on that pack', async () => {
    renderRoute('/credits');
    fireEvent.click(await screen.findByRole('button', { name: 'Buy 5,000 credits for $450.00' }));

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('radio', { name: '5,000 credits for $450.00' })).toBeChecked();
  });

  it('when Pay is pressed before the card field is ready, or with the card not filled in, then the spec’s message shows and no payment is created', async () => {
    const { dialog, frame } = await openPurchase();

    fireEvent.click(dialog.getByRole('button', { name: 'Pay $90.00' }));
    expect(await dialog.findByText('Payment system not ready. Please try again.')).toBeVisible();

    await frame.ready();
    await frame.change(false, 'Your card number is incomplete.');
    fireEvent.click(dialog.getByRole('button', { name: 'Pay $90.00' }));
    expect(
      await dialog.findByText('Card information is required. Please enter your card details.'),
    ).toBeVisible();
    expect(calls('/api/payments/credits/create-payment-intent')).toEqual([]);
    expect(frame.received).toEqual([]);
  });

  it('when the card is declined, then the issuer’s message shows and clears after 5 s', async () => {
    jestObject.useFakeTimers();
    const { dialog, frame } = await openPurchase();
    await frame.ready();
    await frame.change(true);

    fireEvent.click(dialog.getByRole('radio', { name: '2,000 credits for $180.00' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Pay $180.00' }));
    await frame.answer({ error: { code: 'card_declined', message: 'Your card was declined.' } });

    expect(await dialog.findByText('Your card was declined.')).toBeVisible();
    expect(calls('/api/payments/credits/create-payment-intent').map((call) => call.body)).toEqual([
      { creditAmount: 2000 },
    ]);
    expect(frame.received.map(({ message, targetOrigin }) => [message, targetOrigin])).toEqual([
      [
        expect.objectContaining({
          type: 'confirm',
          clientSecret: INTENT.clientSecret,
          returnUrl: `${window.location.origin}/completion`,
        }),
        new URL(SANDBOX_FRAME_URL).origin,
      ],
    ]);
    expect(calls('/api/payments/credits/confirm-purchase')).toEqual([]);

    await act(() => jestObject.advanceTimersByTimeAsync(PURCHASE_TIMINGS.clearErrorMs - 100));
    expect(dialog.getByText('Your card was declined.')).toBeVisible();
    await act(() => jestObject.advanceTimersByTimeAsync(100));
    expect(dialog.queryByText('Your card was declined.')).not.toBeInTheDocument();
  });

  it('when the payment does not succeed, then “Payment was not successful” shows', async () => {
    const { dialog, frame } = await openPurchase();
    await frame.ready();
    await frame.change(true);

    fireEvent.click(dialog.getByRole('button', { name: 'Pay $90.00' }));
    await frame.answer({ paymentIntent: { id: INTENT.paymentIntentId, status: 'processing' } });

    expect(await dialog.findByText(PAYMENT_MESSAGES.paymentNotSucceeded)).toBeVisible();
    expect(calls('/api/payments/credits/confirm-purchase')).toEqual([]);
  });

  it('when the payment intent cannot be created, then the API’s message shows, or the spec’s fallback', async () => {
    api.answer({
      'POST /api/payments/credits/create-payment-intent': () => ({ status: 500, body: {} }),
    });
    const { dialog, frame } = await openPurchase();
    await frame.ready();
    await frame.change(true);

    fireEvent.click(dialog.getByRole('button', { name: 'Pay $90.00' }));
    expect(await dialog.findByText('Failed to create payment intent')).toBeVisible();

    api.answer({
      'POST /api/payments/credits/create-payment-intent': () => ({
        status: 503,
        body: { message: PAYMENT_MESSAGES.providerUnavailable },
      }),
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Pay $90.00' }));
    expect(await dialog.findByText(PAYMENT_MESSAGES.providerUnavailable)).toBeVisible();
    expect(frame.received).toEqual([]);
  });

  it('when the confirmation fails after the card succeeded, then “Failed to confirm purchase” shows', async () => {
    api.answer({
      'POST /api/payments/credits/confirm-purchase': () => ({ status: 500, body: {} }),
    });
    const { dialog, frame } = await openPurchase();
    await frame.ready();
    await frame.change(true);

    fireEvent.click(dialog.getByRole('button', { name: 'Pay $90.00' }));
    await frame.answer({ paymentIntent: { id: INTENT.paymentIntentId, status: 'succeeded' } });

    expect(await dialog.findByText('Failed to confirm purchase')).toBeVisible();
  });

  it('when the card succeeds, then the purchase is confirmed, the success shows, the balance is read again and the modal closes after 2 s', async () => {
    jestObject.useFakeTimers();
    const { dialog, frame } = await openPurchase();
    await frame.ready();
    await frame.change(true);

    fireEvent.click(dialog.getByRole('button', { name: 'Pay $90.00' }));
    expect(await dialog.findByRole('button', { name: 'Processing…' })).toBeDisabled();
    await frame.answer({ paymentIntent: { id: INTENT.paymentIntentId, status: 'succeeded' } });

    expect(await dialog.findByText(PAYMENT_MESSAGES.purchased(1000))).toBeVisible();
    await act(() =>
      jestObject.advanceTimersByTimeAsync(PURCHASE_TIMINGS.closeAfterSuccessMs - 100),
    );
    expect(screen.getByRole('dialog')).toBeVisible();
    await act(() => jestObject.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByTestId('credits-balance')).toHaveTextContent('1,120'));
    expect(screen.getByTestId('credits-badge')).toHaveTextContent('1.1K');
  });

  it('when billing is off on the server, then the page says every feature is included, and no badge shows', async () => {
    api.answer({
      'GET /api/payments/config': () => ({
        status: 200,
        body: { config: buildBillingOffConfig() },
      }),
    });
    renderRoute('/credits');

    expect(await screen.findByText(PAYMENT_MESSAGES.billingOff)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Purchase Credits' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('credits-badge')).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).not.toContain('/api/payments/credits');
  });
});
