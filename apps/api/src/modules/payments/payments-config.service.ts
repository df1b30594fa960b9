import {
  DEFAULT_CURRENCY,
  PLANS,
  VIDEO_SECOND_PRICE_CENTS,
  VIDEO_SECONDS_PACKS,
  type PaymentsConfig as PaymentsConfigAnswer,
} from '@postcraft/contracts';
import type { PaymentsConfig } from '../../config/payments-config.js';

/** What GET /api/payments/config tells the web app: who takes cards, with which key, what for. */
export function paymentsConfigOf(
  payments: Readonly<PaymentsConfig>,
  sandboxCardFrameUrl: string | null,
): PaymentsConfigAnswer {
  return {
    billingEnabled: payments.billingEnabled,
    provider: payments.provider,
    publishableKey: payments.billingEnabled ? payments.publishableKey : null,
    currency: DEFAULT_CURRENCY,
    secondPriceCents: VIDEO_SECOND_PRICE_CENTS,
    packs: VIDEO_SECONDS_PACKS.map((pack) => ({
      credits: pack.seconds,
      priceCents: pack.priceCents,
      popular: pack.isPopular,
      isDefault: pack.isDefault,
      label: `${pack.seconds.toLocaleString('en-US')} seconds`,
    })),
    premium: { priceCents: PLANS.premium.priceCents, interval: PLANS.premium.billingInterval },
    sandboxCardFrameUrl: payments.provider === 'sandbox' ? sandboxCardFrameUrl : null,
  };
}
