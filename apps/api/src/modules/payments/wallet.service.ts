import {
  MAX_CREDITS_PER_PAYMENT,
  MIN_WALLET_CREDITS,
  PAYMENT_MESSAGES,
  VIDEO_SECOND_PRICE_CENTS,
  type WalletPaymentIntentResponse,
} from '@postcraft/contracts';
import type { OwnerId } from '@postcraft/data';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error.js';
import { createSecondsPaymentIntent } from './credit-purchase.service.js';

/**
 * A wallet top-up (spec 000 §3): the caller's own wallet only, an amount that buys a whole
 * number of seconds at the second's price, 10 to 10,000 of them. Its credits are added as a
 * pack's are, by confirm-purchase or the webhook, once.
 */
export async function createWalletPaymentIntent(
  stripe: Stripe,
  caller: OwnerId,
  request: { userId: string; amount: number; savePaymentMethod: boolean },
): Promise<WalletPaymentIntentResponse> {
  if (request.userId !== caller) throw new AppError('forbidden', PAYMENT_MESSAGES.walletNotYours);
  const credits = request.amount / VIDEO_SECOND_PRICE_CENTS;
  if (
    !Number.isInteger(credits) ||
    credits < MIN_WALLET_CREDITS ||
    credits > MAX_CREDITS_PER_PAYMENT
  )
    throw new AppError('validation_failed', PAYMENT_MESSAGES.walletAmount);
  const intent = await createSecondsPaymentIntent(stripe, caller, {
    credits,
    amountCents: request.amount,
    isSavingCard: request.savePaymentMethod,
  });
  return { ...intent, credits };
}
