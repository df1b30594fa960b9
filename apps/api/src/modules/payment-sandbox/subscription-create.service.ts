import { newSubscriptionData, periodFrom } from './billing-objects.js';
import { confirmIntent } from './intent-confirmation.service.js';
import { paymentMethodOf } from './payment-method-lookup.js';
import type { SandboxContext } from './sandbox-context.js';
import { createObject, loadObject, type StripeJson } from './sandbox-store.js';
import { StripeApiError, invalidRequest } from './stripe-error.js';
import { newStripeId, nowSeconds } from './stripe-ids.js';
import { announceInvoice, issueSubscriptionInvoice } from './subscription-invoicing.service.js';

export interface NewSubscription {
  customer: string;
  price: string;
  quantity: number;
  paymentBehavior: 'default_incomplete' | 'allow_incomplete' | 'error_if_incomplete';
  saveDefaultPaymentMethod: 'on_subscription' | 'off';
  defaultPaymentMethod: string | null;
  metadata: Record<string, string>;
  description: string | null;
}

const PRICE_PARAM = 'items[0][price]';

/**
 * Subscribes a customer to a recurring price: the subscription starts `incomplete` with its
 * first invoice open and that invoice's PaymentIntent to confirm (`default_incomplete`, the
 * card field then pays it); with another payment behaviour the customer's default card pays it
 * at once, and `error_if_incomplete` refuses a subscription whose card is declined.
 */
export async function createSubscription(
  context: SandboxContext,
  input: NewSubscription,
): Promise<StripeJson> {
  const customer = await loadObject('customer', input.customer, 'customer');
  const price = await loadObject('price', input.price, PRICE_PARAM);
  const recurring = price.data.recurring as Parameters<typeof periodFrom>[1] | null;
  if (!recurring) {
    throw invalidRequest(
      'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
      PRICE_PARAM,
    );
  }
  if (!price.data.active) throw invalidRequest('The price specified is inactive.', PRICE_PARAM);
  const invoiceSettings = customer.data.invoice_settings as {
    default_payment_method: string | null;
  };
  const methodId = input.defaultPaymentMethod ?? invoiceSettings.default_payment_method;
  if (input.paymentBehavior !== 'default_incomplete' && !methodId) {
    throw invalidRequest(
      'This customer has no attached payment source or default payment method.',
      undefined,
      'resource_missing',
    );
  }

  const start = nowSeconds();
  const draft = newSubscriptionData({
    id: newStripeId('sub'),
    customer: customer.id,
    price: price.data,
    quantity: input.quantity,
    period: periodFrom(start, recurring),
    latestInvoice: '',
    metadata: input.metadata,
    description: input.description,
    defaultPaymentMethod: input.defaultPaymentMethod,
    saveDefaultPaymentMethod: input.saveDefaultPaymentMethod,
  });
  const issued = await issueSubscriptionInvoice({
    subscription: draft,
    customer: customer.data,
    billingReason: 'subscription_create',
    period: { start, end: start },
    linePeriod: periodFrom(start, recurring),
  });
  const subscription = await createObject(
    'subscription',
    { ...draft, latest_invoice: issued.invoice.id },
    { customer: customer.id },
  );
  await context.emit('customer.subscription.created', subscription.data);
  await announceInvoice(context, issued);
  if (input.paymentBehavior === 'default_incomplete' || !methodId) return subscription.data;

  const outcome = await confirmIntent(context, issued.intent.id, await paymentMethodOf(methodId), {
    returnUrl: null,
    isOffSession: false,
  });
  if (outcome.error && input.paymentBehavior === 'error_if_incomplete') {
    throw new StripeApiError(402, { ...outcome.error });
  }
  return (await loadObject('subscription', subscription.id)).data;
}
