import type { PaymentProvider } from '@postcraft/contracts';
import { createHmac } from 'node:crypto';
import { z } from 'zod';

/** Where the Stripe SDK sends its calls instead of api.stripe.com (its host/port/protocol). */
export interface StripeApiAddress {
  protocol: 'http' | 'https';
  host: string;
  port: number;
}

export interface PaymentsConfig {
  /** False with BILLING=off: every account has every feature, no payment screen. */
  billingEnabled: boolean;
  provider: PaymentProvider;
  /** The keys the SDK and the web app use: Stripe's, or the Sandbox's own. */
  secretKey: string | null;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** STRIPE_PREMIUM_PRICE_ID; without it the price is found (or created) by its lookup key. */
  premiumPriceId: string | null;
  /** STRIPE_API_BASE, or this server itself for the Sandbox; null for Stripe's own API. */
  apiAddress: StripeApiAddress | null;
}

export const paymentsEnvSchema = z.object({
  /** `off` turns billing off for self-hosters: every feature for everyone, no payment screens. */
  BILLING: z.enum(['on', 'off']).default('on'),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_/u, 'a Stripe secret key (sk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().regex(/^pk_/u, 'a publishable key (pk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_/u, 'a webhook secret (whsec_…)')
    .optional(),
  STRIPE_PREMIUM_PRICE_ID: z
    .string()
    .trim()
    .regex(/^price_/u, 'a price id (price_…)')
    .optional(),
  /** An `http://host:port` the SDK talks to instead of Stripe (stripe-mock, a stand-in). */
  STRIPE_API_BASE: z.url().optional(),
});
export type PaymentsEnv = z.infer<typeof paymentsEnvSchema>;

export function stripeApiAddressOf(base: string): StripeApiAddress {
  const url = new URL(base);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  const port = url.port ? Number(url.port) : protocol === 'https' ? 443 : 80;
  return { protocol, host: url.hostname, port };
}

/** The Sandbox's keys, derived from the server's encryption key so they survive restarts. */
function sandboxKeyOf(encryptionKey: string, kind: string): string {
  return createHmac('sha256', encryptionKey).update(`payment-sandbox:${kind}`).digest('hex');
}

interface PaymentsConfigContext {
  isProduction: boolean;
  /** The Sandbox answers on this server: the SDK talks to it over the loopback. */
  listenPort: number;
  encryptionKey: string;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set (all three keys then), else the payment Sandbox outside
 * production. Production without keys fails at start rather than give every feature away or
 * refuse every payment: the operator sets the keys or BILLING=off.
 */
export function readPaymentsConfig(
  env: PaymentsEnv,
  context: PaymentsConfigContext,
): PaymentsConfig {
  const apiAddress = env.STRIPE_API_BASE ? stripeApiAddressOf(env.STRIPE_API_BASE) : null;
  if (env.BILLING === 'off') {
    return {
      billingEnabled: false,
      provider: 'off',
      secretKey: null,
      publishableKey: null,
      webhookSecret: null,
      premiumPriceId: null,
      apiAddress: null,
    };
  }
  if (env.STRIPE_SECRET_KEY) {
    const missing = (['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
      (name) => !env[name],
    );
    if (missing.length > 0)
      throw new Error(`api: STRIPE_SECRET_KEY is set, so ${missing.join(' and ')} must be too.`);
    return {
      billingEnabled: true,
      provider: 'stripe',
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
      premiumPriceId: env.STRIPE_PREMIUM_PRICE_ID ?? null,
      apiAddress,
    };
  }
  if (context.isProduction)
    throw new Error(
      'api: billing needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET in production; set BILLING=off to run without billing.',
    );
  return {
    billingEnabled: true,
    provider: 'sandbox',
    secretKey: `sk_test_sandbox${sandboxKeyOf(context.encryptionKey, 'secret')}`,
    publishableKey: `pk_test_sandbox${sandboxKeyOf(context.encryptionKey, 'publishable')}`,
    webhookSecret: `whsec_sandbox${sandboxKeyOf(context.encryptionKey, 'webhook')}`,
    premiumPriceId: env.STRIPE_PREMIUM_PRICE_ID ?? null,
    apiAddress: apiAddress ?? { protocol: 'http', host: '127.0.0.1', port: context.listenPort },
  };
}
