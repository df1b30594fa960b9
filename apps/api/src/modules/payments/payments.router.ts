import {
  ENDPOINTS as E,
  PAYMENT_MESSAGES,
  type ConfirmCreditPurchaseResponse,
  type CreatePaymentIntentResponse,
  type CreditsSummary,
  type PaymentsConfigResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import type { Router } from 'express';
import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../config/payments-config.js';
import { AppError } from '../../lib/app-error.js';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import { validate } from '../../lib/validate.js';
import { createBillingRouter } from './billing.router.js';
import { addPurchasedCredits, createCreditPaymentIntent } from './credit-purchase.service.js';
import { readCreditsSummary } from './credits-summary.service.js';
import { paymentsConfigOf } from './payments-config.service.js';

export interface PaymentsDeps {
  payments: Readonly<PaymentsConfig>;
  /** Null when billing has no provider (BILLING=off). */
  stripe: Stripe | null;
  /** Where the Sandbox's card field is served, when it is the provider. */
  sandboxCardFrameUrl: string | null;
  /** The web app's address (PUBLIC_URL): the customer portal returns to it. */
  publicUrl: string;
}

/** The payment calls of spec 000 §7 but the webhook (stripe-webhook.router.ts). */
export function createPaymentsRouter(deps: PaymentsDeps, authenticator: Authenticator): Router {
  // Mounted at the app's root (app.ts): the table's paths are whole.
  const { router, mount } = createEndpointRouter('', authenticator);
  const stripeOrRefuse = (): Stripe => {
    if (!deps.payments.billingEnabled || !deps.stripe)
      throw new AppError('billing_off', PAYMENT_MESSAGES.billingOff);
    return deps.stripe;
  };

  mount(E.getPaymentsConfig, (_req, res) => {
    const answer: PaymentsConfigResponse = {
      config: paymentsConfigOf(deps.payments, deps.sandboxCardFrameUrl),
    };
    res.json(answer);
  });

  mount(E.getCreditsSummary, async (req, res) => {
    const answer: CreditsSummary = await readCreditsSummary(asOwnerId(authOf(req).userId));
    res.json(answer);
  });

  mount(E.createCreditPaymentIntent, async (req, res) => {
    const stripe = stripeOrRefuse();
    const { body } = validate(req, E.createCreditPaymentIntent);
    const answer: CreatePaymentIntentResponse = await createCreditPaymentIntent(
      stripe,
      asOwnerId(authOf(req).userId),
      body.creditAmount,
    );
    res.status(201).json(answer);
  });

  mount(E.confirmCreditPurchase, async (req, res) => {
    const stripe = stripeOrRefuse();
    const { body } = validate(req, E.confirmCreditPurchase);
    const owner = asOwnerId(authOf(req).userId);
    const added = await addPurchasedCredits(stripe, body.paymentIntentId, owner);
    const answer: ConfirmCreditPurchaseResponse = {
      success: true,
      creditsAdded: added.credits,
      balance: (await readCreditsSummary(owner)).balance,
    };
    res.json(answer);
  });

  router.use(
    createBillingRouter(
      { premiumPriceId: deps.payments.premiumPriceId, publicUrl: deps.publicUrl },
      authenticator,
      stripeOrRefuse,
    ),
  );

  return router;
}
