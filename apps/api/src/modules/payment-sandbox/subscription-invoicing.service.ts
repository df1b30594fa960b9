import { listPaymentSandboxObjects } from '@postcraft/data';
import { itemOf, type Period } from './billing-objects.js';
import { newPaymentIntentData, type IntentInternal, type StoredIntent } from './intent-objects.js';
import { newInvoiceData } from './invoice-objects.js';
import type { SandboxContext } from './sandbox-context.js';
import { createObject, type StoredObject, type StripeJson } from './sandbox-store.js';
import { newStripeId } from './stripe-ids.js';

export interface IssuedInvoice {
  invoice: StoredObject;
  intent: StoredIntent;
}

/**
 * A finalized invoice for a subscription's item and the PaymentIntent that pays it (it remembers
 * its invoice, so its success pays the invoice: invoice-settlement.service.ts). Sends no event:
 * the caller announces it once its subscription is written (`announceInvoice`).
 */
export async function issueSubscriptionInvoice(input: {
  subscription: StripeJson;
  customer: StripeJson;
  billingReason: 'subscription_create' | 'subscription_cycle';
  period: Period;
  linePeriod: Period;
}): Promise<IssuedInvoice> {
  const { subscription, customer } = input;
  const item = itemOf(subscription);
  const invoiceId = newStripeId('in');
  const intent = await createObject<StripeJson, IntentInternal>(
    'payment_intent',
    newPaymentIntentData({
      amount: (item.price.unit_amount as number) * item.quantity,
      currency: String(item.price.currency),
      customer: customer.id,
      description:
        input.billingReason === 'subscription_create'
          ? 'Subscription creation'
          : 'Subscription update',
      metadata: {},
      automaticPaymentMethods: false,
      setupFutureUsage: 'off_session',
      receiptEmail: null,
    }),
    { customer: customer.id, internal: { invoice: invoiceId } },
  );
  const earlier = await listPaymentSandboxObjects({ type: 'invoice', customer: customer.id });
  const invoice = await createObject(
    'invoice',
    newInvoiceData({
      id: invoiceId,
      number: `${String(customer.invoice_prefix)}-${String(earlier.length + 1).padStart(4, '0')}`,
      customer,
      subscription: {
        id: subscription.id,
        item: item.id,
        metadata: subscription.metadata as Record<string, string>,
      },
      price: item.price,
      quantity: item.quantity,
      billingReason: input.billingReason,
      period: input.period,
      linePeriod: input.linePeriod,
      intent: intent.data,
    }),
    { customer: customer.id },
  );
  return { invoice, intent };
}

/** The events of a new invoice: created, finalized, and its PaymentIntent created. */
export async function announceInvoice(context: SandboxContext, issued: IssuedInvoice) {
  await context.emit('invoice.created', issued.invoice.data);
  await context.emit('invoice.finalized', issued.invoice.data);
  await context.emit('payment_intent.created', issued.intent.data);
}
