/**
 * Payment and setup intents are confirmed alike; they differ in names, in the field that keeps
 * the last error, and in their events.
 */
export interface IntentKind {
  type: 'payment_intent' | 'setup_intent';
  name: 'PaymentIntent' | 'SetupIntent';
  errorField: 'last_payment_error' | 'last_setup_error';
  failedEvent: string;
  authenticationFailureCode: string;
  /** The query parameters of the return address after an authentication. */
  returnParams: { id: string; clientSecret: string };
}

export const PAYMENT_INTENT: IntentKind = {
  type: 'payment_intent',
  name: 'PaymentIntent',
  errorField: 'last_payment_error',
  failedEvent: 'payment_intent.payment_failed',
  authenticationFailureCode: 'payment_intent_authentication_failure',
  returnParams: { id: 'payment_intent', clientSecret: 'payment_intent_client_secret' },
};

export const SETUP_INTENT: IntentKind = {
  type: 'setup_intent',
  name: 'SetupIntent',
  errorField: 'last_setup_error',
  failedEvent: 'setup_intent.setup_failed',
  authenticationFailureCode: 'setup_intent_authentication_failure',
  returnParams: { id: 'setup_intent', clientSecret: 'setup_intent_client_secret' },
};

/** The kind of intent an id names, or null for any other id. */
export function intentKindOf(id: string): IntentKind | null {
  if (/^pi_[A-Za-z0-9]+$/u.test(id)) return PAYMENT_INTENT;
  if (/^seti_[A-Za-z0-9]+$/u.test(id)) return SETUP_INTENT;
  return null;
}
