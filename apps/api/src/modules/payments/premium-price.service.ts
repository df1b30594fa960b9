import { DEFAULT_CURRENCY, PLANS } from '@postcraft/contracts';
import type Stripe from 'stripe';
import { paymentUnavailable } from './stripe-client.js';

/** The lookup key of Premium's monthly price, on Stripe as on the payment Sandbox. */
export const PREMIUM_PRICE_LOOKUP_KEY = 'postcraft_premium_monthly';
export const PREMIUM_PRODUCT_NAME = 'Postcraft Premium';

const resolved = new WeakMap<Stripe, Promise<string>>();

/**
 * Premium's price id: STRIPE_PREMIUM_PRICE_ID when set, else the price holding our lookup key,
 * else one created with it ($29 a month). Found once per client; a failed look-up is tried
 * again on the next call.
 */
export function premiumPriceIdOf(stripe: Stripe, configured: string | null): Promise<string> {
  if (configured) return Promise.resolve(configured);
  const known = resolved.get(stripe);
  if (known) return known;
  const finding = findOrCreatePremiumPrice(stripe).catch((error: unknown) => {
    resolved.delete(stripe);
    throw paymentUnavailable(error);
  });
  resolved.set(stripe, finding);
  return finding;
}

async function findOrCreatePremiumPrice(stripe: Stripe): Promise<string> {
  const found = await stripe.prices.list({ lookup_keys: [PREMIUM_PRICE_LOOKUP_KEY], limit: 1 });
  const existing = found.data[0];
  if (existing) return existing.id;
  const created = await stripe.prices.create(
    {
      currency: DEFAULT_CURRENCY,
      unit_amount: PLANS.premium.priceCents,
      recurring: { interval: PLANS.premium.billingInterval },
      lookup_key: PREMIUM_PRICE_LOOKUP_KEY,
      nickname: PREMIUM_PRODUCT_NAME,
      product_data: { name: PREMIUM_PRODUCT_NAME },
    },
    { idempotencyKey: `price-${PREMIUM_PRICE_LOOKUP_KEY}-${PLANS.premium.priceCents}` },
  );
  return created.id;
}
