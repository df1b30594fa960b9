import type { StoredIntent } from './intent-objects.js';
import { attemptedInvoice, paidInvoice } from './invoice-objects.js';
import type { SandboxContext } from './sandbox-context.js';
import { previousAttributesOf, reviseObject, type StripeJson } from './sandbox-store.js';

/** What happened to the payment of an invoice. */
export type InvoicePaymentOutcome =
  { kind: 'paid'; paymentMethodId: string } | { kind: 'failed' } | { kind: 'requires_action' };

const subscriptionOf = (invoice: StripeJson) =>
  (invoice.parent as { subscription_details?: { subscription?: string } } | null)
    ?.subscription_details?.subscription ?? null;

/** The statuses a paid invoice brings back to `active`. */
const UNPAID_STATUSES = new Set(['incomplete', 'past_due', 'unpaid']);

/**
 * Carries an invoice payment's outcome to the invoice and its subscription, as Stripe does: paid,
 * the invoice is paid (`invoice.paid`, `invoice.payment_succeeded`) and its subscription active,
 * keeping the card as its default when asked (`customer.subscription.updated`); failed, the
 * invoice counts an attempt (`invoice.payment_failed`) and an active subscription is past due.
 */
export async function settleInvoicePayment(
  context: SandboxContext,
  intent: StoredIntent,
  outcome: InvoicePaymentOutcome,
): Promise<void> {
  const invoiceId = intent.internal.invoice;
  if (!invoiceId) return;
  if (outcome.kind === 'requires_action') {
    const invoice = await reviseObject('invoice', invoiceId, () => null);
    await context.emit('invoice.payment_action_required', invoice.after.data);
    return;
  }
  const invoice = await reviseObject('invoice', invoiceId, (current) => {
    if (current.data.status === 'paid') return null;
    return {
      data: outcome.kind === 'paid' ? paidInvoice(current.data) : attemptedInvoice(current.data),
    };
  });
  if (!invoice.isChanged) return;
  if (outcome.kind === 'paid') {
    await context.emit('invoice.paid', invoice.after.data);
    await context.emit('invoice.payment_succeeded', invoice.after.data);
  } else {
    await context.emit('invoice.payment_failed', invoice.after.data);
  }
  const subscriptionId = subscriptionOf(invoice.after.data);
  if (!subscriptionId) return;
  const subscription = await reviseObject('subscription', subscriptionId, (current) => {
    const status = String(current.data.status);
    const settings = current.data.payment_settings as {
      save_default_payment_method?: string;
    } | null;
    const next =
      outcome.kind === 'paid'
        ? {
            ...current.data,
            status: UNPAID_STATUSES.has(status) ? 'active' : status,
            ...(settings?.save_default_payment_method === 'on_subscription'
              ? { default_payment_method: outcome.paymentMethodId }
              : {}),
          }
        : { ...current.data, status: status === 'active' ? 'past_due' : status };
    return JSON.stringify(next) === JSON.stringify(current.data) ? null : { data: next };
  });
  if (subscription.isChanged) {
    await context.emit(
      'customer.subscription.updated',
      subscription.after.data,
      previousAttributesOf(subscription.before.data, subscription.after.data),
    );
  }
}
