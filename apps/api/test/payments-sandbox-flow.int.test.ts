import {
  ApiErrorSchema,
  ConfirmCreditPurchaseResponseSchema,
  CreatePaymentIntentResponseSchema,
  CreditsSummaryResponseSchema,
  PAYMENTS_PATHS,
  PaymentsConfigResponseSchema,
  SANDBOX_TEST_CARDS,
} from '@postcraft/contracts';
import { CreditMovementModel, OneTimeClaimModel } from '@postcraft/data';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>>;

/**
 * The credit purchase from end to end against the payment Sandbox, a stateful Stripe stand-in
 * that this server serves itself: the SDK talks to it over HTTP, its card page charges Stripe's
 * test cards and its signed events come back to the webhook.
 */
describe('buying credits through the payment Sandbox', () => {
  let bed: AccountTestBed;
  let api: ListeningApp;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    api = await listenWithPublicUrl(bed);
  });
  afterAll(async () => {
    await api.close();
    await bed.stop();
  });

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const buy = async (user: TestUser, creditAmount = 1000) =>
    CreatePaymentIntentResponseSchema.parse(
      (
        await request(api.url)
          .post(PAYMENTS_PATHS.creditsCreatePaymentIntent)
          .set(as(user))
          .send({ creditAmount })
          .expect(201)
      ).body,
    );
  /** What the card field does: the card goes to the Sandbox, never to the product. */
  const pay = (clientSecret: string, number: string) =>
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
      });
  const confirm = (user: TestUser, paymentIntentId: string) =>
    request(api.url)
      .post(PAYMENTS_PATHS.creditsConfirmPurchase)
      .set(as(user))
      .send({ paymentIntentId });
  const creditsOf = async (user: TestUser) =>
    CreditsSummaryResponseSchema.parse(
      (await request(api.url).get(PAYMENTS_PATHS.credits).set(as(user)).expect(200)).body,
    );
  const purchasesOf = (paymentIntentId: string) =>
    CreditMovementModel.countDocuments({ reference: paymentIntentId, kind: 'purchase' });
  const waitFor = async (check: () => Promise<boolean>) => {
    while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('when no Stripe key is set, then the config names the Sandbox and its card field', async () => {
    const { config } = PaymentsConfigResponseSchema.parse(
      (await request(api.url).get(PAYMENTS_PATHS.config).expect(200)).body,
    );
    expect(config).toMatchObject({ billingEnabled: true, provider: 'sandbox' });
    expect(config.publishableKey).toMatch(/^pk_test_/u);
    expect(config.sandboxCardFrameUrl).toBe(`${api.url}/sandbox/payments/card-frame`);
  });

  it('when a user pays with 4242 and confirms, then the pack is added once, confirm or webhook first', async () => {
    const ana = await createVerifiedUser(bed);
    const intent = await buy(ana);
    const early = await confirm(ana, intent.paymentIntentId).expect(402);
    expect(ApiErrorSchema.parse(early.body).code).toBe('payment_not_succeeded');
    expect((await creditsOf(ana)).balance).toBe(0);

    await pay(intent.clientSecret, SANDBOX_TEST_CARDS.succeeds).expect(200);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => confirm(ana, intent.paymentIntentId)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(ConfirmCreditPurchaseResponseSchema.parse(answer.body).creditsAdded).toBe(1000);
    }
    // The Sandbox's signed payment_intent.succeeded reaches the webhook too.
    await waitFor(
      async () => (await OneTimeClaimModel.countDocuments({ _id: /^stripe-event:/u })) > 0,
    );
    expect(await purchasesOf(intent.paymentIntentId)).toBe(1);
    expect(await creditsOf(ana)).toMatchObject({ balance: 1000, purchased: 1000, held: 0 });
  });

  it('when the webhook adds the credits before the page confirms, then the confirm answers the same pack', async () => {
    const bob = await createVerifiedUser(bed);
    const intent = await buy(bob, 500);
    await pay(intent.clientSecret, SANDBOX_TEST_CARDS.succeeds).expect(200);
    await waitFor(async () => (await purchasesOf(intent.paymentIntentId)) === 1);
    const answer = ConfirmCreditPurchaseResponseSchema.parse(
      (await confirm(bob, intent.paymentIntentId).expect(200)).body,
    );
    expect(answer).toEqual({ success: true, creditsAdded: 500, balance: 500 });
    expect(await purchasesOf(intent.paymentIntentId)).toBe(1);
  });

  it('when another user confirms someone’s PaymentIntent, then 404 and nobody gets credits twice', async () => {
    const [carl, eve] = await Promise.all([createVerifiedUser(bed), createVerifiedUser(bed)]);
    const intent = await buy(carl, 323);
    await pay(intent.clientSecret, SANDBOX_TEST_CARDS.succeeds).expect(200);
    const refused = await confirm(eve, intent.paymentIntentId).expect(404);
    expect(ApiErrorSchema.parse(refused.body).code).toBe('payment_not_found');
    expect((await creditsOf(eve)).balance).toBe(0);
    await confirm(carl, intent.paymentIntentId).expect(200);
    expect((await creditsOf(carl)).balance).toBe(323);
  });

  it('when the card is declined, then the card field hears the issuer and confirm says the payment failed', async () => {
    const dana = await createVerifiedUser(bed);
    const intent = await buy(dana);
    const declined = await pay(intent.clientSecret, SANDBOX_TEST_CARDS.declined);
    expect(JSON.stringify(declined.body)).toContain('Your card was declined.');
    const refused = await confirm(dana, intent.paymentIntentId).expect(402);
    expect(refused.body.message).toBe('Payment was not successful. Please try again.');
    expect((await creditsOf(dana)).balance).toBe(0);
  });
});
