import type { PaymentsConfig } from '@postcraft/contracts';
import type { RefObject } from 'react';

/**
 * The card field behind one small interface, whoever takes the card (Stripe Elements, or the
 * payment Sandbox's framed field): a payment asks it to confirm a PaymentIntent, a change of card
 * to confirm a SetupIntent. The card number never reaches the web app in either case.
 */

/** What confirming a PaymentIntent with the card gave. */
export type CardConfirmation =
  /** The PaymentIntent succeeded: the purchase can be confirmed with the API. */
  | { status: 'succeeded'; paymentIntentId: string }
  /** The provider answered, but the PaymentIntent did not succeed. */
  | { status: 'not-succeeded' }
  /** The card was refused; `message` is the card provider's, when it gave one. */
  | { status: 'card-error'; message: string | null }
  /** The card asks for authentication: the page is leaving for it, and comes back to `returnUrl`. */
  | { status: 'redirecting' };

/** What confirming a SetupIntent (saving the card for later payments) gave. */
export type SetupConfirmation =
  | { status: 'succeeded'; setupIntentId: string }
  | Exclude<CardConfirmation, { status: 'succeeded' }>;

export interface CardFieldController {
  /** Pays a PaymentIntent with the card. */
  confirm(clientSecret: string, returnUrl: string): Promise<CardConfirmation>;
  /** Saves the card with a SetupIntent. */
  confirmSetup(clientSecret: string, returnUrl: string): Promise<SetupConfirmation>;
}

/** What the field tells its form as the user types. */
export interface CardFieldState {
  /** The provider's field is loaded and can confirm. */
  isReady: boolean;
  /** Every part of the card is filled in and valid. */
  isComplete: boolean;
  /** The provider's message about what was typed (shown under the field), if any. */
  error: string | null;
}

export const INITIAL_CARD_FIELD_STATE: CardFieldState = {
  isReady: false,
  isComplete: false,
  error: null,
};

export interface CardFieldProps {
  config: PaymentsConfig;
  /** Set to the field's controller once it can confirm, back to null when it goes. */
  controllerRef: RefObject<CardFieldController | null>;
  onStateChange: (state: CardFieldState) => void;
  /** Accessible name of the field. */
  label: string;
}
