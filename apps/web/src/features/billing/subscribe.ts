import type { CreateSubscriptionResponse, SubscriptionState } from '@postcraft/contracts';
import { confirmWithCard, readyCard } from './card-confirmation';
import type { CardFieldController, CardFieldState } from './card-field/card-field.types';
import type { PurchaseFailure } from './purchase-credits';
import { createSubscription, fetchSubscription } from './subscription.api';

/**
 * Subscribing to Premium: the API creates the subscription and its first invoice, the card
 * field pays that invoice's PaymentIntent (as a credit purchase does), then the plan turns
 * Premium once the API has heard of the payment (its confirmation or Stripe's webhook), which
 * the dialog waits for by reading the subscription again.
 */

export type SubscribeOutcome =
  | { kind: 'subscribed'; subscription: SubscriptionState }
  /** Paid, but the plan did not say Premium within the wait: it will shortly. */
  | { kind: 'activating' }
  /** The card asks for authentication: the page is leaving, /completion finishes. */
  | { kind: 'redirecting' }
  | { kind: 'failed'; failure: PurchaseFailure };

export interface SubscribeCalls {
  create: () => Promise<CreateSubscriptionResponse>;
  read: () => Promise<SubscriptionState>;
}

const API_CALLS: SubscribeCalls = {
  create: createSubscription,
  read: () => fetchSubscription(),
};

/** How often and how long the plan is read again after the payment. */
export const PREMIUM_WAIT = { intervalMs: 1_000, timeoutMs: 30_000 } as const;

export interface SubscribeRequest {
  card: CardFieldController | null;
  cardState: CardFieldState;
  returnUrl: string;
  calls?: SubscribeCalls;
}

const failed = (failure: PurchaseFailure): SubscribeOutcome => ({ kind: 'failed', failure });

export async function subscribeToPremium({
  card,
  cardState,
  returnUrl,
  calls = API_CALLS,
}: SubscribeRequest): Promise<SubscribeOutcome> {
  const ready = readyCard(card, cardState);
  if ('failure' in ready) return failed(ready.failure);

  let created: CreateSubscriptionResponse;
  try {
    created = await calls.create();
  } catch (error) {
    return failed({ reason: 'intent-failed', error });
  }

  const confirmed = await confirmWithCard(() =>
    ready.card.confirm(created.clientSecret, returnUrl),
  );
  if (!('succeeded' in confirmed)) return confirmed;

  const premium = await waitForPremium(calls.read);
  return premium ? { kind: 'subscribed', subscription: premium } : { kind: 'activating' };
}

/**
 * Reads the subscription until its plan is Premium, or gives up after PREMIUM_WAIT (null). A
 * failed read is tried again at the next turn.
 */
export async function waitForPremium(
  read: () => Promise<SubscriptionState>,
  { intervalMs, timeoutMs } = PREMIUM_WAIT,
): Promise<SubscriptionState | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const subscription = await read();
      if (subscription.plan === 'premium') return subscription;
    } catch {
      // The next turn asks again.
    }
    if (Date.now() + intervalMs > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The address an authentication page sends a subscription payment back to. */
export function subscriptionCompletionUrl(): string {
  return `${window.location.origin}/completion?purpose=subscription`;
}
