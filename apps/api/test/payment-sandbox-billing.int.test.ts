import { SANDBOX_TEST_CARDS } from '@postcraft/contracts';
import type Stripe from 'stripe';
import { hop } from './helpers/listening-app.js';
import {
  APP_ORIGIN,
  startPaymentSandboxBed,
  type PaymentSandboxBed,
} from './helpers/payment-sandbox-bed.js';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const MONTH_SECONDS = { min: 28 * 86_400, max: 31 * 86_400 };

describe('the payment Sandbox’s billing: prices, subscriptions, invoices, setup intents, the portal', () => {
  let bed: PaymentSandboxBed;
  let premium: Stripe.Price;

  beforeAll(async () => {
    bed = await startPaymentSandboxBed();
    premium = await bed.stripe.prices.create({
      currency: 'eur',
      unit_amount: 1900,
      recurring: { interval: 'month' },
      lookup_key: 'postcraft_premium_monthly',
      product_data: { name: 'Postcraft Premium' },
    });
  });
  afterAll(() => bed.stop());

  /** The card field's confirmation of an intent's client secret. */
  const payWithCard = async (clientSecret: string, number: string) =>
    (await fetch(`${bed.url}/sandbox/payments/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        clientSecret,
        card: { number, expMonth: 12, expYear: NEXT_YEAR, cvc: '123', postalCode: '75001' },
      }),
    }).then((response) => response.json())) as {
      paymentIntent: { id: string; status: string } | null;
      error: { code: string; message: string } | null;
    };

  const renew = (subscriptionId: string, fail = false) =>
    bed.stripe.rawRequest(
      'POST',
      `/v1/test_helpers/subscriptions/${subscriptionId}/renew`,
      fail ? { fail: 'true' } : {},
    ) as Promise<Stripe.Subscription>;

  /** A customer subscribed to Premium and paid with 4242, as the product's checkout leaves them. */
  async function subscribedCustomer() {
    const customer = await bed.stripe.customers.create({ email: `${Date.now()}@example.com` });
    const subscription = await bed.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: premium.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
    });
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    await payWithCard(invoice.confirmation_secret!.client_secret, SANDBOX_TEST_CARDS.succeeds);
    return { customer, subscription, invoice };
  }

  const eventAbout = (type: string, predicate: (object: Record<string, unknown>) => boolean) =>
    bed.events.find(
      (event) =>
        event.type === type && predicate(event.data.object as unknown as Record<string, unknown>),
    );
  const waitForEvent = async (
    type: string,
    predicate: (object: Record<string, unknown>) => boolean,
  ) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = eventAbout(type, predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${type}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const ofSubscription = (id: string) => (object: Record<string, unknown>) =>
    (object.parent as { subscription_details?: { subscription?: string } } | null)
      ?.subscription_details?.subscription === id;

  it('when a price has a lookup key, then listing by that key finds it and a second price cannot take it unless transferred', async () => {
    const found = await bed.stripe.prices.list({ lookup_keys: ['postcraft_premium_monthly'] });
    expect(found.data.map((price) => price.id)).toEqual([premium.id]);
    expect(found.data[0]).toMatchObject({
      object: 'price',
      type: 'recurring',
      unit_amount: 1900,
      recurring: { interval: 'month', interval_count: 1 },
    });
    expect((await bed.stripe.products.retrieve(String(premium.product))).name).toBe(
      'Postcraft Premium',
    );
    await expect(
      bed.stripe.prices.create({
        currency: 'eur',
        unit_amount: 2900,
        recurring: { interval: 'month' },
        lookup_key: 'postcraft_premium_monthly',
        product: String(premium.product),
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'lookup_key' });

    const successor = await bed.stripe.prices.create({
      currency: 'eur',
      unit_amount: 1900,
      recurring: { interval: 'month' },
      lookup_key: 'postcraft_premium_monthly',
      transfer_lookup_key: true,
      product: String(premium.product),
    });
    const after = await bed.stripe.prices.list({ lookup_keys: ['postcraft_premium_monthly'] });
    expect(after.data.map((price) => price.id)).toEqual([successor.id]);
    expect((await bed.stripe.prices.retrieve(premium.id)).lookup_key).toBeNull();
    premium = successor;
  });

  it('when a default_incomplete subscription’s first invoice is paid with the card field, then it is active with the card as default and the events arrive', async () => {
    const customer = await bed.stripe.customers.create({ email: 'sub@example.com' });
    const subscription = await bed.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: premium.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
    });
    expect(subscription.status).toBe('incomplete');
    const item = subscription.items.data[0]!;
    expect(item.price.id).toBe(premium.id);
    const length = item.current_period_end - item.current_period_start;
    expect(length).toBeGreaterThanOrEqual(MONTH_SECONDS.min);
    expect(length).toBeLessThanOrEqual(MONTH_SECONDS.max);
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      object: 'invoice',
      status: 'open',
      amount_due: 1900,
      billing_reason: 'subscription_create',
      parent: { subscription_details: { subscription: subscription.id } },
    });
    const secret = invoice.confirmation_secret!.client_secret;
    const intentId = invoice.payments!.data[0]!.payment.payment_intent as string;
    expect(secret.startsWith(`${intentId}_secret_`)).toBe(true);
    const plain = await bed.stripe.invoices.retrieve(invoice.id!);
    expect(plain).not.toHaveProperty('confirmation_secret');

    expect((await payWithCard(secret, SANDBOX_TEST_CARDS.succeeds)).paymentIntent?.status).toBe(
      'succeeded',
    );

    const paid = await waitForEvent('invoice.paid', ofSubscription(subscription.id));
    expect(paid.data.object).toMatchObject({ status: 'paid', amount_paid: 1900 });
    const updated = await waitForEvent(
      'customer.subscription.updated',
      (object) => object.id === subscription.id && object.status === 'active',
    );
    expect(updated.data.previous_attributes).toMatchObject({ status: 'incomplete' });
    const active = await bed.stripe.subscriptions.retrieve(subscription.id);
    expect(active.status).toBe('active');
    expect(active.default_payment_method).toMatch(/^pm_/u);
    const listed = await bed.stripe.invoices.list({ customer: customer.id });
    expect(listed.data.map((listedInvoice) => [listedInvoice.id, listedInvoice.status])).toEqual([
      [invoice.id, 'paid'],
    ]);
    await expect(
      bed.stripe.subscriptions.retrieve(subscription.id, {
        expand: ['latest_invoice.payment_intent'],
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('when a subscription renews, then a subscription_cycle invoice is paid and the period moves a month; a failed renewal makes it past due', async () => {
    const { subscription } = await subscribedCustomer();
    const before = subscription.items.data[0]!;
    const renewed = await renew(subscription.id);
    const after = renewed.items.data[0]!;
    expect(after.current_period_start).toBe(before.current_period_end);
    expect(renewed.status).toBe('active');
    const cycle = await waitForEvent(
      'invoice.paid',
      (object) =>
        ofSubscription(subscription.id)(object) && object.billing_reason === 'subscription_cycle',
    );
    const line = (cycle.data.object as Stripe.Invoice).lines.data[0]!;
    expect(line.period).toEqual({
      start: after.current_period_start,
      end: after.current_period_end,
    });

    const failed = await renew(subscription.id, true);
    expect(failed.status).toBe('past_due');
    const failure = await waitForEvent('invoice.payment_failed', ofSubscription(subscription.id));
    expect(failure.data.object).toMatchObject({
      status: 'open',
      billing_reason: 'subscription_cycle',
    });
    await waitForEvent(
      'customer.subscription.updated',
      (object) => object.id === subscription.id && object.status === 'past_due',
    );
  });

  it('when a plan is set to cancel at the period’s end, then its renewal ends it; a DELETE ends one at once; lists leave ended ones out', async () => {
    const { customer, subscription } = await subscribedCustomer();
    const canceling = await bed.stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
    });
    expect(canceling).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: subscription.items.data[0]!.current_period_end,
    });
    await waitForEvent(
      'customer.subscription.updated',
      (object) => object.id === subscription.id && object.cancel_at_period_end === true,
    );
    expect((await renew(subscription.id)).status).toBe('canceled');
    await waitForEvent('customer.subscription.deleted', (object) => object.id === subscription.id);

    const second = await bed.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: premium.id }],
      payment_behavior: 'default_incomplete',
    });
    expect((await bed.stripe.subscriptions.cancel(second.id)).status).toBe('canceled');
    expect((await bed.stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    const all = await bed.stripe.subscriptions.list({ customer: customer.id, status: 'all' });
    expect(all.data.map((listed) => listed.id).sort()).toEqual([subscription.id, second.id].sort());
  });

  it('when the portal is opened, then it shows the plan and invoices, cancels the plan, saves a card that pays an overdue invoice, and links back', async () => {
    const { customer, subscription } = await subscribedCustomer();
    await renew(subscription.id, true);
    const session = await bed.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: `${APP_ORIGIN}/credits`,
    });
    expect(session.url.startsWith(`${bed.url}/sandbox/payments/portal/${session.id}?`)).toBe(true);
    const page = await hop(session.url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Postcraft Premium');
    expect(page.html).toContain('Payment overdue');
    expect(page.html).toContain(`href="${APP_ORIGIN}/credits"`);
    expect(page.html.match(/<tr><td>/gu)).toHaveLength(2);

    const secret = new URL(session.url).searchParams.get('s')!;
    const action = `${bed.url}/sandbox/payments/portal/${session.id}`;
    const saved = await hop(`${action}/card`, {
      s: secret,
      number: '5555 5555 5555 4444',
      expiry: `12 / ${String(NEXT_YEAR).slice(2)}`,
      cvc: '123',
      postal: '75001',
    });
    expect(saved.status).toBe(303);
    expect(new URL(saved.location!).searchParams.get('notice')).toBe('card');
    expect((await bed.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    await waitForEvent(
      'invoice.paid',
      (object) =>
        ofSubscription(subscription.id)(object) && object.billing_reason === 'subscription_cycle',
    );

    const canceled = await hop(`${action}/cancel`, { s: secret, subscription: subscription.id });
    expect(canceled.status).toBe(303);
    expect((await bed.stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(
      true,
    );
    const after = await hop(canceled.location!);
    expect(after.html).toContain('Keep plan');
    expect(after.html).toContain('Mastercard ending in 4444');

    expect((await hop(`${action}?s=wrong`)).status).toBe(404);
    const other = await subscribedCustomer();
    const foreign = await hop(`${action}/cancel`, {
      s: secret,
      subscription: other.subscription.id,
    });
    expect(foreign.status).toBe(400);
    expect(
      (await bed.stripe.subscriptions.retrieve(other.subscription.id)).cancel_at_period_end,
    ).toBe(false);
  });

  it('when a setup intent is confirmed with the card field, then the card is the customer’s; a declined card fails it', async () => {
    const customer = await bed.stripe.customers.create({ name: 'Setup' });
    const setup = await bed.stripe.setupIntents.create({
      customer: customer.id,
      usage: 'off_session',
    });
    expect(setup).toMatchObject({ object: 'setup_intent', status: 'requires_payment_method' });
    const answer = await payWithCard(setup.client_secret!, SANDBOX_TEST_CARDS.succeeds);
    expect(answer.paymentIntent).toEqual({ id: setup.id, status: 'succeeded' });
    const done = await bed.stripe.setupIntents.retrieve(setup.id, { expand: ['payment_method'] });
    expect(done.status).toBe('succeeded');
    expect(done.payment_method).toMatchObject({ customer: customer.id, card: { last4: '4242' } });
    await waitForEvent('setup_intent.succeeded', (object) => object.id === setup.id);

    const declined = await bed.stripe.setupIntents.create({ customer: customer.id });
    const refused = await payWithCard(declined.client_secret!, SANDBOX_TEST_CARDS.declined);
    expect(refused.error?.code).toBe('card_declined');
    expect((await bed.stripe.setupIntents.retrieve(declined.id)).last_setup_error?.code).toBe(
      'card_declined',
    );
  });
});
