import type { StoredObject, StripeJson } from './sandbox-store.js';
import { newClientSecret, newStripeId, nowSeconds } from './stripe-ids.js';

/** What the Sandbox keeps beside a payment or setup intent, never answered. */
export interface IntentInternal extends Record<string, unknown> {
  /** sha256 of the one-time token of the authentication page, while one is open. */
  authTokenHash?: string | null;
  /** The payment method waiting for that authentication. */
  pendingPaymentMethod?: string | null;
  /** The invoice this payment pays (subscriptions). */
  invoice?: string | null;
}
export type StoredIntent = StoredObject<StripeJson, IntentInternal>;

export function newPaymentIntentData(input: {
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  automaticPaymentMethods: boolean;
  setupFutureUsage: string | null;
  receiptEmail: string | null;
}): StripeJson {
  const id = newStripeId('pi');
  return {
    id,
    object: 'payment_intent',
    amount: input.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: input.automaticPaymentMethods
      ? { allow_redirects: 'always', enabled: true }
      : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: newClientSecret(id),
    confirmation_method: 'automatic',
    created: nowSeconds(),
    currency: input.currency,
    customer: input.customer,
    description: input.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: {
        installments: null,
        mandate_options: null,
        network: null,
        request_three_d_secure: 'automatic',
      },
    },
    payment_method_types: ['card'],
    processing: null,
    receipt_email: input.receiptEmail,
    review: null,
    setup_future_usage: input.setupFutureUsage,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
}

export function newSetupIntentData(input: {
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  usage: string;
  automaticPaymentMethods: boolean;
}): StripeJson {
  const id = newStripeId('seti');
  return {
    id,
    object: 'setup_intent',
    application: null,
    automatic_payment_methods: input.automaticPaymentMethods
      ? { allow_redirects: 'always', enabled: true }
      : null,
    cancellation_reason: null,
    client_secret: newClientSecret(id),
    created: nowSeconds(),
    customer: input.customer,
    description: input.description,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_options: {
      card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    single_use_mandate: null,
    status: 'requires_payment_method',
    usage: input.usage,
  };
}
