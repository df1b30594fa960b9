import type {
  CardConfirmation,
  CardFieldController,
  CardFieldState,
  SetupConfirmation,
} from './card-field/card-field.types';
import type { PurchaseFailure } from './purchase-credits';

/**
 * The card field's part shared by every card flow (a credit purchase, subscribing, changing the
 * card): the field must be ready and filled in, then its confirmation either succeeds or ends
 * the flow (an authentication page, or a failure the dialog shows).
 */

export type CardFlowEnd = { kind: 'redirecting' } | { kind: 'failed'; failure: PurchaseFailure };

/** The card field when it can confirm, else why it cannot yet. */
export function readyCard(
  card: CardFieldController | null,
  cardState: CardFieldState,
): { card: CardFieldController } | { failure: PurchaseFailure } {
  if (card === null || !cardState.isReady) return { failure: { reason: 'not-ready' } };
  if (!cardState.isComplete) return { failure: { reason: 'card-required' } };
  return { card };
}

type Confirmation = CardConfirmation | SetupConfirmation;

/** The succeeded confirmation, or how the flow ends instead. */
export async function confirmWithCard<C extends Confirmation>(
  confirm: () => Promise<C>,
): Promise<{ succeeded: Extract<C, { status: 'succeeded' }> } | CardFlowEnd> {
  let confirmation: C;
  try {
    confirmation = await confirm();
  } catch {
    return { kind: 'failed', failure: { reason: 'card-error', message: null } };
  }
  switch (confirmation.status) {
    case 'redirecting':
      return { kind: 'redirecting' };
    case 'card-error':
      return {
        kind: 'failed',
        failure: {
          reason: 'card-error',
          message: (confirmation as { message: string | null }).message,
        },
      };
    case 'not-succeeded':
      return { kind: 'failed', failure: { reason: 'not-succeeded' } };
    default:
      return { succeeded: confirmation as Extract<C, { status: 'succeeded' }> };
  }
}
