import { listSubscriptionsOf, type OwnerId } from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import type Stripe from 'stripe';
import { isMissingResource, paymentUnavailable } from './stripe-client.js';

/** Statuses after which Stripe bills nothing more. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Before an account is deleted: every subscription of the user that may still bill is cancelled
 * at once (no refund of the running period), so nobody is charged for an account that is gone.
 * Stripe unreachable is a 503 before anything is deleted: the user tries again. Without a
 * provider (billing switched off since), live subscriptions are logged for the operator.
 */
export async function endBillingBeforeDeletion(
  stripe: Stripe | null,
  owner: OwnerId,
  logger: Logger,
): Promise<void> {
  const live = (await listSubscriptionsOf(owner)).filter(
    (subscription) => !ENDED.has(subscription.status),
  );
  if (live.length === 0) return;
  if (!stripe) {
    logger.warn(
      { owner, subscriptions: live.map((subscription) => subscription._id) },
      'account deleted with subscriptions while billing is off: cancel them in Stripe',
    );
    return;
  }
  for (const copy of live) {
    try {
      // Our copy may be behind Stripe's: cancelling an ended subscription would be refused.
      const current = await stripe.subscriptions.retrieve(copy._id);
      if (!ENDED.has(current.status)) await stripe.subscriptions.cancel(copy._id);
    } catch (error) {
      if (isMissingResource(error)) continue;
      throw paymentUnavailable(error);
    }
  }
}
