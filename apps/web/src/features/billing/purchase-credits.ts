import type {
  ConfirmCreditPurchaseBody,
  ConfirmCreditPurchaseResponse,
  CreateCreditPaymentIntentBody,
  CreatePaymentIntentResponse,
  VideoSecondsPackAmount,
} from '@postcraft/contracts';
import { confirmWithCard, readyCard } from './card-confirmation';
import type { CardFieldController, CardFieldState } from './card-field/card-field.types';
import { confirmCreditPurchase, createCreditPaymentIntent } from './payments.api';

/**
 * A credit purchase (spec 000 §4): create a PaymentIntent for the pack, confirm the card with the
 * provider, and, when the PaymentIntent succeeded, confirm the purchase with the API, which adds
 * the credits. Each way it can end is an outcome the dialog shows (spec 000 §8).
 */

export type PurchaseFailure =
  /** The provider's card field is not loaded yet. */
  | { reason: 'not-ready' }
  /** The card is not filled in. */
  | { reason: 'card-required' }
  | { reason: 'intent-failed'; error: unknown }
  /** The card was refused; the provider's message when it gave one. */
  | { reason: 'card-error'; message: string | null }
  | { reason: 'not-succeeded' }
  | { reason: 'confirm-failed'; error: unknown };

export type PurchaseOutcome =
  | { kind: 'purchased'; creditsAdded: number; balance: number }
  /** The card asks for authentication: the page is leaving, /completion finishes the purchase. */
  | { kind: 'redirecting' }
  | { kind: 'failed'; failure: PurchaseFailure };

export interface PurchaseCalls {
  createIntent: (body: CreateCreditPaymentIntentBody) => Promise<CreatePaymentIntentResponse>;
  confirmPurchase: (body: ConfirmCreditPurchaseBody) => Promise<ConfirmCreditPurchaseResponse>;
}

const API_CALLS: PurchaseCalls = {
  createIntent: createCreditPaymentIntent,
  confirmPurchase: confirmCreditPurchase,
};

export interface PurchaseRequest {
  creditAmount: VideoSecondsPackAmount;
  /** The card field's controller; null while it cannot confirm. */
  card: CardFieldController | null;
  cardState: CardFieldState;
  /** Where an authentication page sends the user back (the /completion page). */
  returnUrl: string;
  calls?: PurchaseCalls;
}

const failed = (failure: PurchaseFailure): PurchaseOutcome => ({ kind: 'failed', failure });

export async function purchaseCredits({
  creditAmount,
  card,
  cardState,
  returnUrl,
  calls = API_CALLS,
}: PurchaseRequest): Promise<PurchaseOutcome> {
  const ready = readyCard(card, cardState);
  if ('failure' in ready) return failed(ready.failure);

  let intent: CreatePaymentIntentResponse;
  try {
    intent = await calls.createIntent({ creditAmount });
  } catch (error) {
    return failed({ reason: 'intent-failed', error });
  }

  const confirmed = await confirmWithCard(() => ready.card.confirm(intent.clientSecret, returnUrl));
  if (!('succeeded' in confirmed)) return confirmed;

  try {
    const purchase = await calls.confirmPurchase({ paymentIntentId: intent.paymentIntentId });
    return { kind: 'purchased', creditsAdded: purchase.creditsAdded, balance: purchase.balance };
  } catch (error) {
    return failed({ reason: 'confirm-failed', error });
  }
}

/** The address authentication pages send the user back to. */
export function completionUrl(): string {
  return `${window.location.origin}/completion`;
}
