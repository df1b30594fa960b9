import {
  DEFAULT_CURRENCY,
  PAYMENT_MESSAGES,
  PLANS,
  type CardSummary,
  type CreateSubscriptionResponse,
  type SubscriptionState,
} from '@postcraft/contracts';
import {
  findBillingCustomerId,
  keepSubscriptionState,
  listSubscriptionsOf,
  PREMIUM_STATUSES,
  premiumSubscriptionAmong,
  type BillingSubscriptionStatus,
  type OwnerId,
} from '@postcraft/data';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error.js';
import { ensureBillingCustomer } from './billing-customer.service.js';
import { paymentUnavailable } from './stripe-client.js';
import { idOf, subscriptionStateOf, syncSubscription } from './subscription-sync.service.js';

const FIRST_INVOICE_EXPAND = ['latest_invoice.confirmation_secret', 'latest_invoice.payments'];

/** The client secret of the PaymentIntent that pays a subscription's first invoice. */
async function firstInvoiceSecret(
  stripe: Stripe,
  subscription: Stripe.Subscription,
): Promise<string> {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string')
    throw paymentUnavailable(new Error('no first invoice'));
  const secret = invoice.confirmation_secret?.client_secret;
  if (secret) return secret;
  const intentId = idOf(invoice.payments?.data[0]?.payment.payment_intent);
  if (!intentId) throw paymentUnavailable(new Error('no PaymentIntent on the first invoice'));
  const intent = await stripe.paymentIntents.retrieve(intentId);
  if (!intent.client_secret) throw paymentUnavailable(new Error('no client_secret'));
  return intent.client_secret;
}

/**
 * Subscribes the caller to Premium, or hands back the subscription they started and have not
 * paid yet: its first invoice's client secret, which the card field confirms. The plan turns
 * Premium when that invoice is paid (webhook, or the next GET's re-read). Two requests at once
 * send Stripe the same idempotency key and get the same subscription.
 */
export async function subscribeToPremium(
  stripe: Stripe,
  owner: OwnerId,
  priceId: string,
): Promise<CreateSubscriptionResponse> {
  const copies = await listSubscriptionsOf(owner);
  if (premiumSubscriptionAmong(copies))
    throw new AppError('already_subscribed', PAYMENT_MESSAGES.alreadySubscribed);
  try {
    const newest = copies[0];
    if (newest?.status === 'incomplete') {
      const started = await stripe.subscriptions.retrieve(newest._id, {
        expand: FIRST_INVOICE_EXPAND,
      });
      await keepSubscriptionState(owner, subscriptionStateOf(started));
      if (PREMIUM_STATUSES.has(started.status as BillingSubscriptionStatus))
        throw new AppError('already_subscribed', PAYMENT_MESSAGES.alreadySubscribed);
      if (started.status === 'incomplete')
        return {
          subscriptionId: started.id,
          clientSecret: await firstInvoiceSecret(stripe, started),
        };
    }
    const customer = await ensureBillingCustomer(stripe, owner);
    const created = await stripe.subscriptions.create(
      {
        customer,
        items: [{ price: priceId }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { userId: owner },
        expand: FIRST_INVOICE_EXPAND,
      },
      { idempotencyKey: `premium-${owner}-${copies.length}` },
    );
    await keepSubscriptionState(owner, subscriptionStateOf(created));
    return { subscriptionId: created.id, clientSecret: await firstInvoiceSecret(stripe, created) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw paymentUnavailable(error);
  }
}

/** The card Stripe bills: the customer's default, else the subscription's own. */
async function readBilledCard(
  stripe: Stripe,
  owner: OwnerId,
  subscriptionId: string | null,
): Promise<CardSummary | null> {
  const customerId = await findBillingCustomerId(owner);
  if (!customerId) return null;
  const customer = await stripe.customers.retrieve(customerId);
  if (customer.deleted) return null;
  let methodId = idOf(customer.invoice_settings?.default_payment_method);
  if (!methodId && subscriptionId) {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    methodId = idOf(subscription.default_payment_method);
  }
  if (!methodId) return null;
  return cardOf(await stripe.paymentMethods.retrieve(methodId));
}

export function cardOf(method: Stripe.PaymentMethod): CardSummary | null {
  if (!method.card) return null;
  return {
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

/**
 * The caller's plan and the subscription behind it, from our copies; a newest copy still
 * `incomplete` is read again from Stripe first (the user may have just paid, the webhook lag).
 */
export async function readSubscriptionState(
  stripe: Stripe,
  owner: OwnerId,
): Promise<SubscriptionState> {
  try {
    let copies = await listSubscriptionsOf(owner);
    if (copies[0]?.status === 'incomplete') {
      await syncSubscription(stripe, copies[0]._id);
      copies = await listSubscriptionsOf(owner);
    }
    const premium = premiumSubscriptionAmong(copies);
    const shown = premium ?? copies[0] ?? null;
    return {
      plan: premium ? 'premium' : 'free',
      status: shown?.status ?? 'none',
      subscriptionId: shown?._id ?? null,
      currentPeriodEnd: shown?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: shown?.cancelAtPeriodEnd ?? false,
      card: await readBilledCard(stripe, owner, shown?._id ?? null),
      priceCents: PLANS.premium.priceCents,
      currency: DEFAULT_CURRENCY,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw paymentUnavailable(error);
  }
}
