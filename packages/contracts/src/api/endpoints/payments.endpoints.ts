import {
  BillingInfoResponseSchema,
  BillingInfoSchema,
  CreateSetupIntentBodySchema,
  CreateSetupIntentResponseSchema,
  CreateSubscriptionBodySchema,
  CreateSubscriptionResponseSchema,
  CustomerPortalBodySchema,
  CustomerPortalResponseSchema,
  InvoicesResponseSchema,
  SubscriptionResponseSchema,
  UpdatePaymentMethodBodySchema,
  UpdatePaymentMethodResponseSchema,
  WalletPaymentIntentBodySchema,
  WalletPaymentIntentResponseSchema,
} from '../../payments/billing.schemas.js';
import {
  ConfirmCreditPurchaseBodySchema,
  ConfirmCreditPurchaseResponseSchema,
  CreateCreditPaymentIntentBodySchema,
  CreatePaymentIntentResponseSchema,
  CreditsSummaryResponseSchema,
  PAYMENTS_PATHS,
  PaymentsConfigResponseSchema,
  StripeWebhookResponseSchema,
} from '../../payments/payments.schemas.js';
import { defineEndpoints } from '../endpoint.js';

const tag = 'Payments';

/** Said of every call that reaches Stripe (or the payment Sandbox standing in for it). */
const BILLING_OFF =
  '404 `billing_off` when billing is off on this server (`BILLING=off`: every feature is ' +
  'already the user’s), checked first; 503 `payment_unavailable` when Stripe cannot be reached.';

/** Said of the POSTs that create something on Stripe. */
const JSON_ONLY =
  'Takes a JSON body, even an empty one (`{}`): a call without a body or with another type is ' +
  'a 415, so nothing reaches Stripe for a request that was not meant.';

/**
 * Credits, the Premium plan, billing and Stripe's webhook. The paths are PAYMENTS_PATHS' (the
 * web client's constants), so the two cannot drift apart. GET /api/payments/plan is the
 * entitlements' (not here).
 */
export const PAYMENT_ENDPOINTS = defineEndpoints({
  receiveStripeWebhook: {
    method: 'post',
    path: PAYMENTS_PATHS.webhook,
    tag,
    summary: 'Receive a Stripe event (Stripe’s webhook)',
    description:
      'Called by Stripe (or the payment Sandbox), never by the web app. The raw body (JSON, at ' +
      'most 1 MB) must carry a valid `Stripe-Signature` header for the webhook secret: a missing ' +
      'or wrong signature is a 400 `webhook_signature_invalid` that changes nothing; a body that ' +
      'is not JSON is a 400 `malformed_body`, another content type a 415. Handled: ' +
      '`payment_intent.succeeded` (a pack or wallet top-up’s credits, added once whichever of ' +
      'this event or the confirm call comes first), `customer.subscription.created|updated|' +
      'deleted` (the plan), `invoice.paid` (Premium’s monthly allowance), ' +
      '`invoice.payment_failed` (a failed renewal is told once) and `setup_intent.succeeded` ' +
      '(a new card becomes the default). Every object is read again from Stripe; an event is ' +
      'marked done (kept 30 days) only after it was handled, so a repeat answers ' +
      '`duplicate: true` and a failure (5xx) lets Stripe retry.',
    auth: 'none',
    answer: { kind: 'json', schema: StripeWebhookResponseSchema },
    errors: [400, 413, 415],
  },
  getPaymentsConfig: {
    method: 'get',
    path: PAYMENTS_PATHS.config,
    tag,
    summary: 'Read the payment settings (public)',
    description:
      'Whether billing is on, who takes the card (`stripe`, `sandbox` or `off`) and its ' +
      'publishable key (null when billing is off), the currency, the price of one second of ' +
      'video (9 cents), the six credit packs (323 to 10,000 seconds; 1,000 is popular and ' +
      'preselected), Premium’s monthly price, and the Sandbox’s card field address when it is ' +
      'the provider. A credit is one second of generated video.',
    auth: 'none',
    answer: { kind: 'json', schema: PaymentsConfigResponseSchema },
    errors: [],
  },
  getCreditsSummary: {
    method: 'get',
    path: PAYMENTS_PATHS.credits,
    tag,
    summary: 'Read your credits',
    description:
      'Live numbers from the credit ledger: the balance you may spend (what is left of the ' +
      'monthly allowance plus purchased credits), purchased credits (they never expire), the ' +
      'plan’s monthly allowance and what is left of it, when it resets, what was spent by ' +
      'content type, and what renders in progress hold. Works with billing off too.',
    auth: 'user',
    answer: { kind: 'json', schema: CreditsSummaryResponseSchema },
    errors: [401, 403],
  },
  createCreditPaymentIntent: {
    method: 'post',
    path: PAYMENTS_PATHS.creditsCreatePaymentIntent,
    tag,
    summary: 'Start buying a credit pack',
    description:
      '`creditAmount` is one of the packs’ seconds. Creates a Stripe PaymentIntent for the ' +
      'pack’s price on your Stripe customer (created the first time) and answers its client ' +
      'secret, which the card field confirms; then call confirm-purchase. ' +
      BILLING_OFF,
    auth: 'user',
    body: CreateCreditPaymentIntentBodySchema,
    answer: { kind: 'json', schema: CreatePaymentIntentResponseSchema, statuses: [201] },
    errors: [400, 401, 403, 404, 503],
  },
  confirmCreditPurchase: {
    method: 'post',
    path: PAYMENTS_PATHS.creditsConfirmPurchase,
    tag,
    summary: 'Add a paid pack’s credits',
    description:
      'Reads the PaymentIntent again from Stripe: it must be yours (an unknown or foreign one is ' +
      'the same 404 `payment_not_found`), charge its seconds at 9 cents each (409 ' +
      '`payment_mismatch` otherwise) and have succeeded (402 `payment_not_succeeded`). The ' +
      'credits are added once, whichever of this call, a retry or the webhook comes first; ' +
      'answers them and the new balance. Also confirms a wallet top-up. ' +
      BILLING_OFF,
    auth: 'user',
    body: ConfirmCreditPurchaseBodySchema,
    answer: { kind: 'json', schema: ConfirmCreditPurchaseResponseSchema },
    errors: [400, 401, 402, 403, 404, 409, 503],
  },
  getSubscription: {
    method: 'get',
    path: PAYMENTS_PATHS.subscription,
    tag,
    summary: 'Read your plan and subscription',
    description:
      'The plan you have now, your newest subscription’s Stripe status (`none` before any), ' +
      'the next renewal, whether it is cancelled at period end, the card billed and the price. ' +
      'While the copy kept here is still `incomplete`, it is read again from Stripe (the ' +
      'webhook may come later). Premium is `active`, `trialing` or `past_due`. ' +
      BILLING_OFF,
    auth: 'user',
    answer: { kind: 'json', schema: SubscriptionResponseSchema },
    errors: [401, 403, 404, 503],
  },
  createSubscription: {
    method: 'post',
    path: PAYMENTS_PATHS.subscription,
    tag,
    summary: 'Subscribe to Premium',
    description:
      'Creates the Premium subscription unpaid (`default_incomplete`) and answers the client ' +
      'secret of its first invoice’s PaymentIntent, which the card field confirms (the card is ' +
      'saved on the subscription); the plan turns Premium once the invoice is paid. A ' +
      'subscription started and not paid yet is handed back instead, so a retry never makes ' +
      'two; 409 `already_subscribed` when you already have Premium. ' +
      JSON_ONLY +
      ' ' +
      BILLING_OFF,
    auth: 'user',
    body: CreateSubscriptionBodySchema,
    answer: { kind: 'json', schema: CreateSubscriptionResponseSchema, statuses: [201] },
    errors: [400, 401, 403, 404, 409, 415, 503],
  },
  createCardSetupIntent: {
    method: 'post',
    path: PAYMENTS_PATHS.createPaymentIntent,
    tag,
    summary: 'Start changing your card',
    description:
      'Called when the payment-update dialog opens: answers a Stripe SetupIntent’s client ' +
      'secret (despite the path’s name, nothing is charged). Once the card field confirmed it, ' +
      'call POST /api/payments/payment-method (the `setup_intent.succeeded` webhook does the ' +
      'same). ' +
      JSON_ONLY +
      ' ' +
      BILLING_OFF,
    auth: 'user',
    body: CreateSetupIntentBodySchema,
    answer: { kind: 'json', schema: CreateSetupIntentResponseSchema, statuses: [201] },
    errors: [400, 401, 403, 404, 415, 503],
  },
  updatePaymentMethod: {
    method: 'post',
    path: PAYMENTS_PATHS.paymentMethod,
    tag,
    summary: 'Make a saved card the one billed',
    description:
      'The card a confirmed SetupIntent saved becomes your Stripe customer’s and your ' +
      'subscription’s default; answers it (brand, last four digits, expiry; never the number). ' +
      '404 `payment_not_found` for an unknown or foreign SetupIntent, 402 ' +
      '`payment_not_succeeded` when it was not confirmed. ' +
      BILLING_OFF,
    auth: 'user',
    body: UpdatePaymentMethodBodySchema,
    answer: { kind: 'json', schema: UpdatePaymentMethodResponseSchema },
    errors: [400, 401, 402, 403, 404, 503],
  },
  createCustomerPortalSession: {
    method: 'post',
    path: PAYMENTS_PATHS.customerPortalSession,
    tag,
    summary: 'Open Stripe’s customer portal',
    description:
      'Answers the address of a Stripe customer portal session for your own customer (a ' +
      '`customerId` sent is ignored), returning to the web app’s /subscription page. ' +
      'Cancelling Premium happens there. ' +
      JSON_ONLY +
      ' ' +
      BILLING_OFF,
    auth: 'user',
    body: CustomerPortalBodySchema,
    answer: { kind: 'json', schema: CustomerPortalResponseSchema },
    errors: [400, 401, 403, 404, 415, 503],
  },
  listInvoices: {
    method: 'get',
    path: PAYMENTS_PATHS.invoices,
    tag,
    summary: 'List your invoices',
    description:
      'Your last 24 invoices from Stripe, newest first (none before you had a Stripe customer): number, ' +
      'product, date, amount in cents, status (`paid`, `pending`, `void`, `uncollectible`) and ' +
      'Stripe’s page for it. ' +
      BILLING_OFF,
    auth: 'user',
    answer: { kind: 'json', schema: InvoicesResponseSchema },
    errors: [401, 403, 404, 503],
  },
  getBillingInfo: {
    method: 'get',
    path: PAYMENTS_PATHS.billingInfo,
    tag,
    summary: 'Read your billing information',
    description:
      'The billing information kept on your Stripe customer (printed on invoices); null before ' +
      'you saved any. ' +
      BILLING_OFF,
    auth: 'user',
    answer: { kind: 'json', schema: BillingInfoResponseSchema },
    errors: [401, 403, 404, 503],
  },
  updateBillingInfo: {
    method: 'put',
    path: PAYMENTS_PATHS.billingInfo,
    tag,
    summary: 'Save your billing information',
    description:
      'First and last name, email, address, country (an ISO 3166-1 code) and state are ' +
      'required, city and postal code optional; saved on your Stripe customer (name, email, ' +
      'address), not in Postcraft’s database. Answers what was saved. ' +
      BILLING_OFF,
    auth: 'user',
    body: BillingInfoSchema,
    answer: { kind: 'json', schema: BillingInfoResponseSchema },
    errors: [400, 401, 403, 404, 503],
  },
  createWalletPaymentIntent: {
    method: 'post',
    path: PAYMENTS_PATHS.walletCreatePaymentIntent,
    tag,
    summary: 'Start a wallet top-up',
    description:
      '`amount` in cents must buy a whole number of seconds at 9 cents each, 10 to 10,000 ' +
      'seconds (400 otherwise); `userId` must be your own id (403 otherwise); ' +
      '`savePaymentMethod` keeps the card for later payments. Answers the PaymentIntent’s ' +
      'client secret and the seconds it buys; confirm it with ' +
      'POST /api/payments/credits/confirm-purchase (or the webhook adds them). ' +
      BILLING_OFF,
    auth: 'user',
    body: WalletPaymentIntentBodySchema,
    answer: { kind: 'json', schema: WalletPaymentIntentResponseSchema, statuses: [201] },
    errors: [400, 401, 403, 404, 503],
  },
});
