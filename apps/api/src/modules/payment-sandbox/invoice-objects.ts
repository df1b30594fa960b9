import type { Period } from './billing-objects.js';
import type { StripeJson } from './sandbox-store.js';
import { newStripeId, nowSeconds } from './stripe-ids.js';

/**
 * A finalized subscription invoice as Stripe's current API shapes it: its subscription under
 * `parent`, its payment under `payments` and `confirmation_secret` (both answered only when
 * expanded, stripe-expand.ts), its line's service period under `lines`.
 */
export function newInvoiceData(input: {
  id: string;
  number: string;
  customer: StripeJson;
  subscription: { id: string; item: string; metadata: Record<string, string> };
  price: StripeJson;
  quantity: number;
  billingReason: 'subscription_create' | 'subscription_cycle';
  /** The invoice's own period (the one billed in arrears: empty for a first invoice). */
  period: Period;
  /** The service period its line pays for. */
  linePeriod: Period;
  intent: StripeJson;
}): StripeJson {
  const now = nowSeconds();
  const amount = (input.price.unit_amount as number) * input.quantity;
  const currency = input.price.currency;
  const address = input.customer.address;
  return {
    id: input.id,
    object: 'invoice',
    account_country: 'FR',
    account_name: 'Postcraft',
    account_tax_ids: null,
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: amount,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: {
      disabled_reason: null,
      enabled: false,
      liability: null,
      provider: null,
      status: null,
    },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    confirmation_secret: { client_secret: input.intent.client_secret, type: 'payment_intent' },
    created: now,
    currency,
    custom_fields: null,
    customer: input.customer.id,
    customer_account: null,
    customer_address: address ?? null,
    customer_email: input.customer.email ?? null,
    customer_name: input.customer.name ?? null,
    customer_phone: input.customer.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: now,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: {
      object: 'list',
      data: [
        {
          id: newStripeId('il'),
          object: 'line_item',
          amount,
          currency,
          description: `${input.quantity} × ${String(input.price.nickname ?? input.price.product)}`,
          discount_amounts: [],
          discountable: true,
          discounts: [],
          invoice: input.id,
          livemode: false,
          metadata: {},
          parent: {
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: input.subscription.id,
              subscription_item: input.subscription.item,
            },
            type: 'subscription_item_details',
          },
          period: { end: input.linePeriod.end, start: input.linePeriod.start },
          pretax_credit_amounts: [],
          pricing: {
            price_details: { price: input.price.id, product: input.price.product },
            type: 'price_details',
            unit_amount_decimal: input.price.unit_amount_decimal,
          },
          quantity: input.quantity,
          subscription: input.subscription.id,
          subtotal: amount,
          taxes: [],
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/invoices/${input.id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: input.number,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: {
        metadata: input.subscription.metadata,
        subscription: input.subscription.id,
      },
      type: 'subscription_details',
    },
    payment_settings: {
      default_mandate: null,
      payment_method_options: null,
      payment_method_types: null,
    },
    payments: {
      object: 'list',
      data: [
        {
          id: newStripeId('inpay'),
          object: 'invoice_payment',
          amount_paid: null,
          amount_requested: amount,
          created: now,
          currency,
          invoice: input.id,
          is_default: true,
          livemode: false,
          payment: { payment_intent: input.intent.id, type: 'payment_intent' },
          status: 'open',
          status_transitions: { canceled_at: null, paid_at: null },
        },
      ],
      has_more: false,
      url: '/v1/invoice_payments',
    },
    period_end: input.period.end,
    period_start: input.period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'open',
    status_transitions: {
      finalized_at: now,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subtotal: amount,
    subtotal_excluding_tax: amount,
    test_clock: null,
    total: amount,
    total_discount_amounts: [],
    total_excluding_tax: amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: now,
  };
}

/** The invoice once its payment succeeded. */
export function paidInvoice(invoice: StripeJson): StripeJson {
  const now = nowSeconds();
  const payments = invoice.payments as { data: StripeJson[] };
  const transitions = invoice.status_transitions as Record<string, unknown>;
  return {
    ...invoice,
    status: 'paid',
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    attempted: true,
    attempt_count: (invoice.attempt_count as number) + 1,
    next_payment_attempt: null,
    status_transitions: { ...transitions, paid_at: now },
    payments: {
      ...payments,
      data: payments.data.map((payment) => ({
        ...payment,
        amount_paid: invoice.amount_due,
        status: 'paid',
        status_transitions: { canceled_at: null, paid_at: now },
      })),
    },
  };
}

/** The invoice after an attempt to pay it failed. */
export const attemptedInvoice = (invoice: StripeJson): StripeJson => ({
  ...invoice,
  attempted: true,
  attempt_count: (invoice.attempt_count as number) + 1,
});
