import {
  CreditPaymentMetadataSchema,
  DEFAULT_CURRENCY,
  PAYMENT_MESSAGES,
  VIDEO_SECOND_PRICE_CENTS,
  VIDEO_SECONDS_PACKS,
  type CreatePaymentIntentResponse,
  type VideoSecondsPackAmount,
} from '@postcraft/contracts';
import {
  asOwnerId,
  findOwnerOfBillingCustomer,
  recordCreditMovement,
  type OwnerId,
} from '@postcraft/data';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error.js';
import { ensureBillingCustomer } from './billing-customer.service.js';
import { isMissingResource, paymentUnavailable } from './stripe-client.js';

const packOf = (credits: VideoSecondsPackAmount) =>
  VIDEO_SECONDS_PACKS.find((pack) => pack.seconds === credits)!;

/** A PaymentIntent for one pack, on the user's customer, saying in its metadata what it buys. */
export function createCreditPaymentIntent(
  stripe: Stripe,
  owner: OwnerId,
  credits: VideoSecondsPackAmount,
): Promise<CreatePaymentIntentResponse> {
  return createSecondsPaymentIntent(stripe, owner, {
    credits,
    amountCents: packOf(credits).priceCents,
    isSavingCard: false,
  });
}

/**
 * A PaymentIntent buying seconds of video (a pack, or a wallet top-up of any whole number of
 * seconds), on the user's customer, saying in its metadata what it buys. `isSavingCard` keeps
 * the card for later payments.
 */
export async function createSecondsPaymentIntent(
  stripe: Stripe,
  owner: OwnerId,
  purchase: { credits: number; amountCents: number; isSavingCard: boolean },
): Promise<CreatePaymentIntentResponse> {
  const { credits } = purchase;
  const customer = await ensureBillingCustomer(stripe, owner);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create({
      amount: purchase.amountCents,
      currency: DEFAULT_CURRENCY,
      customer,
      // Cards, and no method that leaves the page: the card field confirms in place.
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      description: `${credits} seconds of video generation`,
      metadata: { purpose: 'credits', userId: owner, credits: String(credits) },
      ...(purchase.isSavingCard ? { setup_future_usage: 'off_session' as const } : {}),
    });
  } catch (error) {
    throw new AppError('payment_unavailable', PAYMENT_MESSAGES.intentFailed, { cause: error });
  }
  if (!intent.client_secret) throw paymentUnavailable(new Error('no client_secret'));
  return { clientSecret: intent.client_secret, paymentIntentId: intent.id };
}

export interface CreditsAdded {
  owner: OwnerId;
  credits: number;
  /** False when the confirm call or the webhook had already added them. */
  isNew: boolean;
}

/**
 * Adds a purchase's credits for a PaymentIntent, once, after reading it again from Stripe: it
 * must have succeeded, be one of ours for credits, and charge its seconds at the second's price
 * in our currency (every pack is priced so). With
 * `caller`, it must also be the caller's (a foreign one answers "not found", as an unknown one).
 * Confirm and webhook share the ledger key `purchase:<PaymentIntent>`.
 */
export async function addPurchasedCredits(
  stripe: Stripe,
  paymentIntentId: string,
  caller?: OwnerId,
): Promise<CreditsAdded> {
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  } catch (error) {
    if (isMissingResource(error))
      throw new AppError('payment_not_found', PAYMENT_MESSAGES.paymentNotFound);
    throw paymentUnavailable(error);
  }
  const metadata = CreditPaymentMetadataSchema.safeParse(intent.metadata);
  const customerId = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  const customerOwner = customerId ? await findOwnerOfBillingCustomer(customerId) : null;
  if (
    !metadata.success ||
    customerOwner !== metadata.data.userId ||
    (caller && metadata.data.userId !== caller)
  )
    throw new AppError('payment_not_found', PAYMENT_MESSAGES.paymentNotFound);
  const { credits } = metadata.data;
  if (intent.amount !== credits * VIDEO_SECOND_PRICE_CENTS || intent.currency !== DEFAULT_CURRENCY)
    throw new AppError('payment_mismatch', PAYMENT_MESSAGES.paymentMismatch);
  if (intent.status !== 'succeeded')
    throw new AppError('payment_not_succeeded', PAYMENT_MESSAGES.paymentNotSucceeded);

  const owner = asOwnerId(metadata.data.userId);
  const isNew = await recordCreditMovement(owner, {
    key: `purchase:${intent.id}`,
    kind: 'purchase',
    pot: 'purchased',
    amount: credits,
    reference: intent.id,
  });
  return { owner, credits, isNew };
}
