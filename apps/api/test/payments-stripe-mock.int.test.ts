import {
  ApiErrorSchema,
  BillingInfoResponseSchema,
  CreatePaymentIntentResponseSchema,
  CreateSetupIntentResponseSchema,
  CustomerPortalResponseSchema,
  InvoicesResponseSchema,
  PAYMENTS_PATHS,
  PaymentsConfigResponseSchema,
  SubscriptionResponseSchema,
  WalletPaymentIntentResponseSchema,
} from '@postcraft/contracts';
import {
  BillingCustomerModel,
  BillingSubscriptionModel,
  CreditMovementModel,
  OneTimeClaimModel,
  UserModel,
} from '@postcraft/data';
import Stripe from 'stripe';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { startStripeMock, type StripeMock } from './helpers/stripe-mock.js';

const WEBHOOK_SECRET = 'whsec_test_postcraft';

/**
 * Every Stripe call the product makes, sent to stripe-mock: Stripe's own API description
 * accepts it (a parameter Stripe does not know is a 400 there, which these tests would show).
 */
describe('payments against stripe-mock', () => {
  let bed: AccountTestBed;
  let mock: StripeMock;
  let app: AccountTestBed['app'];

  beforeAll(async () => {
    [bed, mock] = await Promise.all([startAccountTestBed(), startStripeMock()]);
    app = bed.newApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_postcraft',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_postcraft',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: mock.url,
      },
    });
  });
  afterAll(async () => {
    await mock.stop();
    await bed.stop();
  });

  const as = (user: { accessToken: string }) => ({ Authorization: `Bearer ${user.accessToken}` });

  it('when anyone asks for the payment config, then it names Stripe, its publishable key and the six packs', async () => {
    const { config } = PaymentsConfigResponseSchema.parse(
      (await request(app).get(PAYMENTS_PATHS.config).expect(200)).body,
    );
    expect(config).toMatchObject({
      billingEnabled: true,
      provider: 'stripe',
      publishableKey: 'pk_test_postcraft',
      currency: 'usd',
      secondPriceCents: 9,
      sandboxCardFrameUrl: null,
    });
    expect(config.packs.map((pack) => [pack.credits, pack.priceCents])).toEqual([
      [323, 2907],
      [500, 4500],
      [1000, 9000],
      [2000, 18000],
      [5000, 45000],
      [10000, 90000],
    ]);
    expect(config.packs.filter((pack) => pack.isDefault).map((pack) => pack.credits)).toEqual([
      1000,
    ]);
  });

  it('when a user buys a pack, then Stripe accepts the customer and the PaymentIntent the product creates', async () => {
    const ana = await createVerifiedUser(bed);
    const answer = CreatePaymentIntentResponseSchema.parse(
      (
        await request(app)
          .post(PAYMENTS_PATHS.creditsCreatePaymentIntent)
          .set(as(ana))
          .send({ creditAmount: 1000 })
          .expect(201)
      ).body,
    );
    expect(answer.clientSecret).toMatch(/^pi_.+_secret_/u);
    expect(await BillingCustomerModel.countDocuments()).toBeGreaterThanOrEqual(1);
  });

  it('when the amount is not a pack or the caller is signed out, then 4xx and nothing is created', async () => {
    const bob = await createVerifiedUser(bed);
    const customers = await BillingCustomerModel.countDocuments();
    for (const body of [
      { creditAmount: 1234 },
      { creditAmount: '1000' },
      {},
      { creditAmount: 1000, extra: 1 },
    ]) {
      const refused = await request(app)
        .post(PAYMENTS_PATHS.creditsCreatePaymentIntent)
        .set(as(bob))
        .send(body)
        .expect(400);
      expect(ApiErrorSchema.parse(refused.body).code).toBe('validation_failed');
    }
    await request(app)
      .post(PAYMENTS_PATHS.creditsCreatePaymentIntent)
      .send({ creditAmount: 1000 })
      .expect(401);
    expect(await BillingCustomerModel.countDocuments()).toBe(customers);
  });

  it('when a confirm names a PaymentIntent that is not the caller’s credit purchase, then 404 and no credits', async () => {
    const carl = await createVerifiedUser(bed);
    const before = await CreditMovementModel.countDocuments();
    // stripe-mock answers any id with a PaymentIntent that carries none of our metadata.
    const refused = await request(app)
      .post(PAYMENTS_PATHS.creditsConfirmPurchase)
      .set(as(carl))
      .send({ paymentIntentId: 'pi_1AbCdEfGhIjKlMnO' })
      .expect(404);
    expect(ApiErrorSchema.parse(refused.body).code).toBe('payment_not_found');
    await request(app)
      .post(PAYMENTS_PATHS.creditsConfirmPurchase)
      .set(as(carl))
      .send({ paymentIntentId: 'not-an-id' })
      .expect(400);
    expect(await CreditMovementModel.countDocuments()).toBe(before);
  });

  it('when a webhook is unsigned or signed with another secret, then 400; a signed one is handled once', async () => {
    const stripe = new Stripe('sk_test_postcraft');
    const event = JSON.stringify({
      id: 'evt_1TestWebhookOnce',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { id: 'pi_1AbCdEfGhIjKlMnO', object: 'payment_intent', metadata: {} } },
    });
    const post = (signature?: string) => {
      const call = request(app)
        .post(PAYMENTS_PATHS.webhook)
        .set('Content-Type', 'application/json')
        .send(event);
      return signature ? call.set('Stripe-Signature', signature) : call;
    };
    const signed = (secret: string) =>
      stripe.webhooks.generateTestHeaderString({ payload: event, secret });

    const before = await CreditMovementModel.countDocuments();
    expect(ApiErrorSchema.parse((await post().expect(400)).body).code).toBe(
      'webhook_signature_invalid',
    );
    await post(signed('whsec_someone_else')).expect(400);
    await post('t=1,v1=00').expect(400);
    expect(await OneTimeClaimModel.findById('stripe-event:evt_1TestWebhookOnce')).toBeNull();

    expect((await post(signed(WEBHOOK_SECRET)).expect(200)).body).toEqual({ received: true });
    expect((await post(signed(WEBHOOK_SECRET)).expect(200)).body).toEqual({
      received: true,
      duplicate: true,
    });
    expect(await CreditMovementModel.countDocuments()).toBe(before);
  });

  it('when a user subscribes, saves a card, opens the portal, fills billing details, tops up the wallet and reads invoices, then Stripe accepts every call', async () => {
    const erin = await createVerifiedUser(bed);
    const owner = (await UserModel.findOne({ email: erin.email }).orFail())._id;
    // stripe-mock's first invoice carries an empty client secret (Stripe's has one), so the
    // product answers 503; the subscription copy it kept is Stripe's 200 to the create.
    const subscribed = await request(app)
      .post(PAYMENTS_PATHS.subscription)
      .set(as(erin))
      .send({})
      .expect(503);
    expect(ApiErrorSchema.parse(subscribed.body).code).toBe('payment_unavailable');
    const [copy] = await BillingSubscriptionModel.find({ ownerId: owner }).lean();
    expect(copy?._id).toMatch(/^sub_/u);
    const { subscription } = SubscriptionResponseSchema.parse(
      (await request(app).get(PAYMENTS_PATHS.subscription).set(as(erin)).expect(200)).body,
    );
    expect(subscription.subscriptionId).toBe(copy?._id);

    const setup = CreateSetupIntentResponseSchema.parse(
      (
        await request(app)
          .post(PAYMENTS_PATHS.createPaymentIntent)
          .set(as(erin))
          .send({})
          .expect(201)
      ).body,
    );
    expect(setup.clientSecret).toMatch(/^seti_/u);

    const portal = CustomerPortalResponseSchema.parse(
      (
        await request(app)
          .post(PAYMENTS_PATHS.customerPortalSession)
          .set(as(erin))
          .send({ customerId: 'cus_someoneElse' })
          .expect(200)
      ).body,
    );
    expect(portal.url).toMatch(/^https?:\/\//u);

    const info = {
      firstName: 'Erin',
      lastName: 'Hale',
      email: 'erin@example.com',
      address: '5 Main Street',
      country: 'US',
      state: 'NY',
      city: 'New York',
      postalCode: '10001',
    };
    const saved = BillingInfoResponseSchema.parse(
      (await request(app).put(PAYMENTS_PATHS.billingInfo).set(as(erin)).send(info).expect(200))
        .body,
    );
    expect(saved.billingInfo).not.toBeNull();
    BillingInfoResponseSchema.parse(
      (await request(app).get(PAYMENTS_PATHS.billingInfo).set(as(erin)).expect(200)).body,
    );

    const userId = String(owner);
    const topUp = WalletPaymentIntentResponseSchema.parse(
      (
        await request(app)
          .post(PAYMENTS_PATHS.walletCreatePaymentIntent)
          .set(as(erin))
          .send({ userId, amount: 4500, currency: 'usd', savePaymentMethod: true })
          .expect(201)
      ).body,
    );
    expect(topUp.credits).toBe(500);

    InvoicesResponseSchema.parse(
      (await request(app).get(PAYMENTS_PATHS.invoices).set(as(erin)).expect(200)).body,
    );
  });

  it('when billing is off, then the config says so and payment calls answer 404 billing_off', async () => {
    const off = bed.newApp({ env: { BILLING: 'off' } });
    const dana = await createVerifiedUser(bed);
    const { config } = PaymentsConfigResponseSchema.parse(
      (await request(off).get(PAYMENTS_PATHS.config).expect(200)).body,
    );
    expect(config).toMatchObject({ billingEnabled: false, provider: 'off', publishableKey: null });
    const refused = await request(off)
      .post(PAYMENTS_PATHS.creditsCreatePaymentIntent)
      .set(as(dana))
      .send({ creditAmount: 1000 })
      .expect(404);
    expect(ApiErrorSchema.parse(refused.body).code).toBe('billing_off');
    for (const [method, path] of [
      ['get', PAYMENTS_PATHS.subscription],
      ['post', PAYMENTS_PATHS.subscription],
      ['get', PAYMENTS_PATHS.invoices],
      ['get', PAYMENTS_PATHS.billingInfo],
      ['post', PAYMENTS_PATHS.customerPortalSession],
      ['post', PAYMENTS_PATHS.createPaymentIntent],
    ] as const) {
      const answer = await request(off)[method](path).set(as(dana)).send({}).expect(404);
      expect(ApiErrorSchema.parse(answer.body).code).toBe('billing_off');
    }
  });
});
