import {
  DEFAULT_CURRENCY,
  PLANS,
  VIDEO_SECOND_PRICE_CENTS,
  VIDEO_SECONDS_PACKS,
  type BillingInfo,
  type CreditsSummary,
  type InvoiceSummary,
  type PaymentsConfig,
  type PlanEntitlements,
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

/** GET /api/payments/plan's entitlements for a Premium user (no limits, API keys on). */
export function buildPremiumEntitlements(
  usage: Partial<PlanEntitlements['usage']> = {},
): PlanEntitlements {
  return {
    billingEnabled: true,
    plan: 'premium',
    allowance: {
      freeVideos: null,
      maxVideoSeconds: 60,
      maxScriptWords: null,
      maxVoiceNoteSeconds: null,
      voices: null,
      watermark: false,
      maxConnectedAccounts: null,
      autoPost: true,
      autopilot: true,
      apiKeys: true,
      maxTemplates: null,
      themes: 'all',
      maxReelSourceSeconds: 7200,
      maxReelClips: 10,
      maxReelClipSeconds: 60,
    },
    usage: { freeVideosUsed: 0, connectedAccounts: 0, templates: 0, ...usage },
  };
}

/** The same for a Free user: Free's limits, no autopilot nor API keys. */
export function buildFreeEntitlements(
  usage: Partial<PlanEntitlements['usage']> = {},
): PlanEntitlements {
  return {
    billingEnabled: true,
    plan: 'free',
    allowance: {
      freeVideos: 3,
      maxVideoSeconds: 30,
      maxScriptWords: 500,
      maxVoiceNoteSeconds: 60,
      voices: ['en-female', 'en-male', 'none'],
      watermark: true,
      maxConnectedAccounts: 1,
      autoPost: false,
      autopilot: false,
      apiKeys: false,
      maxTemplates: 3,
      themes: 'basic',
      maxReelSourceSeconds: 600,
      maxReelClips: 3,
      maxReelClipSeconds: 30,
    },
    usage: { freeVideosUsed: 0, connectedAccounts: 0, templates: 0, ...usage },
  };
}
