import type {
  CardSummary,
  CreateSetupIntentResponse,
  UpdatePaymentMethodResponse,
} from '@postcraft/contracts';
import { confirmWithCard, readyCard } from './card-confirmation';
import type { CardFieldController, CardFieldState } from './card-field/card-field.types';
import type { PurchaseFailure } from './purchase-credits';
import { updatePaymentMethod } from './subscription.api';

/**
 * Changing the card billed: the card field confirms the SetupIntent the modal created, then the
 * API makes the card it saved the customer's default (the subscription's next invoices).
 */

export type SaveCardOutcome =
  | { kind: 'saved'; card: CardSummary }
  | { kind: 'redirecting' }
  | { kind: 'failed'; failure: PurchaseFailure };

export interface SaveCardRequest {
  setupIntent: CreateSetupIntentResponse;
  card: CardFieldController | null;
  cardState: CardFieldState;
  returnUrl: string;
  update?: (setupIntentId: string) => Promise<UpdatePaymentMethodResponse>;
}

const failed = (failure: PurchaseFailure): SaveCardOutcome => ({ kind: 'failed', failure });

export async function saveCard({
  setupIntent,
  card,
  cardState,
  returnUrl,
  update = updatePaymentMethod,
}: SaveCardRequest): Promise<SaveCardOutcome> {
  const ready = readyCard(card, cardState);
  if ('failure' in ready) return failed(ready.failure);

  const confirmed = await confirmWithCard(() =>
    ready.card.confirmSetup(setupIntent.clientSecret, returnUrl),
  );
  if (!('succeeded' in confirmed)) return confirmed;
  try {
    const answer = await update(confirmed.succeeded.setupIntentId);
    return { kind: 'saved', card: answer.card };
  } catch (error) {
    return failed({ reason: 'confirm-failed', error });
  }
}

/** The address an authentication page sends a card change back to. */
export function paymentMethodCompletionUrl(): string {
  return `${window.location.origin}/completion?purpose=payment-method`;
}
