import {
  ApiErrorSchema,
  BillingInfoResponseSchema,
  ConfirmCreditPurchaseResponseSchema,
  CreateSetupIntentResponseSchema,
  CreateSubscriptionResponseSchema,
  CreditsSummaryResponseSchema,
  CustomerPortalResponseSchema,
  InvoicesResponseSchema,
  PAYMENTS_PATHS,
  PREMIUM_MONTHLY_CREDITS,
  SANDBOX_TEST_CARDS,
  SubscriptionResponseSchema,
  UpdatePaymentMethodResponseSchema,
  WalletPaymentIntentResponseSchema,
  type SubscriptionState,
} from '@postcraft/contracts';
import {
  asOwnerId,
  BillingCustomerModel,
  BillingSubscriptionModel,
  CreditMovementModel,
  findBillingCustomerId,
  findPaymentSandboxObject,
  listNotifications,
  listPaymentSandboxObjects,
  recordCreditMovement,
  UserModel,
} from '@postcraft/data';
import Stripe from 'stripe';
import request from 'supertest';
import {
  createVerifiedUser,
  CSRF,
  PASSWORD,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>>;

const PREMIUM_ALLOWANCE = 323;

/**
 * Premium from end to end against the payment Sandbox (the Stripe stand-in this server serves):
 * subscribing and paying the first invoice with the card field, the webhook turning the plan
 * Premium with its monthly allowance, renewals paid or failed, cancelling, the card, the portal,
 * invoices, billing information and the wallet.
 */
describe('Premium and billing through the payment Sandbox', () => {
  let bed: AccountTestBed;
  let api: ListeningApp;
  let stripe: Stripe;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    api = await listenWithPublicUrl(bed);
    const address = api.config.payments.apiAddress!;
    stripe = new Stripe(api.config.payments.secretKey!, {
      host: address.host,
      port: address.port,
      protocol: address.protocol,
    });
  });
  afterAll(async () => {
    await api.close();
    await bed.stop();
  });

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const ownerOf = async (user: TestUser) =>
    asOwnerId(String((await UserModel.findOne({ email: user.email }).orFail())._id));

  /** Polls `read` until `check` holds (webhooks arrive on their own time); fails after 15 s. */
  async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const value = await read();
      if (check(value)) return value;
      if (Date.now() > deadline)
        throw new Error(`condition not met; last value ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const subscribe = (user: TestUser) =>
    request(api.url).post(PAYMENTS_PATHS.subscription).set(as(user)).send({});
  const subscriptionOf = async (user: TestUser): Promise<SubscriptionState> =>
    SubscriptionResponseSchema.parse(
      (await request(api.url).get(PAYMENTS_PATHS.subscription).set(as(user)).expect(200)).body,
    ).subscription;
  const creditsOf = async (user: TestUser) =>
    CreditsSummaryResponseSchema.parse(
      (await request(api.url).get(PAYMENTS_PATHS.credits).set(as(user)).expect(200)).body,
    );
  /** What the card field does: the card goes to the Sandbox, never to the product. */
  const pay = (clientSecret: string, number: string = SANDBOX_TEST_CARDS.succeeds) =>
    request(api.url)
      .post('/sandbox/payments/confirm')
      .set('Origin', api.url)
      .send({
        clientSecret,
        card: {
          number,
          expMonth: 12,
          expYear: new Date().getFullYear() + 2,
          cvc: '123',
          postalCode: '10001',
        },
      })
      .expect(200);
  const renew = (subscriptionId: string, fail = false) =>
    stripe.rawRequest(
      'POST',
      `/v1/test_helpers/subscriptions/${subscriptionId}/renew`,
      fail ? { fail: 'true' } : {},
    );
  let deliveries = 0;
  /** Delivers a signed event about `object` to the webhook, as Stripe would (a new event id). */
  async function deliver(type: string, object: unknown): Promise<void> {
    deliveries += 1;
    const payload = JSON.stringify({
      id: `evt_test${Date.now()}n${deliveries}`,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    await request(api.url)
      .post(PAYMENTS_PATHS.webhook)
      .set('Content-Type', 'application/json')
      .set(
        'Stripe-Signature',
        stripe.webhooks.generateTestHeaderString({
          payload,
          secret: api.config.payments.webhookSecret!,
        }),
      )
      .send(payload)
      .expect(200);
  }
  const isActivePremium = (state: SubscriptionState) =>
    state.plan === 'premium' && state.status === 'active';

  /** A user who subscribed and paid the first invoice with 4242, once the webhook said so. */
  async function premiumUser(): Promise<{ user: TestUser; subscriptionId: string }> {
    const user = await createVerifiedUser(bed);
    const started = CreateSubscriptionResponseSchema.parse(
      (await subscribe(user).expect(201)).body,
    );
    await pay(started.clientSecret);
    await eventually(
      () => creditsOf(user),
      (credits) => credits.monthlyAllowance > 0,
    );
    return { user, subscriptionId: started.subscriptionId };
  }

  it('when a user subscribes and pays with 4242, then they are Premium with a renewal date, the card and 323 monthly credits; subscribing again is 409', async () => {
    const ana = await createVerifiedUser(bed);
    expect(await subscriptionOf(ana)).toMatchObject({
      plan: 'free',
      status: 'none',
      subscriptionId: null,
      card: null,
      priceCents: 2900,
    });
    // /me's answer is kept between requests: the subscription's writes must reach it.
    const planOnMe = async () =>
      (await request(api.url).get('/api/user/me').set(as(ana)).expect(200)).body.data.user.plan;
    expect(await planOnMe()).toBe('free');
    const started = CreateSubscriptionResponseSchema.parse((await subscribe(ana).expect(201)).body);
    expect(await subscriptionOf(ana)).toMatchObject({ plan: 'free', status: 'incomplete' });

    await pay(started.clientSecret);
    const state = await eventually(() => subscriptionOf(ana), isActivePremium);
    expect(await planOnMe()).toBe('premium');
    expect(state.subscriptionId).toBe(started.subscriptionId);
    expect(state.cancelAtPeriodEnd).toBe(false);
    const renewsInDays = (Date.parse(state.currentPeriodEnd!) - Date.now()) / 86_400_000;
    expect(renewsInDays).toBeGreaterThan(27);
    expect(renewsInDays).toBeLessThan(32);
    expect(state.card).toMatchObject({ brand: 'visa', last4: '4242' });

    const credits = await eventually(
      () => creditsOf(ana),
      (summary) => summary.monthlyAllowance > 0,
    );
    expect(PREMIUM_MONTHLY_CREDITS).toBe(PREMIUM_ALLOWANCE);
    expect(credits).toMatchObject({
      balance: PREMIUM_ALLOWANCE,
      purchased: 0,
      monthlyAllowance: PREMIUM_ALLOWANCE,
      monthlyLeft: PREMIUM_ALLOWANCE,
      resetsAt: state.currentPeriodEnd,
      usedByType: { video: 0 },
    });

    const again = await subscribe(ana).expect(409);
    expect(ApiErrorSchema.parse(again.body).code).toBe('already_subscribed');
    const owner = await ownerOf(ana);
    const customer = (await findBillingCustomerId(owner))!;
    expect(await listPaymentSandboxObjects({ type: 'subscription', customer })).toHaveLength(1);
  });

  it('when a user asks twice before paying, then the second answer is the same unpaid subscription', async () => {
    const bob = await createVerifiedUser(bed);
    const first = CreateSubscriptionResponseSchema.parse((await subscribe(bob).expect(201)).body);
    const second = CreateSubscriptionResponseSchema.parse((await subscribe(bob).expect(201)).body);
    expect(second).toEqual(first);
    const customer = (await findBillingCustomerId(await ownerOf(bob)))!;
    expect(await listPaymentSandboxObjects({ type: 'subscription', customer })).toHaveLength(1);
    for (const body of [{ plan: 'premium' }, { customerId: 'cus_x' }])
      await request(api.url).post(PAYMENTS_PATHS.subscription).set(as(bob)).send(body).expect(400);
    await request(api.url)
      .post(PAYMENTS_PATHS.subscription)
      .set(as(bob))
      .set('Content-Type', 'text/plain')
      .send('premium')
      .expect(415);
  });

  it('when a period renews, then a new period starts with a fresh 323 and the old leftover is gone', async () => {
    const { user: carl, subscriptionId } = await premiumUser();
    const owner = await ownerOf(carl);
    const before = await subscriptionOf(carl);
    const firstAllowance = await CreditMovementModel.findOne({
      ownerId: owner,
      kind: 'allowance',
    }).orFail();
    // A 100-second video spent from this period's allowance.
    await recordCreditMovement(owner, {
      key: `hold:test-render:${owner}:monthly`,
      kind: 'hold',
      pot: 'monthly',
      amount: -100,
      reference: `test-render-${owner}`,
      contentType: 'video',
      period: firstAllowance.period!,
    });
    await recordCreditMovement(owner, {
      key: `settle:test-render:${owner}:monthly`,
      kind: 'settle',
      pot: 'monthly',
      amount: 0,
      reference: `test-render-${owner}`,
      contentType: 'video',
      period: firstAllowance.period!,
    });
    expect(await creditsOf(carl)).toMatchObject({
      monthlyLeft: PREMIUM_ALLOWANCE - 100,
      usedByType: { video: 100 },
    });

    await renew(subscriptionId);
    const after = await eventually(
      () => subscriptionOf(carl),
      (state) => state.currentPeriodEnd !== before.currentPeriodEnd,
    );
    expect(Date.parse(after.currentPeriodEnd!)).toBeGreaterThan(
      Date.parse(before.currentPeriodEnd!),
    );
    const credits = await eventually(
      () => creditsOf(carl),
      (summary) => summary.resetsAt === after.currentPeriodEnd,
    );
    expect(credits).toMatchObject({
      balance: PREMIUM_ALLOWANCE,
      monthlyAllowance: PREMIUM_ALLOWANCE,
      monthlyLeft: PREMIUM_ALLOWANCE,
      usedByType: { video: 0 },
    });
    expect(await CreditMovementModel.countDocuments({ ownerId: owner, kind: 'allowance' })).toBe(2);
  });

  it('when a renewal fails, then the subscription is past due and the user gets one notification and one mail, even when the event comes twice', async () => {
    const { user: dana, subscriptionId } = await premiumUser();
    const owner = await ownerOf(dana);
    await renew(subscriptionId, true);
    const state = await eventually(
      () => subscriptionOf(dana),
      (current) => current.status === 'past_due',
    );
    expect(state.plan).toBe('premium');
    const mail = await bed.inbox.nextMail(dana.email);
    expect(mail.subject).toContain('Your Premium payment failed');
    expect(mail.text).toContain(`${api.url}/subscription`);
    const notices = await eventually(
      async () =>
        (await listNotifications(owner, 20)).filter((notice) => notice.type === 'payment_failed'),
      (found) => found.length === 1,
    );
    expect(notices[0]).toMatchObject({
      title: 'Premium payment failed',
      postId: null,
    });

    // The same event again, as Stripe may send it (new deliveries about this invoice).
    const failed = (
      await stripe.invoices.list({ subscription: subscriptionId, limit: 10 })
    ).data.find((invoice) => invoice.billing_reason === 'subscription_cycle')!;
    await deliver('invoice.payment_failed', failed);
    await deliver('invoice.payment_failed', failed);
    expect(
      (await listNotifications(owner, 20)).filter((notice) => notice.type === 'payment_failed'),
    ).toHaveLength(1);
    expect(bed.inbox.count(dana.email)).toBe(2); // the sign-up code, then this one mail
  });

  it('when events come again, late and out of order, then the state is the one Stripe has now and the allowance is added once', async () => {
    const { user: ola, subscriptionId } = await premiumUser();
    const owner = await ownerOf(ola);
    const firstInvoice = (await stripe.invoices.list({ subscription: subscriptionId })).data[0]!;
    // A snapshot from before the payment, and the payment's events once more.
    await deliver('customer.subscription.created', {
      id: subscriptionId,
      object: 'subscription',
      status: 'incomplete',
    });
    await deliver('invoice.paid', firstInvoice);
    await deliver('invoice.paid', firstInvoice);
    await deliver('customer.subscription.updated', { id: subscriptionId, object: 'subscription' });
    const copy = await BillingSubscriptionModel.findById(subscriptionId).orFail().lean();
    expect(copy.status).toBe('active');
    expect(await CreditMovementModel.countDocuments({ ownerId: owner, kind: 'allowance' })).toBe(1);
    expect((await creditsOf(ola)).monthlyLeft).toBe(PREMIUM_ALLOWANCE);
    // An event about a subscription of nobody here is acknowledged and changes nothing.
    await deliver('customer.subscription.updated', {
      id: 'sub_unknown123',
      object: 'subscription',
    });
    expect(await BillingSubscriptionModel.findById('sub_unknown123')).toBeNull();
  });

  it('when the user cancels at period end and the subscription then ends, then the state says so and the plan is Free', async () => {
    const { user: eve, subscriptionId } = await premiumUser();
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    const cancelling = await eventually(
      () => subscriptionOf(eve),
      (state) => state.cancelAtPeriodEnd,
    );
    expect(cancelling).toMatchObject({ plan: 'premium', status: 'active' });
    await stripe.subscriptions.cancel(subscriptionId);
    const ended = await eventually(
      () => subscriptionOf(eve),
      (state) => state.status === 'canceled',
    );
    expect(ended.plan).toBe('free');
  });

  it('when a user opens the portal naming another customer, then the session is for their own customer', async () => {
    const [fay, gus] = await Promise.all([createVerifiedUser(bed), createVerifiedUser(bed)]);
    await request(api.url)
      .post(PAYMENTS_PATHS.customerPortalSession)
      .set(as(gus))
      .send({})
      .expect(200);
    const gusCustomer = (await findBillingCustomerId(await ownerOf(gus)))!;
    const { url } = CustomerPortalResponseSchema.parse(
      (
        await request(api.url)
          .post(PAYMENTS_PATHS.customerPortalSession)
          .set(as(fay))
          .send({ customerId: gusCustomer })
          .expect(200)
      ).body,
    );
    const sessionId = /\/portal\/(bps_[A-Za-z0-9]+)/u.exec(url)![1]!;
    const session = await findPaymentSandboxObject(sessionId);
    const fayCustomer = await findBillingCustomerId(await ownerOf(fay));
    expect(session?.data).toMatchObject({
      customer: fayCustomer,
      return_url: `${api.url}/subscription`,
    });
    expect(fayCustomer).not.toBe(gusCustomer);
  });

  it('when a Premium user saves a new card, then it is the one billed; another user’s or an unconfirmed setup is refused', async () => {
    const { user: hal, subscriptionId } = await premiumUser();
    const setup = CreateSetupIntentResponseSchema.parse(
      (
        await request(api.url)
          .post(PAYMENTS_PATHS.createPaymentIntent)
          .set(as(hal))
          .send({})
          .expect(201)
      ).body,
    );
    const early = await request(api.url)
      .post(PAYMENTS_PATHS.paymentMethod)
      .set(as(hal))
      .send({ setupIntentId: setup.setupIntentId })
      .expect(402);
    expect(ApiErrorSchema.parse(early.body).code).toBe('payment_not_succeeded');

    await stripe.setupIntents.confirm(setup.setupIntentId, {
      payment_method: 'pm_card_mastercard',
    });
    const ivy = await createVerifiedUser(bed);
    await request(api.url)
      .post(PAYMENTS_PATHS.paymentMethod)
      .set(as(ivy))
      .send({ setupIntentId: setup.setupIntentId })
      .expect(404);

    const { card } = UpdatePaymentMethodResponseSchema.parse(
      (
        await request(api.url)
          .post(PAYMENTS_PATHS.paymentMethod)
          .set(as(hal))
          .send({ setupIntentId: setup.setupIntentId })
          .expect(200)
      ).body,
    );
    expect(card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect((await subscriptionOf(hal)).card).toMatchObject({ last4: '4444' });
    const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['default_payment_method'],
    });
    expect((subscription.default_payment_method as Stripe.PaymentMethod).card?.last4).toBe('4444');
  });

  it('when billing information is saved, then it reads back; a missing field or an unknown country is 400 and changes nothing', async () => {
    const jon = await createVerifiedUser(bed);
    const read = async () =>
      BillingInfoResponseSchema.parse(
        (await request(api.url).get(PAYMENTS_PATHS.billingInfo).set(as(jon)).expect(200)).body,
      ).billingInfo;
    expect(await read()).toBeNull();
    const info = {
      firstName: 'Jon',
      lastName: 'Snow',
      email: 'Jon@Example.com',
      address: '1 Wall Street',
      country: 'FR',
      state: 'Île-de-France',
      city: 'Paris',
      postalCode: '75001',
    };
    const saved = BillingInfoResponseSchema.parse(
      (await request(api.url).put(PAYMENTS_PATHS.billingInfo).set(as(jon)).send(info).expect(200))
        .body,
    ).billingInfo;
    const expected = { ...info, email: 'jon@example.com' };
    expect(saved).toEqual(expected);
    expect(await read()).toEqual(expected);

    const { state: _state, ...withoutState } = info;
    for (const body of [
      withoutState,
      { ...info, country: 'XX' },
      { ...info, firstName: ' ' },
      { ...info, city: 'Pa\u0000ris' },
    ]) {
      const refused = await request(api.url)
        .put(PAYMENTS_PATHS.billingInfo)
        .set(as(jon))
        .send({ ...body, lastName: 'Changed' })
        .expect(400);
      expect(ApiErrorSchema.parse(refused.body).code).toBe('validation_failed');
    }
    expect(await read()).toEqual(expected);
  });

  it('when a Premium user lists invoices, then the paid first invoice is there; a user who never paid has none', async () => {
    const { user: kim } = await premiumUser();
    const { invoices } = InvoicesResponseSchema.parse(
      (await request(api.url).get(PAYMENTS_PATHS.invoices).set(as(kim)).expect(200)).body,
    );
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      status: 'paid',
      amountCents: 2900,
      currency: 'usd',
    });
    expect(invoices[0]!.product).toContain('Postcraft Premium');
    const lea = await createVerifiedUser(bed);
    expect(
      (await request(api.url).get(PAYMENTS_PATHS.invoices).set(as(lea)).expect(200)).body,
    ).toEqual({ invoices: [] });
  });

  it('when a wallet top-up names another user or an amount that is not whole seconds, then 403 or 400 and nothing is created; a valid one adds its credits once', async () => {
    const [max, ned] = await Promise.all([createVerifiedUser(bed), createVerifiedUser(bed)]);
    const maxId = String(await ownerOf(max));
    const nedId = String(await ownerOf(ned));
    const topUp = (body: Record<string, unknown>) =>
      request(api.url).post(PAYMENTS_PATHS.walletCreatePaymentIntent).set(as(max)).send(body);
    const customersBefore = await BillingCustomerModel.countDocuments();
    const intentsBefore = (await listPaymentSandboxObjects({ type: 'payment_intent' })).length;

    const foreign = await topUp({ userId: nedId, amount: 900, currency: 'usd' }).expect(403);
    expect(ApiErrorSchema.parse(foreign.body).code).toBe('forbidden');
    for (const amount of [901, 81, 90_009, 0, 9.5])
      await topUp({ userId: maxId, amount, currency: 'usd' }).expect(400);
    await topUp({ userId: maxId, amount: 900, currency: 'eur' }).expect(400);
    expect(await BillingCustomerModel.countDocuments()).toBe(customersBefore);
    expect((await listPaymentSandboxObjects({ type: 'payment_intent' })).length).toBe(
      intentsBefore,
    );

    const intent = WalletPaymentIntentResponseSchema.parse(
      (await topUp({ userId: maxId, amount: 900, savePaymentMethod: true }).expect(201)).body,
    );
    expect(intent.credits).toBe(100);
    await pay(intent.clientSecret);
    const confirms = await Promise.all(
      [0, 1].map(() =>
        request(api.url)
          .post(PAYMENTS_PATHS.creditsConfirmPurchase)
          .set(as(max))
          .send({ paymentIntentId: intent.paymentIntentId }),
      ),
    );
    for (const answer of confirms) {
      expect(answer.status).toBe(200);
      expect(ConfirmCreditPurchaseResponseSchema.parse(answer.body).creditsAdded).toBe(100);
    }
    await eventually(
      () => CreditMovementModel.countDocuments({ reference: intent.paymentIntentId }),
      (count) => count === 1,
    );
    expect(await creditsOf(max)).toMatchObject({ balance: 100, purchased: 100 });
  });

  it('when a Premium user deletes their account, then Stripe cancels the subscription, their billing records are gone, and a late event brings nothing back', async () => {
    const { user, subscriptionId } = await premiumUser();
    const owner = await ownerOf(user);

    await request(api.url)
      .delete('/api/user/account')
      .set(as(user))
      .set(CSRF)
      .send({ password: PASSWORD })
      .expect(200);

    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    const left = async () => ({
      ledger: await CreditMovementModel.countDocuments({ ownerId: owner }),
      subscriptions: await BillingSubscriptionModel.countDocuments({ ownerId: owner }),
      customer: await BillingCustomerModel.countDocuments({ _id: owner }),
    });
    // The Sandbox's own customer.subscription.deleted arrives after the deletion, and again here.
    await deliver(
      'customer.subscription.deleted',
      await stripe.subscriptions.retrieve(subscriptionId),
    );
    expect(await left()).toEqual({ ledger: 0, subscriptions: 0, customer: 0 });
  });
});
