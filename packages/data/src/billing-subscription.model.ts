import { model, Schema, type Types } from 'mongoose';
import { announceWritesToOwnerVersions } from './owner-version-hooks.js';

/** Stripe's subscription statuses, as Stripe names them. */
export const BILLING_SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type BillingSubscriptionStatus = (typeof BILLING_SUBSCRIPTION_STATUSES)[number];

/**
 * Statuses that give Premium: paid, or a renewal Stripe is still retrying (`past_due`, the grace
 * Stripe's dunning gives before it cancels).
 */
export const PREMIUM_STATUSES: ReadonlySet<BillingSubscriptionStatus> = new Set([
  'active',
  'trialing',
  'past_due',
]);

/**
 * Our copy of one Stripe subscription, as Stripe last said it was. `_id` is Stripe's id. The copy
 * is only ever replaced whole by a state just read from Stripe (webhook or a refresh), never
 * edited field by field, so two writers at once both leave a state Stripe gave.
 */
export interface BillingSubscriptionRecord {
  _id: string;
  ownerId: Types.ObjectId;
  customerId: string;
  status: BillingSubscriptionStatus;
  priceId: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  /** When Stripe created it: the newest subscription is the one a user sees. */
  startedAt: Date;
  syncedAt: Date;
}

const billingSubscriptionSchema = new Schema<BillingSubscriptionRecord>(
  {
    _id: { type: String, required: true },
    ownerId: { type: Schema.Types.ObjectId, required: true, index: true },
    customerId: { type: String, required: true },
    status: { type: String, enum: BILLING_SUBSCRIPTION_STATUSES, required: true },
    priceId: { type: String, required: true },
    currentPeriodStart: { type: Date, default: null },
    currentPeriodEnd: { type: Date, default: null },
    cancelAtPeriodEnd: { type: Boolean, required: true },
    canceledAt: { type: Date, default: null },
    startedAt: { type: Date, required: true },
    syncedAt: { type: Date, required: true },
  },
  { collection: 'billingSubscriptions', versionKey: false },
);

/**
 * A subscription decides the plan `GET /api/user/me` answers, so each write changes the owner's
 * users version, as a write of the user does (user.model.ts): a kept /me answer never outlives it.
 */
announceWritesToOwnerVersions(billingSubscriptionSchema, 'users', 'ownerId');

export const BillingSubscriptionModel = model<BillingSubscriptionRecord>(
  'BillingSubscription',
  billingSubscriptionSchema,
);
