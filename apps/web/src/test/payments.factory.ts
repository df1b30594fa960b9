import {
  DEFAULT_CURRENCY,
  PLANS,
  VIDEO_SECOND_PRICE_CENTS,
  VIDEO_SECONDS_PACKS,
  type BillingInfo,
  type CreditsSummary,
  type InvoiceSummary,
  type PaymentsConfig,
  type SubscriptionState,
} from '@postcraft/contracts';

/** The address tests give the payment Sandbox's card field (a page the app frames). */
export const SANDBOX_FRAME_URL = 'http://payments.sandbox.test/card-field';

/** The billing configuration the API answers, built from the contract's packs and prices. */
export function buildPaymentsConfig(fields: Partial<PaymentsConfig> = {}): PaymentsConfig {
  return {
    billingEnabled: true,
    provider: 'sandbox',
    publishableKey: 'pk_test_sandbox_key',
    currency: DEFAULT_CURRENCY,
    secondPriceCents: VIDEO_SECOND_PRICE_CENTS,
    packs: VIDEO_SECONDS_PACKS.map((pack) => ({
      credits: pack.seconds,
      priceCents: pack.priceCents,
      popular: pack.isPopular,
      isDefault: pack.isDefault,
      label: `${pack.seconds} seconds`,
    })),
    premium: { priceCents: PLANS.premium.priceCents, interval: 'month' },
    sandboxCardFrameUrl: SANDBOX_FRAME_URL,
    ...fields,
  };
}

/** A server with billing turned off. */
export function buildBillingOffConfig(): PaymentsConfig {
  return buildPaymentsConfig({
    billingEnabled: false,
    provider: 'off',
    publishableKey: null,
    sandboxCardFrameUrl: null,
  });
}

/** A user's credits as GET credits answers them, with the given fields changed. */
export function buildCreditsSummary(fields: Partial<CreditsSummary> = {}): CreditsSummary {
  return {
    balance: 0,
    purchased: 0,
    monthlyAllowance: 0,
    monthlyLeft: 0,
    resetsAt: null,
    usedByType: { video: 0 },
    held: 0,
    ...fields,
  };
}

/** GET subscription's answer for a Free user who never subscribed, with the given fields changed. */
export function buildSubscriptionState(fields: Partial<SubscriptionState> = {}): SubscriptionState {
  return {
    plan: 'free',
    status: 'none',
    subscriptionId: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    card: null,
    priceCents: PLANS.premium.priceCents,
    currency: DEFAULT_CURRENCY,
    ...fields,
  };
}

/** A Premium subscription, active, billed to a Visa ending in 4242. */
export function buildPremiumState(fields: Partial<SubscriptionState> = {}): SubscriptionState {
  return buildSubscriptionState({
    plan: 'premium',
    status: 'active',
    subscriptionId: 'sub_Test1234abcd',
    currentPeriodEnd: '2026-12-27T10:00:00.000Z',
    card: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031 },
    ...fields,
  });
}

export function buildBillingInfo(fields: Partial<BillingInfo> = {}): BillingInfo {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    address: '12 Analytical Row',
    country: 'GB',
    state: 'Greater London',
    city: 'London',
    postalCode: 'N1 7AA',
    ...fields,
  };
}

export function buildInvoice(fields: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: 'in_Test1234abcd',
    number: 'PC-0001',
    product: 'Premium',
    date: '2026-11-27T10:00:00.000Z',
    amountCents: PLANS.premium.priceCents,
    currency: DEFAULT_CURRENCY,
    status: 'paid',
    invoiceUrl: 'https://invoices.sandbox.test/in_Test1234abcd',
    ...fields,
  };
}
