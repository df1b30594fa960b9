import {
  asOwnerId,
  findOwnerOfBillingCustomer,
  keepSubscriptionState,
  type BillingSubscriptionState,
  type BillingSubscriptionStatus,
  type OwnerId,
  UserModel,
} from '@postcraft/data';
import type Stripe from 'stripe';
import { isMissingResource, paymentUnavailable } from './stripe-client.js';

const USER_ID = /^[0-9a-f]{24}$/u;
const fromSeconds = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Our copy of a subscription as Stripe just gave it. */
export function subscriptionStateOf(subscription: Stripe.Subscription): BillingSubscriptionState {
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status as BillingSubscriptionStatus,
    priceId: item?.price.id ?? '',
    currentPeriodStart: fromSeconds(item?.current_period_start),
    currentPeriodEnd: fromSeconds(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: fromSeconds(subscription.canceled_at),
    startedAt: new Date(subscription.created * 1000),
    syncedAt: new Date(),
  };
}

/**
 * Whose a Stripe object is: the user whose customer it bills (the record we made), else the user
 * its metadata names (only our keys write metadata). Null for an object of nobody here, or of a
 * user who deleted their account (a late event must not bring their records back).
 */
export async function ownerOfBilling(
  customer: string | null,
  metadataUserId: string | undefined,
): Promise<OwnerId | null> {
  const customerOwner = customer ? await findOwnerOfBillingCustomer(customer) : null;
  const owner =
    customerOwner ?? (metadataUserId && USER_ID.test(metadataUserId) ? metadataUserId : null);
  if (!owner || !(await UserModel.exists({ _id: owner }).exec())) return null;
  return asOwnerId(owner);
}

/**
 * Reads a subscription again from Stripe and replaces our copy with it (events arrive twice and
 * out of order: the state read now is the one kept). Null when it is nobody's here or unknown.
 */
export async function syncSubscription(
  stripe: Stripe,
  subscriptionId: string,
): Promise<{ owner: OwnerId; subscription: Stripe.Subscription } | null> {
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    if (isMissingResource(error)) return null;
    throw paymentUnavailable(error);
  }
  const owner = await ownerOfBilling(idOf(subscription.customer), subscription.metadata?.userId);
  if (!owner) return null;
  await keepSubscriptionState(owner, subscriptionStateOf(subscription));
  return { owner, subscription };
}
