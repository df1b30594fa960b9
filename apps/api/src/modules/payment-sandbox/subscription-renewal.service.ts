import { itemOf, periodFrom, withPeriod } from './billing-objects.js';
import { confirmIntent } from './intent-confirmation.service.js';
import { settleInvoicePayment } from './invoice-settlement.service.js';
import { paymentMethodOf } from './payment-method-lookup.js';
import type { SandboxContext } from './sandbox-context.js';
import {
  loadObject,
  previousAttributesOf,
  reviseObject,
  type StripeJson,
} from './sandbox-store.js';
import { unexpectedState } from './stripe-error.js';
import { endSubscription } from './subscription-changes.service.js';
import { announceInvoice, issueSubscriptionInvoice } from './subscription-invoicing.service.js';

const RENEWABLE = new Set(['active', 'past_due']);
/** The card a failed renewal is tried with. */
const DECLINING_METHOD = 'pm_card_chargeDeclined';

/**
 * Ends a subscription's period now, as Stripe's clock does at its end: a subscription set to
 * cancel ends (`customer.subscription.deleted`); any other moves to its next period with an
 * invoice (`billing_reason: subscription_cycle`) charged to its default card off-session, so the
 * renewal is paid (`invoice.paid`) or fails (`invoice.payment_failed`, the subscription past due).
 * `isFailing` charges a declined card instead. A period renews once, even asked twice at once.
 */
export async function renewSubscription(
  context: SandboxContext,
  id: string,
  options: { isFailing: boolean },
): Promise<StripeJson> {
  const current = await loadObject('subscription', id);
  if (!RENEWABLE.has(String(current.data.status))) {
    throw unexpectedState(
      'subscription_unexpected_state',
      `Only an active or past-due subscription renews; this one is ${String(current.data.status)}.`,
    );
  }
  if (current.data.cancel_at_period_end) return endSubscription(context, id);

  const item = itemOf(current.data);
  const previous = { start: item.current_period_start, end: item.current_period_end };
  const next = periodFrom(previous.end, item.price.recurring as Parameters<typeof periodFrom>[1]);
  const moved = await reviseObject('subscription', id, (latest) => {
    if (itemOf(latest.data).current_period_end !== previous.end) {
      throw unexpectedState('subscription_unexpected_state', 'This period was renewed already.');
    }
    return { data: withPeriod(latest.data, next) };
  });
  const customer = await loadObject('customer', String(current.data.customer));
  const issued = await issueSubscriptionInvoice({
    subscription: moved.after.data,
    customer: customer.data,
    billingReason: 'subscription_cycle',
    period: previous,
    linePeriod: next,
  });
  const renewed = await reviseObject('subscription', id, (latest) => ({
    data: { ...latest.data, latest_invoice: issued.invoice.id },
  }));
  await announceInvoice(context, issued);
  await context.emit(
    'customer.subscription.updated',
    renewed.after.data,
    previousAttributesOf(current.data, renewed.after.data),
  );

  const invoiceSettings = customer.data.invoice_settings as {
    default_payment_method: string | null;
  };
  const methodId = options.isFailing
    ? DECLINING_METHOD
    : ((current.data.default_payment_method as string | null) ??
      invoiceSettings.default_payment_method);
  if (methodId) {
    await confirmIntent(context, issued.intent.id, await paymentMethodOf(methodId), {
      returnUrl: null,
      isOffSession: true,
    });
  } else {
    await settleInvoicePayment(context, issued.intent, { kind: 'failed' });
  }
  return (await loadObject('subscription', id)).data;
}
