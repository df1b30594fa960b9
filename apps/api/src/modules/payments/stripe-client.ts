import { PAYMENT_MESSAGES } from '@postcraft/contracts';
import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config/payments-config.js';
import { AppError } from '../../lib/app-error.js';

/**
 * The official Stripe SDK on the configured keys, talking to Stripe, to STRIPE_API_BASE (a
 * stand-in, stripe-mock) or to the payment Sandbox this server serves at /v1. Null when billing
 * has no provider.
 */
export function createStripeClient(config: Readonly<PaymentsConfig>): Stripe | null {
  if (!config.secretKey || config.provider === 'off') return null;
  const address = config.apiAddress;
  return new Stripe(config.secretKey, {
    ...(address ? { host: address.host, port: address.port, protocol: address.protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Postcraft' },
  });
}

/** Stripe's answer to an id it does not know. */
export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

/** A Stripe failure the user cannot fix (network, Stripe down, our keys): a 503 to retry. */
export function paymentUnavailable(cause: unknown): AppError {
  return new AppError('payment_unavailable', PAYMENT_MESSAGES.providerUnavailable, {
    cause,
    retryAfterSeconds: 30,
  });
}
