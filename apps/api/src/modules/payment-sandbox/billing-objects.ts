import type { StripeJson } from './sandbox-store.js';
import { newStripeId, nowSeconds } from './stripe-ids.js';

/** A billing period in Unix seconds. */
export interface Period {
  start: number;
  end: number;
}

interface Recurring {
  interval: 'day' | 'week' | 'month' | 'year';
  interval_count: number;
}

/** The period of a price's interval that starts at `start` (a month later, same day). */
export function periodFrom(start: number, recurring: Recurring): Period {
  const date = new Date(start * 1000);
  const count = recurring.interval_count;
  if (recurring.interval === 'day') date.setUTCDate(date.getUTCDate() + count);
  if (recurring.interval === 'week') date.setUTCDate(date.getUTCDate() + 7 * count);
  if (recurring.interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  if (recurring.interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + count);
  return { start, end: Math.floor(date.getTime() / 1000) };
}

/** The legacy `plan` view of a recurring price, which subscription items still carry. */
export function planOf(price: StripeJson): StripeJson {
  const recurring = price.recurring as Recurring;
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: recurring.interval,
    interval_count: recurring.interval_count,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export function newSubscriptionData(input: {
  id: string;
  customer: string;
  price: StripeJson;
  quantity: number;
  period: Period;
  latestInvoice: string;
  metadata: Record<string, string>;
  description: string | null;
  defaultPaymentMethod: string | null;
  saveDefaultPaymentMethod: string;
}): StripeJson {
  const now = nowSeconds();
  return {
    id: input.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: input.period.start,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: input.price.currency,
    customer: input.customer,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: input.description,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: {
      object: 'list',
      data: [
        {
          id: newStripeId('si'),
          object: 'subscription_item',
          billing_thresholds: null,
          created: now,
          current_period_end: input.period.end,
          current_period_start: input.period.start,
          discounts: [],
          metadata: {},
          plan: planOf(input.price),
          price: input.price,
          quantity: input.quantity,
          subscription: input.id,
          tax_rates: [],
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${input.id}`,
    },
    latest_invoice: input.latestInvoice,
    livemode: false,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: input.saveDefaultPaymentMethod,
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: null,
  };
}

/** The subscription's one item (the Sandbox subscribes to one price at a time). */
export function itemOf(subscription: StripeJson): StripeJson & {
  price: StripeJson;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
} {
  const items = subscription.items as { data: Array<ReturnType<typeof itemOf>> };
  return items.data[0]!;
}

/** The subscription with its item in a new period. */
export function withPeriod(subscription: StripeJson, period: Period): StripeJson {
  const item = itemOf(subscription);
  const items = subscription.items as Record<string, unknown>;
  return {
    ...subscription,
    items: {
      ...items,
      data: [{ ...item, current_period_start: period.start, current_period_end: period.end }],
    },
  };
}
