import {
  PAYMENT_MESSAGES,
  type CreditsSummary,
  type SubscriptionState,
  type User,
} from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startApiStub, type ApiStub, type StubRequest } from '../../test/api-stub';
import { jestObject } from '../../test/browser-windows';
import { takeOverCardFrame } from '../../test/fake-card-frame';
import {
  buildBillingOffConfig,
  buildCreditsSummary,
  buildPaymentsConfig,
  buildPremiumState,
  buildSubscriptionState,
  SANDBOX_FRAME_URL,
} from '../../test/payments.factory';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';
import { PREMIUM_WAIT } from './subscribe';

const SUBSCRIBED = {
  subscriptionId: 'sub_Plan1234abcd',
  clientSecret: 'pi_Plan1234abcd_secret_xyz',
};

let api: ApiStub;
let user: User;
let subscription: SubscriptionState;
let credits: CreditsSummary;
/** What the API holds once the first invoice is paid (its webhook has arrived). */
let isPaid: boolean;

beforeEach(async () => {
  user = buildUser({ plan: 'free' });
  subscription = buildSubscriptionState();
  credits = buildCreditsSummary({ balance: 40, purchased: 40 });
  isPaid = false;
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user } } }),
    'GET /api/payments/config': () => ({ status: 200, body: { config: buildPaymentsConfig() } }),
    'GET /api/payments/credits': () => ({ status: 200, body: credits }),
    'GET /api/payments/subscription': () => {
      if (isPaid) {
        subscription = buildPremiumState({ subscriptionId: SUBSCRIBED.subscriptionId });
        user = { ...user, plan: 'premium' };
        credits = { ...credits, balance: 363, monthlyAllowance: 323, monthlyLeft: 323 };
      }
      return { status: 200, body: { subscription } };
    },
    'POST /api/payments/subscription': () => ({ status: 201, body: SUBSCRIBED }),
  });
});

afterEach(async () => {
  jestObject.useRealTimers();
  await closeApiStub(api);
  window.location.hash = '';
});

const posts = (path: string): StubRequest[] =>
  api.requests.filter((request) => request.path === path && request.method === 'POST');
const subscriptionReads = () =>
  api.requests.filter(
    (request) => request.path === '/api/payments/subscription' && request.method === 'GET',
  );

async function openSubscribe() {
  renderRoute('/plan');
  fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to Premium' }));
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Premium' });
  const frame = await takeOverCardFrame();
  await frame.ready();
  await frame.change(true);
  return { dialog: within(dialog), frame };
}

describe('/plan', () => {
  it('when a Free user opens it, then Free and Premium show side by side, Premium recommended with its monthly video time, Free marked current', async () => {
    renderRoute('/plan');

    const premium = await screen.findByTestId('plan-premium');
    const free = screen.getByTestId('plan-free');
    await waitFor(() => expect(free).toHaveTextContent('Current plan'));
    expect(premium).not.toHaveTextContent('Current plan');
    expect(premium).toHaveTextContent('Recommended');
    expect(premium).toHaveTextContent('$29.00/ month');
    expect(premium).toHaveTextContent('323 seconds of video every month');
    expect(premium).toHaveTextContent(
      'Autopilot: a week of posts planned for you, approved by you',
    );
    expect(free).toHaveTextContent('$0.00/ month');
    expect(free).toHaveTextContent('Up to 3 videos');
    expect(free).toHaveTextContent('Videos made on the Free plan carry a watermark.');
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).not.toBeInTheDocument();
  });

  it('when Subscribe is pressed with a good card, then the first invoice is paid with the card field, the plan is read until Premium, and the page and the menu say Premium', async () => {
    const { dialog, frame } = await openSubscribe();
    expect(
      dialog.getByText(
        '$29.00 a month, renewed each month until you cancel. Cancel at any time from Manage subscription.',
      ),
    ).toBeVisible();
    expect(dialog.getByText('323 seconds of video every month')).toBeVisible();

    fireEvent.click(dialog.getByRole('button', { name: 'Subscribe for $29.00 a month' }));
    await frame.answer({ paymentIntent: { id: 'pi_Plan1234abcd', status: 'succeeded' } });
    const readsBeforePayment = subscriptionReads().length;
    isPaid = true;

    expect(await dialog.findByText('You are now Premium!')).toBeVisible();
    expect(posts('/api/payments/subscription').map((call) => call.body)).toEqual([{}]);
    expect(frame.received.map(({ message, targetOrigin }) => [message, targetOrigin])).toEqual([
      [
        expect.objectContaining({
          type: 'confirm',
          clientSecret: SUBSCRIBED.clientSecret,
          returnUrl: `${window.location.origin}/completion?purpose=subscription`,
        }),
        new URL(SANDBOX_FRAME_URL).origin,
      ],
    ]);
    expect(subscriptionReads().length).toBeGreaterThan(readsBeforePayment);

    await waitFor(() =>
      expect(screen.getByTestId('plan-premium')).toHaveTextContent('Current plan'),
    );
    expect(await screen.findByRole('button', { name: 'Manage subscription' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Credits: 363 left' })).toBeVisible(),
    );
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('button', { name: 'Account menu, Jane' }), {
        key: 'Enter',
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(
      await screen.findByRole('menuitem', { name: 'Subscription, Premium plan' }),
    ).toBeVisible();
  });

  it('when the card is declined, then the issuer’s message shows and the plan stays Free', async () => {
    const { dialog, frame } = await openSubscribe();

    fireEvent.click(dialog.getByRole('button', { name: 'Subscribe for $29.00 a month' }));
    await frame.answer({ error: { code: 'card_declined', message: 'Your card was declined.' } });

    expect(await dialog.findByText('Your card was declined.')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Subscribe for $29.00 a month' })).toBeEnabled();
    expect(screen.getByTestId('plan-free')).toHaveTextContent('Current plan');
  });

  it('when the card is not filled in, then the spec’s message shows and no subscription is created', async () => {
    const { dialog, frame } = await openSubscribe();
    await frame.change(false, 'Your card number is incomplete.');

    fireEvent.click(dialog.getByRole('button', { name: 'Subscribe for $29.00 a month' }));

    expect(
      await dialog.findByText('Card information is required. Please enter your card details.'),
    ).toBeVisible();
    expect(posts('/api/payments/subscription')).toEqual([]);
  });

  it('when the subscription cannot be created, then the API’s message shows', async () => {
    api.answer({
      'POST /api/payments/subscription': () => ({
        status: 503,
        body: { message: PAYMENT_MESSAGES.providerUnavailable },
      }),
    });
    const { dialog, frame } = await openSubscribe();

    fireEvent.click(dialog.getByRole('button', { name: 'Subscribe for $29.00 a month' }));

    expect(await dialog.findByText(PAYMENT_MESSAGES.providerUnavailable)).toBeVisible();
    expect(frame.received).toEqual([]);
  });

  it('when the payment went through but the plan is not Premium within the wait, then the dialog says it will be shortly', async () => {
    jestObject.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { dialog, frame } = await openSubscribe();

    fireEvent.click(dialog.getByRole('button', { name: 'Subscribe for $29.00 a month' }));
    await frame.answer({ paymentIntent: { id: 'pi_Plan1234abcd', status: 'succeeded' } });
    await waitFor(() => expect(subscriptionReads().length).toBeGreaterThan(1));
    await act(() => jestObject.advanceTimersByTimeAsync(PREMIUM_WAIT.timeoutMs));

    expect(await dialog.findByText('Your payment went through', { exact: false })).toBeVisible();
  });

  it('when a Premium user presses Manage subscription, then the customer portal’s address is opened', async () => {
    user = buildUser({ plan: 'premium' });
    subscription = buildPremiumState();
    const portal = `${window.location.origin}${window.location.pathname}#portal-session`;
    api.answer({
      'POST /api/payments/create-customer-portal-session': () => ({
        status: 200,
        body: { url: portal },
      }),
    });
    renderRoute('/plan');

    await waitFor(() =>
      expect(screen.getByTestId('plan-premium')).toHaveTextContent('Current plan'),
    );
    expect(screen.queryByRole('button', { name: 'Subscribe to Premium' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Manage subscription' }));

    await waitFor(() => expect(window.location.hash).toBe('#portal-session'));
    expect(posts('/api/payments/create-customer-portal-session').map((c) => c.body)).toEqual([{}]);
  });

  it('when Buy video time is pressed, then the purchase-credits dialog opens on its default pack', async () => {
    renderRoute('/plan');
    fireEvent.click(await screen.findByRole('button', { name: 'Buy video time' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Purchase credits' }));
    expect(dialog.getByRole('radio', { name: '1,000 credits for $90.00' })).toBeChecked();
  });

  it('when billing is off, then the page says every feature is included and offers no payment', async () => {
    api.answer({
      'GET /api/payments/config': () => ({
        status: 200,
        body: { config: buildBillingOffConfig() },
      }),
    });
    renderRoute('/plan');

    expect(await screen.findByText(PAYMENT_MESSAGES.billingOff)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Subscribe to Premium' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy video time' })).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).not.toContain('/api/payments/subscription');
  });
});
