import { createPaymentMethod, type StoredPaymentMethod } from './card-objects.js';
import { loadObject, type StripeJson } from './sandbox-store.js';
import { testCardOf } from './test-cards.js';

/**
 * The payment method a `payment_method` parameter names: one of Stripe's test payment methods
 * (`pm_card_visa`: a new card payment method each time, as Stripe makes), or a stored one.
 */
export async function paymentMethodOf(
  id: string,
  param = 'payment_method',
): Promise<StoredPaymentMethod> {
  const testCard = testCardOf(id);
  if (testCard) return createPaymentMethod(testCard);
  return loadObject<StripeJson, StoredPaymentMethod['internal']>('payment_method', id, param);
}
