import {
  PAYMENT_MESSAGES,
  type CardSummary,
  type CreateSetupIntentResponse,
} from '@postcraft/contracts';
import {
  asOwnerId,
  findOwnerOfBillingCustomer,
  findPremiumSubscription,
  type OwnerId,
} from '@postcraft/data';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error.js';
import { ensureBillingCustomer } from './billing-customer.service.js';
import { isMissingResource, paymentUnavailable } from './stripe-client.js';
import { cardOf } from './subscription.service.js';
import { idOf } from './subscription-sync.service.js';

/** A SetupIntent on the caller's customer: the payment-update modal's card field confirms it. */
export async function createCardSetup(
  stripe: Stripe,
  owner: OwnerId,
): Promise<CreateSetupIntentResponse> {
  const customer = await ensureBillingCustomer(stripe, owner);
  let intent: Stripe.SetupIntent;
  try {
    intent = await stripe.setupIntents.create({
      customer,
      usage: 'off_session',
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      metadata: { purpose: 'card_update', userId: owner },
    });
  } catch (error) {
    throw paymentUnavailable(error);
  }
  if (!intent.client_secret) throw paymentUnavailable(new Error('no client_secret'));
  return { clientSecret: intent.client_secret, setupIntentId: intent.id };
}

/**
 * Makes the card a succeeded SetupIntent saved the one Stripe bills: the customer's default and
 * the Premium subscription's. Read again from Stripe; with `caller`, it must be on the caller's
 * customer (a foreign or unknown one answers the same 404). Setting the same card twice changes
 * nothing, so the confirm call and the webhook may both do it.
 */
export async function useSavedCard(
  stripe: Stripe,
  setupIntentId: string,
  caller?: OwnerId,
): Promise<{ owner: OwnerId; card: CardSummary }> {
  let intent: Stripe.SetupIntent;
  try {
    intent = await stripe.setupIntents.retrieve(setupIntentId);
  } catch (error) {
    if (isMissingResource(error))
      throw new AppError('payment_not_found', PAYMENT_MESSAGES.cardSetupNotFound);
    throw paymentUnavailable(error);
  }
  const customer = idOf(intent.customer);
  const owner = customer ? await findOwnerOfBillingCustomer(customer) : null;
  if (!customer || !owner || (caller && owner !== caller))
    throw new AppError('payment_not_found', PAYMENT_MESSAGES.cardSetupNotFound);
  const methodId = idOf(intent.payment_method);
  if (intent.status !== 'succeeded' || !methodId)
    throw new AppError('payment_not_succeeded', PAYMENT_MESSAGES.cardSetupNotSucceeded);

  const ownerId = asOwnerId(owner);
  try {
    await stripe.customers.update(customer, {
      invoice_settings: { default_payment_method: methodId },
    });
    const premium = await findPremiumSubscription(ownerId);
    if (premium && premium.customerId === customer)
      await stripe.subscriptions.update(premium._id, { default_payment_method: methodId });
    const card = cardOf(await stripe.paymentMethods.retrieve(methodId));
    if (!card) throw new Error(`${methodId} is not a card`);
    return { owner: ownerId, card };
  } catch (error) {
    throw paymentUnavailable(error);
  }
}
