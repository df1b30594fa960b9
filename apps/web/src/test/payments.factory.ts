import {
  DEFAULT_CURRENCY,
  PLANS,
  VIDEO_SECOND_PRICE_CENTS,
  VIDEO_SECONDS_PACKS,
  type CreditsSummary,
  type PaymentsConfig,
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
