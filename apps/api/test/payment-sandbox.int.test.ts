import {
  PAYMENT_FRAME_SOURCE,
  PaymentFrameMessageSchema,
  SANDBOX_TEST_CARDS,
} from '@postcraft/contracts';
import Stripe from 'stripe';
import { hiddenField, hop } from './helpers/listening-app.js';
import {
  APP_ORIGIN,
  SANDBOX_KEYS,
  startPaymentSandboxBed,
  waitFor,
  type PaymentSandboxBed,
} from './helpers/payment-sandbox-bed.js';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const RETURN_URL = `${APP_ORIGIN}/completion`;
const METADATA = { purpose: 'credits', userId: '0123456789abcdef01234567', credits: '1000' };

describe('the payment Sandbox (Stripe subset at /v1, pages at /sandbox/payments)', () => {
  let bed: PaymentSandboxBed;

  beforeAll(async () => {
    bed = await startPaymentSandboxBed();
  });
  afterAll(() => bed.stop());

  const createIntent = (amount = 1000) =>
    bed.stripe.paymentIntents.create({
      amount,
      currency: 'eur',
      automatic_payment_methods: { enabled: true },
      metadata: METADATA,
    });

  /** What the card field sends when the web app asks it to confirm; its answer, as `result`. */
  async function confirmWithCard(
    clientSecret: string,
    number: string,
    options: { returnUrl?: string; expYear?: number; language?: string } = {},
  ) {
    const response = await fetch(`${bed.url}/sandbox/payments/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        clientSecret,
        returnUrl: options.returnUrl ?? RETURN_URL,
        language: options.language,
        card: {
          number,
          expMonth: 12,
          expYear: options.expYear ?? NEXT_YEAR,
          cvc: '123',
          postalCode: '75001',
        },
      }),
    });
    const body = (await response.json()) as Record<string, unknown>;
    const result = PaymentFrameMessageSchema.parse({
      source: PAYMENT_FRAME_SOURCE,
      type: 'result',
      requestId: 'r1',
      ...body,
    });
    if (result.type !== 'result') throw new Error('not a result');
    return { status: response.status, result };
  }

  it('when a payment is confirmed with 4242, then it succeeds with a charge and a signed payment_intent.succeeded arrives', async () => {
    const created = await createIntent();
    expect(created).toMatchObject({
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: 1000,
      currency: 'eur',
      metadata: METADATA,
      amount_received: 0,
      latest_charge: null,
    });
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_[A-Za-z0-9]+$`, 'u'));

    const { status, result } = await confirmWithCard(
      created.client_secret!,
      SANDBOX_TEST_CARDS.succeeds,
    );
    expect(status).toBe(200);
    expect(result).toMatchObject({
      paymentIntent: { id: created.id, status: 'succeeded' },
      error: null,
      redirectUrl: null,
    });

    const retrieved = await bed.stripe.paymentIntents.retrieve(created.id, {
      expand: ['latest_charge'],
    });
    expect(retrieved).toMatchObject({
      status: 'succeeded',
      amount_received: 1000,
      last_payment_error: null,
    });
    expect(retrieved.latest_charge).toMatchObject({
      object: 'charge',
      status: 'succeeded',
      paid: true,
      amount: 1000,
      payment_intent: created.id,
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    });

    const event = await bed.eventFor('payment_intent.succeeded', created.id);
    expect(event).toMatchObject({
      object: 'event',
      livemode: false,
      api_version: Stripe.API_VERSION,
    });
    expect(event.data.object).toMatchObject({
      id: created.id,
      status: 'succeeded',
      metadata: METADATA,
    });
    expect(await bed.stripe.events.retrieve(event.id)).toEqual(event);
  });

  it('when a confirmed payment is confirmed again, even twice at once, then it is charged once', async () => {
    const created = await createIntent();
    const answers = await Promise.all([
      confirmWithCard(created.client_secret!, SANDBOX_TEST_CARDS.succeeds),
      confirmWithCard(created.client_secret!, SANDBOX_TEST_CARDS.succeeds),
    ]);
    for (const { result } of answers) expect(result.paymentIntent?.status).toBe('succeeded');
    const again = await confirmWithCard(created.client_secret!, SANDBOX_TEST_CARDS.declined);
    expect(again.result).toMatchObject({ paymentIntent: { status: 'succeeded' }, error: null });

    const charges = await bed.stripe.events.list({ type: 'charge.succeeded', limit: 100 });
    const ofThisPayment = charges.data.filter(
      (event) => (event.data.object as Stripe.Charge).payment_intent === created.id,
    );
    expect(ofThisPayment).toHaveLength(1);
    const retrieved = await bed.stripe.paymentIntents.retrieve(created.id);
    expect(retrieved.latest_charge).toBe((ofThisPayment[0]!.data.object as Stripe.Charge).id);
  });

  it('when the card is 4000 0000 0000 0002, then the answer carries the decline and payment_intent.payment_failed arrives', async () => {
    const created = await createIntent();
    const { result } = await confirmWithCard(created.client_secret!, SANDBOX_TEST_CARDS.declined);
    expect(result).toMatchObject({
      paymentIntent: { id: created.id, status: 'requires_payment_method' },
      error: { code: 'card_declined', message: 'Your card was declined.' },
      redirectUrl: null,
    });
    const retrieved = await bed.stripe.paymentIntents.retrieve(created.id);
    expect(retrieved.status).toBe('requires_payment_method');
    expect(retrieved.last_payment_error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const event = await bed.eventFor('payment_intent.payment_failed', created.id);
    expect((event.data.object as Stripe.PaymentIntent).last_payment_error?.code).toBe(
      'card_declined',
    );

    const retried = await confirmWithCard(created.client_secret!, SANDBOX_TEST_CARDS.succeeds);
    expect(retried.result.paymentIntent?.status).toBe('succeeded');
  });

  it('when the card has expired or its reader speaks French, then the issuer’s message says so', async () => {
    const expired = await confirmWithCard(
      (await createIntent()).client_secret!,
      SANDBOX_TEST_CARDS.succeeds,
      {
        expYear: new Date().getUTCFullYear() - 1,
      },
    );
    expect(expired.result.error).toEqual({
      code: 'expired_card',
      message: 'Your card has expired.',
    });
    const french = await confirmWithCard(
      (await createIntent()).client_secret!,
      SANDBOX_TEST_CARDS.declined,
      {
        language: 'fr',
      },
    );
    expect(french.result.error).toEqual({
      code: 'card_declined',
      message: 'Votre carte a été refusée.',
    });
  });

  it('when the card asks for authentication and it is completed, then the browser returns with redirect_status=succeeded', async () => {
    const created = await createIntent();
    const { result } = await confirmWithCard(
      created.client_secret!,
      SANDBOX_TEST_CARDS.requiresAuthentication,
    );
    expect(result.paymentIntent?.status).toBe('requires_action');
    expect(result.redirectUrl).toMatch(
      new RegExp(`^${bed.url}/sandbox/payments/authenticate/${created.id}\\?`, 'u'),
    );
    await bed.eventFor('payment_intent.requires_action', created.id);

    const page = await hop(result.redirectUrl!);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Complete authentication');
    expect(page.html).toContain('Fail authentication');
    const token = hiddenField(page.html, 'token');
    const action = `${bed.url}/sandbox/payments/authenticate/${created.id}`;
    const completed = await hop(action, { token, return_url: RETURN_URL, decision: 'complete' });
    expect(completed.status).toBe(303);
    const back = new URL(completed.location!);
    expect(back.origin + back.pathname).toBe(RETURN_URL);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      payment_intent: created.id,
      payment_intent_client_secret: created.client_secret,
      redirect_status: 'succeeded',
    });
    expect((await bed.stripe.paymentIntents.retrieve(created.id)).status).toBe('succeeded');
    await bed.eventFor('payment_intent.succeeded', created.id);

    const replayed = await hop(action, { token, return_url: RETURN_URL, decision: 'fail' });
    expect(replayed.status).toBe(409);
    expect((await hop(result.redirectUrl!)).status).toBe(410);
  });

  it('when the authentication is failed, then the browser returns with redirect_status=failed and the payment can be tried again', async () => {
    const created = await createIntent();
    const { result } = await confirmWithCard(
      created.client_secret!,
      SANDBOX_TEST_CARDS.requiresAuthentication,
    );
    const token = hiddenField((await hop(result.redirectUrl!)).html, 'token');
    const failed = await hop(`${bed.url}/sandbox/payments/authenticate/${created.id}`, {
      token,
      return_url: RETURN_URL,
      decision: 'fail',
    });
    expect(new URL(failed.location!).searchParams.get('redirect_status')).toBe('failed');
    const retrieved = await bed.stripe.paymentIntents.retrieve(created.id);
    expect(retrieved.status).toBe('requires_payment_method');
    expect(retrieved.last_payment_error?.code).toBe('payment_intent_authentication_failure');
    await bed.eventFor('payment_intent.payment_failed', created.id);
  });

  it('when a return address is on another origin, then neither the confirmation nor the authentication page takes it', async () => {
    const created = await createIntent();
    const refused = await confirmWithCard(
      created.client_secret!,
      SANDBOX_TEST_CARDS.requiresAuthentication,
      {
        returnUrl: 'https://evil.example/steal',
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.result.error?.code).toBe('return_url_invalid');

    const { result } = await confirmWithCard(
      created.client_secret!,
      SANDBOX_TEST_CARDS.requiresAuthentication,
    );
    const tampered = new URL(result.redirectUrl!);
    tampered.searchParams.set('return_url', 'https://evil.example/steal');
    expect((await hop(tampered.toString())).status).toBe(400);
    const token = tampered.searchParams.get('token')!;
    const posted = await hop(`${bed.url}/sandbox/payments/authenticate/${created.id}`, {
      token,
      return_url: 'https://evil.example/steal',
      decision: 'complete',
    });
    expect(posted.status).toBe(400);
    expect(posted.location).toBeNull();
    expect((await bed.stripe.paymentIntents.retrieve(created.id)).status).toBe('requires_action');
  });

  it('when the client secret is wrong, then the confirmation is refused and the payment is untouched', async () => {
    const created = await createIntent();
    const forged = `${created.id}_secret_${'x'.repeat(25)}`;
    const { status, result } = await confirmWithCard(forged, SANDBOX_TEST_CARDS.succeeds);
    expect(status).toBe(401);
    expect(result).toMatchObject({ paymentIntent: null, error: { code: 'invalid_client_secret' } });
    expect((await bed.stripe.paymentIntents.retrieve(created.id)).status).toBe(
      'requires_payment_method',
    );
  });

  it('when the secret key is wrong or missing, then the API answers 401 as Stripe does', async () => {
    const wrong = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port: Number(new URL(bed.url).port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(wrong.customers.create({ name: 'Ana' })).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    const anonymous = await fetch(`${bed.url}/v1/customers`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('when a customer is created, updated and retrieved, then it keeps its fields and metadata as Stripe merges them', async () => {
    const created = await bed.stripe.customers.create({
      name: 'Ana',
      email: 'ana@example.com',
      metadata: { userId: METADATA.userId, plan: 'free' },
    });
    expect(created).toMatchObject({ object: 'customer', name: 'Ana', email: 'ana@example.com' });
    expect(created.id).toMatch(/^cus_[A-Za-z0-9]+$/u);
    const updated = await bed.stripe.customers.update(created.id, {
      name: 'Ana Lima',
      address: { line1: '1 rue de la Paix', postal_code: '75002', city: 'Paris', country: 'FR' },
      metadata: { plan: '' },
    });
    expect(updated).toMatchObject({
      name: 'Ana Lima',
      email: 'ana@example.com',
      address: {
        line1: '1 rue de la Paix',
        postal_code: '75002',
        city: 'Paris',
        country: 'FR',
        line2: null,
      },
      metadata: { userId: METADATA.userId },
    });
    expect(await bed.stripe.customers.retrieve(created.id)).toEqual(updated);
    const event = await bed.eventFor('customer.updated', created.id);
    expect(event.data.previous_attributes).toMatchObject({ name: 'Ana' });
  });

  it('when a create is sent again with its idempotency key, then the same object answers, and other parameters are refused', async () => {
    const key = `key-${Date.now()}`;
    const first = await bed.stripe.customers.create({ name: 'Bob' }, { idempotencyKey: key });
    const second = await bed.stripe.customers.create({ name: 'Bob' }, { idempotencyKey: key });
    expect(second.id).toBe(first.id);
    await expect(
      bed.stripe.customers.create({ name: 'Eve' }, { idempotencyKey: key }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });

  it('when an id is unknown or a parameter is missing, then Stripe’s errors answer', async () => {
    await expect(bed.stripe.paymentIntents.retrieve('pi_unknown000000')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
    });
    await expect(
      bed.stripe.paymentIntents.create({ currency: 'eur' } as Stripe.PaymentIntentCreateParams),
    ).rejects.toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'amount' });
    await expect(createIntent(10)).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_small',
    });
  });

  it('when the server confirms with a test payment method, then a decline is a 402 card error carrying the payment', async () => {
    const created = await createIntent();
    await expect(
      bed.stripe.paymentIntents.confirm(created.id, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    const paid = await bed.stripe.paymentIntents.confirm(created.id, {
      payment_method: 'pm_card_visa',
    });
    expect(paid.status).toBe('succeeded');
  });

  it('when the webhook fails, then the event is delivered again', async () => {
    bed.failNextDeliveries(1);
    const refusedBefore = bed.refusedDeliveries();
    const customer = await bed.stripe.customers.create({ name: 'Retry' });
    await waitFor(() => bed.refusedDeliveries() > refusedBefore, 'a refused delivery');
    const event = await bed.eventFor('customer.created', customer.id);
    expect(event.data.object).toMatchObject({ id: customer.id, name: 'Retry' });
  });

  it('when the card field is opened, then only the app’s origins may frame it and it speaks the reader’s language', async () => {
    const response = await fetch(`${bed.url}/sandbox/payments/card-frame?lang=fr&theme=dark`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors 'self' ${bed.url} ${APP_ORIGIN}`);
    expect(policy).toContain("script-src 'self'");
    expect(response.headers.get('x-frame-options')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="fr" data-theme="dark">');
    expect(html).toContain('Numéro de carte');
    expect(html).not.toMatch(/<script>|\son[a-z]+="/u);
    expect(html).not.toContain(SANDBOX_KEYS.secretKey);

    const script = await fetch(`${bed.url}/sandbox/payments/card-frame.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/u);
    const source = await script.text();
    expect(() => new Function(source)).not.toThrow();

    const authentication = await fetch(
      `${bed.url}/sandbox/payments/authenticate/pi_unknown000000?token=x`,
    );
    expect(authentication.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'none'",
    );
  });
});
