import {
  API_ERROR_MESSAGES,
  ENDPOINTS as E,
  type BillingInfoResponse,
  type CreateSetupIntentResponse,
  type CreateSubscriptionResponse,
  type CustomerPortalResponse,
  type InvoicesResponse,
  type SubscriptionResponse,
  type UpdatePaymentMethodResponse,
  type WalletPaymentIntentResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import type { Request, Router } from 'express';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error.js';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import { validate } from '../../lib/validate.js';
import { ensureBillingCustomer } from './billing-customer.service.js';
import { readBillingInfo, saveBillingInfo } from './billing-info.service.js';
import { createCardSetup, useSavedCard } from './card-setup.service.js';
import { listInvoices } from './invoices.service.js';
import { premiumPriceIdOf } from './premium-price.service.js';
import { paymentUnavailable } from './stripe-client.js';
import { readSubscriptionState, subscribeToPremium } from './subscription.service.js';
import { createWalletPaymentIntent } from './wallet.service.js';

export interface BillingRouterDeps {
  premiumPriceId: string | null;
  /** The web app's address: the customer portal returns to its /subscription page. */
  publicUrl: string;
}

/**
 * A call that creates something on Stripe takes a JSON body, even an empty one (`{}`): a request
 * with no body or another type is refused before anything is created.
 */
function requireJsonBody(req: Request): void {
  if (!req.is('application/json'))
    throw new AppError('unsupported_media_type', API_ERROR_MESSAGES.jsonOnly);
}

/** Premium, the card, the portal, invoices, billing information and the wallet (spec 000 §7). */
export function createBillingRouter(
  deps: BillingRouterDeps,
  authenticator: Authenticator,
  stripeOrRefuse: () => Stripe,
): Router {
  // Mounted at the app's root, inside the payments router: the table's paths are whole.
  const { router, mount } = createEndpointRouter('', authenticator);
  const callerOf = (req: Request) => asOwnerId(authOf(req).userId);

  mount(E.getSubscription, async (req, res) => {
    const stripe = stripeOrRefuse();
    const answer: SubscriptionResponse = {
      subscription: await readSubscriptionState(stripe, callerOf(req)),
    };
    res.json(answer);
  });

  mount(E.createSubscription, async (req, res) => {
    const stripe = stripeOrRefuse();
    requireJsonBody(req);
    validate(req, E.createSubscription);
    const priceId = await premiumPriceIdOf(stripe, deps.premiumPriceId);
    const answer: CreateSubscriptionResponse = await subscribeToPremium(
      stripe,
      callerOf(req),
      priceId,
    );
    res.status(201).json(answer);
  });

  mount(E.createCardSetupIntent, async (req, res) => {
    const stripe = stripeOrRefuse();
    requireJsonBody(req);
    validate(req, E.createCardSetupIntent);
    const answer: CreateSetupIntentResponse = await createCardSetup(stripe, callerOf(req));
    res.status(201).json(answer);
  });

  mount(E.updatePaymentMethod, async (req, res) => {
    const stripe = stripeOrRefuse();
    const { body } = validate(req, E.updatePaymentMethod);
    const { card } = await useSavedCard(stripe, body.setupIntentId, callerOf(req));
    const answer: UpdatePaymentMethodResponse = { card };
    res.json(answer);
  });

  mount(E.createCustomerPortalSession, async (req, res) => {
    const stripe = stripeOrRefuse();
    requireJsonBody(req);
    // A customerId sent is never used: the portal is always the caller's own.
    validate(req, E.createCustomerPortalSession);
    const customer = await ensureBillingCustomer(stripe, callerOf(req));
    let session: Stripe.BillingPortal.Session;
    try {
      session = await stripe.billingPortal.sessions.create({
        customer,
        return_url: `${deps.publicUrl}/subscription`,
      });
    } catch (error) {
      throw paymentUnavailable(error);
    }
    const answer: CustomerPortalResponse = { url: session.url };
    res.json(answer);
  });

  mount(E.listInvoices, async (req, res) => {
    const stripe = stripeOrRefuse();
    const answer: InvoicesResponse = { invoices: await listInvoices(stripe, callerOf(req)) };
    res.json(answer);
  });

  mount(E.getBillingInfo, async (req, res) => {
    const stripe = stripeOrRefuse();
    const answer: BillingInfoResponse = {
      billingInfo: await readBillingInfo(stripe, callerOf(req)),
    };
    res.json(answer);
  });

  mount(E.updateBillingInfo, async (req, res) => {
    const stripe = stripeOrRefuse();
    const { body } = validate(req, E.updateBillingInfo);
    const answer: BillingInfoResponse = {
      billingInfo: await saveBillingInfo(stripe, callerOf(req), body),
    };
    res.json(answer);
  });

  mount(E.createWalletPaymentIntent, async (req, res) => {
    const stripe = stripeOrRefuse();
    const { body } = validate(req, E.createWalletPaymentIntent);
    const answer: WalletPaymentIntentResponse = await createWalletPaymentIntent(
      stripe,
      callerOf(req),
      body,
    );
    res.status(201).json(answer);
  });

  return router;
}
