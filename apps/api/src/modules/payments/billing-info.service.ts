import { BillingInfoSchema, type BillingInfo } from '@postcraft/contracts';
import { findBillingCustomerId, type OwnerId } from '@postcraft/data';
import type Stripe from 'stripe';
import { ensureBillingCustomer } from './billing-customer.service.js';
import { paymentUnavailable } from './stripe-client.js';

/** The billing form as kept on the customer: the name's two parts in its metadata. */
function billingInfoOf(customer: Stripe.Customer): BillingInfo | null {
  const address = customer.address;
  const read = BillingInfoSchema.safeParse({
    firstName: customer.metadata?.firstName ?? '',
    lastName: customer.metadata?.lastName ?? '',
    email: customer.email ?? '',
    address: address?.line1 ?? '',
    country: address?.country ?? '',
    state: address?.state ?? '',
    city: address?.city ?? '',
    postalCode: address?.postal_code ?? '',
  });
  return read.success ? read.data : null;
}

/** The billing information saved on the caller's customer; null before they saved any. */
export async function readBillingInfo(stripe: Stripe, owner: OwnerId): Promise<BillingInfo | null> {
  const customerId = await findBillingCustomerId(owner);
  if (!customerId) return null;
  try {
    const customer = await stripe.customers.retrieve(customerId);
    return customer.deleted ? null : billingInfoOf(customer);
  } catch (error) {
    throw paymentUnavailable(error);
  }
}

/** Saves the billing form on the caller's customer (created if missing): invoices show it. */
export async function saveBillingInfo(
  stripe: Stripe,
  owner: OwnerId,
  info: BillingInfo,
): Promise<BillingInfo> {
  const customerId = await ensureBillingCustomer(stripe, owner);
  try {
    const customer = await stripe.customers.update(customerId, {
      name: `${info.firstName} ${info.lastName}`,
      email: info.email,
      address: {
        line1: info.address,
        city: info.city,
        state: info.state,
        postal_code: info.postalCode,
        country: info.country,
      },
      metadata: { firstName: info.firstName, lastName: info.lastName },
    });
    return billingInfoOf(customer) ?? info;
  } catch (error) {
    throw paymentUnavailable(error);
  }
}
