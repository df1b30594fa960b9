import { createObject, type StoredObject, type StripeJson } from './sandbox-store.js';
import { newStripeId, nowSeconds, sha256 } from './stripe-ids.js';
import type { CardBehaviour, CardError, CheckedCard } from './test-cards.js';

/** A stored card payment method keeps what its issuer does with it (never its number). */
export interface PaymentMethodInternal extends Record<string, unknown> {
  behaviour: CardBehaviour;
}
export type StoredPaymentMethod = StoredObject<StripeJson, PaymentMethodInternal>;

const addressOf = (postalCode: string | null) => ({
  city: null,
  country: null,
  line1: null,
  line2: null,
  postal_code: postalCode,
  state: null,
});

const cardSummaryOf = (card: CheckedCard) => ({
  brand: card.brand,
  country: 'US',
  exp_month: card.expMonth,
  exp_year: card.expYear,
  // The same card details give the same fingerprint, as Stripe's do.
  fingerprint: sha256(`${card.brand}${card.last4}${card.expMonth}${card.expYear}`).slice(0, 16),
  funding: 'credit',
  last4: card.last4,
});

export function createPaymentMethod(
  card: CheckedCard,
  customer: string | null = null,
): Promise<StoredPaymentMethod> {
  const data: StripeJson = {
    id: newStripeId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: addressOf(card.postalCode), email: null, name: null, phone: null },
    card: {
      ...cardSummaryOf(card),
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      display_brand: card.brand,
      networks: { available: [card.brand], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: nowSeconds(),
    customer,
    livemode: false,
    metadata: {},
    type: 'card',
  };
  return createObject<StripeJson, PaymentMethodInternal>('payment_method', data, {
    customer,
    internal: { behaviour: card.behaviour },
  });
}

/** A charge of an intent with a payment method: paid, or failed with the issuer's error. */
export function createCharge(input: {
  id: string;
  paymentIntent: StripeJson;
  paymentMethod: StripeJson;
  error: CardError | null;
}): Promise<StoredObject> {
  const { paymentIntent: intent, paymentMethod: method, error } = input;
  const card = method.card as Record<string, unknown>;
  const amount = intent.amount as number;
  const data: StripeJson = {
    id: input.id,
    object: 'charge',
    amount,
    amount_captured: error ? 0 : amount,
    amount_refunded: 0,
    balance_transaction: null,
    billing_details: method.billing_details,
    captured: !error,
    created: nowSeconds(),
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_code: error?.code ?? null,
    failure_message: error?.message ?? null,
    livemode: false,
    metadata: intent.metadata,
    outcome: error
      ? {
          network_status: 'declined_by_network',
          reason: error.decline_code ?? error.code,
          risk_level: 'normal',
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : {
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          seller_message: 'Payment complete.',
          type: 'authorized',
        },
    paid: !error,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: {
      card: {
        brand: card.brand,
        checks: card.checks,
        country: card.country,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        fingerprint: card.fingerprint,
        funding: card.funding,
        last4: card.last4,
        network: card.brand,
        three_d_secure: null,
      },
      type: 'card',
    },
    receipt_email: null,
    receipt_url: null,
    refunded: false,
    status: error ? 'failed' : 'succeeded',
  };
  return createObject('charge', data, { customer: (intent.customer as string | null) ?? null });
}

export const newChargeId = () => newStripeId('ch');
