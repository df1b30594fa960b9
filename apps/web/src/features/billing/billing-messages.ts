import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';
import type { PurchaseFailure } from './purchase-credits';

/**
 * The payment messages of spec 000 §8, in the interface language. A call the API refused shows
 * the API's own message (already in the user's language); an unreachable server, 'Network
 * error. Please try again.'; anything else, the step's fallback.
 */
export function callFailureMessage(
  error: unknown,
  t: TFunction,
  fallbackKey: 'billing.messages.intentFailed' | 'billing.messages.confirmFailed',
): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.isNetworkError) return t('billing.messages.network');
  }
  return t(fallbackKey);
}

export function purchaseFailureMessage(failure: PurchaseFailure, t: TFunction): string {
  switch (failure.reason) {
    case 'not-ready':
      return t('billing.messages.notReady');
    case 'card-required':
      return t('billing.messages.cardRequired');
    case 'intent-failed':
      return callFailureMessage(failure.error, t, 'billing.messages.intentFailed');
    case 'card-error':
      return failure.message ?? t('billing.messages.unexpected');
    case 'not-succeeded':
      return t('billing.messages.notSucceeded');
    case 'confirm-failed':
      return callFailureMessage(failure.error, t, 'billing.messages.confirmFailed');
  }
}
