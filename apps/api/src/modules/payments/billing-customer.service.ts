import {
  findBillingCustomerId,
  keepBillingCustomerId,
  UserModel,
  type OwnerId,
} from '@postcraft/data';
import type Stripe from 'stripe';
import { paymentUnavailable } from './stripe-client.js';

/**
 * The user's Stripe customer, created on first need. The idempotency key makes two racing
 * requests get the same customer from Stripe; the insert-once record keeps one either way.
 */
export async function ensureBillingCustomer(stripe: Stripe, owner: OwnerId): Promise<string> {
  const kept = await findBillingCustomerId(owner);
  if (kept) return kept;
  const user = await UserModel.findById(owner).orFail().lean().exec();
  let customer: Stripe.Customer;
  try {
    customer = await stripe.customers.create(
      {
        email: user.email,
        name: [user.firstName, user.lastName].filter(Boolean).join(' ') || undefined,
        metadata: { userId: owner },
      },
      { idempotencyKey: `customer-${owner}` },
    );
  } catch (error) {
    throw paymentUnavailable(error);
  }
  return keepBillingCustomerId(owner, customer.id);
}
