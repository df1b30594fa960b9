import { model, Schema } from 'mongoose';
import type { OwnerId } from './owner-id.js';

/**
 * The payment provider's customer of each user, made once: `_id` is the user's id, so a second
 * insert fails and both racing requests end up with the first customer.
 */
export interface BillingCustomerRecord {
  _id: string;
  customerId: string;
  createdAt: Date;
}

const billingCustomerSchema = new Schema<BillingCustomerRecord>(
  {
    _id: { type: String, required: true },
    customerId: { type: String, required: true, index: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'billingCustomers' },
);

export const BillingCustomerModel = model<BillingCustomerRecord>(
  'BillingCustomer',
  billingCustomerSchema,
);

export async function findBillingCustomerId(owner: OwnerId): Promise<string | null> {
  const found = await BillingCustomerModel.findById(owner).lean<BillingCustomerRecord>().exec();
  return found?.customerId ?? null;
}

/** Keeps this customer for the user unless one was kept first; answers the one kept. */
export async function keepBillingCustomerId(owner: OwnerId, customerId: string): Promise<string> {
  try {
    await BillingCustomerModel.create({ _id: owner, customerId });
    return customerId;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 11000) throw error;
    const kept = await findBillingCustomerId(owner);
    if (!kept) throw error;
    return kept;
  }
}

/** The user a provider's customer belongs to (webhooks name customers, not users). */
export async function findOwnerOfBillingCustomer(customerId: string): Promise<string | null> {
  const found = await BillingCustomerModel.findOne({ customerId })
    .lean<BillingCustomerRecord>()
    .exec();
  return found?._id ?? null;
}

/** Account deletion: the link to the provider's customer (its invoices stay with the provider). */
export async function forgetBillingCustomer(owner: OwnerId): Promise<void> {
  await BillingCustomerModel.deleteOne({ _id: owner }).exec();
}
