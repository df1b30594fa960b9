import { Types } from 'mongoose';
import {
  BillingSubscriptionModel,
  PREMIUM_STATUSES,
  type BillingSubscriptionRecord,
} from './billing-subscription.model.js';
import type { OwnerId } from './owner-id.js';

export type BillingSubscriptionState = Omit<BillingSubscriptionRecord, '_id' | 'ownerId'> & {
  id: string;
};

/**
 * Replaces our copy of a subscription with the state Stripe just gave. Two first copies written
 * at once (the subscribe call and its webhook) race on the upsert's insert: the loser's
 * duplicate-key error means the copy now exists, and its replace is tried once more.
 */
export async function keepSubscriptionState(
  owner: OwnerId,
  state: BillingSubscriptionState,
): Promise<void> {
  const { id, ...fields } = state;
  const replace = () =>
    BillingSubscriptionModel.replaceOne(
      // The owner in the filter: the write changes that owner's users version (the plan /me answers).
      { _id: id, ownerId: new Types.ObjectId(owner) },
      { ...fields, ownerId: new Types.ObjectId(owner) },
      { upsert: true },
    ).exec();
  try {
    await replace();
  } catch (error) {
    if ((error as { code?: unknown }).code !== 11000) throw error;
    await replace();
  }
}

/** The owner's subscriptions, newest first. */
export async function listSubscriptionsOf(owner: OwnerId): Promise<BillingSubscriptionRecord[]> {
  return BillingSubscriptionModel.find({ ownerId: new Types.ObjectId(owner) })
    .sort({ startedAt: -1 })
    .lean<BillingSubscriptionRecord[]>()
    .exec();
}

/** The subscription that makes the owner Premium now, if any. */
export function premiumSubscriptionAmong(
  subscriptions: readonly BillingSubscriptionRecord[],
): BillingSubscriptionRecord | null {
  return subscriptions.find((subscription) => PREMIUM_STATUSES.has(subscription.status)) ?? null;
}

export async function findPremiumSubscription(
  owner: OwnerId,
): Promise<BillingSubscriptionRecord | null> {
  return premiumSubscriptionAmong(await listSubscriptionsOf(owner));
}

/** Account deletion: our copies of the owner's subscriptions (Stripe keeps its own records). */
export async function deleteSubscriptionsOf(owner: OwnerId): Promise<number> {
  const result = await BillingSubscriptionModel.deleteMany({
    ownerId: new Types.ObjectId(owner),
  }).exec();
  return result.deletedCount;
}
