import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error.js';
import {
  handleInvoicePaid,
  handleInvoicePaymentFailed,
  type BillingEventDeps,
} from './billing-events.service.js';
import { useSavedCard } from './card-setup.service.js';
import { addPurchasedCredits } from './credit-purchase.service.js';
import { syncSubscription } from './subscription-sync.service.js';

/**
 * Acts on one verified event, reading its object again from Stripe (events arrive twice and out
 * of order, and a snapshot may be stale): every effect is a ledger key, a claim or a copy
 * replaced by the state just read. Refusals that a retry cannot change (an object that is not
 * ours) are logged and acknowledged; a Stripe outage throws, so Stripe retries.
 */
export async function handleStripeEvent(
  deps: BillingEventDeps,
  event: Stripe.Event,
): Promise<void> {
  const { stripe, logger } = deps;
  try {
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const intent = event.data.object;
        if (intent.metadata?.purpose !== 'credits') return;
        const added = await addPurchasedCredits(stripe, intent.id);
        if (added.isNew)
          logger.info({ paymentIntent: intent.id, credits: added.credits }, 'credits purchased');
        return;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const synced = await syncSubscription(stripe, event.data.object.id);
        if (!synced)
          logger.warn({ subscription: event.data.object.id }, 'subscription of no user here');
        return;
      }
      case 'invoice.paid':
        if (event.data.object.id) await handleInvoicePaid(deps, event.data.object.id);
        return;
      case 'invoice.payment_failed':
        if (event.data.object.id) await handleInvoicePaymentFailed(deps, event.data.object.id);
        return;
      case 'setup_intent.succeeded':
        if (event.data.object.metadata?.purpose !== 'card_update') return;
        await useSavedCard(stripe, event.data.object.id);
        return;
      default:
        return;
    }
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      logger.warn({ err: error, event: event.id }, 'payment event refused');
      return;
    }
    throw error;
  }
}
