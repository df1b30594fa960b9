import { keepSubscriptionState, type OwnerId } from '@postcraft/data';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Gives the owner a Premium subscription in `status` for the coming 30 days, as Stripe's webhook
 * would have stored it (`canceled` ends Premium at once).
 */
export async function makePremium(
  ownerId: OwnerId,
  status: 'active' | 'canceled' = 'active',
): Promise<void> {
  const now = new Date();
  await keepSubscriptionState(ownerId, {
    id: `sub_${ownerId}`,
    customerId: `cus_${ownerId}`,
    status,
    priceId: 'price_premium',
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
    cancelAtPeriodEnd: false,
    canceledAt: status === 'canceled' ? now : null,
    startedAt: now,
    syncedAt: now,
  });
}
