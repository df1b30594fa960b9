import type { Logger } from '@postcraft/logger';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error.js';
import { addPurchasedCredits } from './credit-purchase.service.js';

/**
 * Acts on one verified event, reading its object again from Stripe (events arrive twice and out
 * of order, and a snapshot may be stale). Refusals that a retry cannot change (a PaymentIntent
 * that is not ours) are logged and acknowledged; a Stripe outage throws, so Stripe retries.
 */
export async function handleStripeEvent(
  stripe: Stripe,
  event: Stripe.Event,
  logger: Logger,
): Promise<void> {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      if (intent.metadata?.purpose !== 'credits') return;
      try {
        const added = await addPurchasedCredits(stripe, intent.id);
        if (added.isNew)
          logger.info({ paymentIntent: intent.id, credits: added.credits }, 'credits purchased');
      } catch (error) {
        if (error instanceof AppError && error.status < 500) {
          logger.warn({ err: error, event: event.id }, 'payment event refused');
          return;
        }
        throw error;
      }
      return;
    }
    default:
      return;
  }
}
