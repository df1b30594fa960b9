import { findPaymentSandboxObject } from '@postcraft/data';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import {
  formatMoney,
  renderAuthenticationDonePage,
  renderAuthenticationPage,
} from './authentication.page.js';
import type { IntentInternal } from './intent-objects.js';
import { answerAuthentication } from './intent-confirmation.service.js';
import { intentKindOf } from './intent-kinds.js';
import { pageContextOf, renderErrorPage, sendPaymentPage } from './payment-page.js';
import { isAllowedReturnUrl } from './payment-sandbox.deps.js';
import type { SandboxContext } from './sandbox-context.js';
import type { StripeJson } from './sandbox-store.js';
import { isSameSecret, sha256 } from './stripe-ids.js';

const QuerySchema = z.object({
  token: z.string().min(1).max(100),
  return_url: z.string().max(2000).optional(),
});
const FormSchema = QuerySchema.extend({ decision: z.enum(['complete', 'fail']) });

/**
 * The 3-D Secure stand-in: GET shows the page the card field's `redirectUrl` leads to (its
 * one-time token in the address), POST completes or fails the authentication, then sends the
 * browser back to the return address with `payment_intent`, `payment_intent_client_secret` and
 * `redirect_status`, as Stripe does. A return address off Postcraft's origins is refused.
 */
export function createAuthenticationRouter(context: SandboxContext): Router {
  const { deps } = context;
  const router = Router();

  const fail = (
    req: Request,
    res: Response,
    message: (texts: ReturnType<typeof pageContextOf>['texts']) => string,
    status: number,
  ) => {
    const page = pageContextOf(req);
    sendPaymentPage(res, deps, renderErrorPage(page, message(page.texts)), { status });
  };

  router.get('/authenticate/:intentId', async (req, res) => {
    const intentId = String(req.params.intentId);
    const query = QuerySchema.safeParse(req.query);
    if (!query.success) return fail(req, res, (texts) => texts.errors.closed, 400);
    const returnUrl = query.data.return_url ?? null;
    if (returnUrl !== null && !isAllowedReturnUrl(deps, returnUrl)) {
      return fail(req, res, (texts) => texts.errors.badReturnUrl, 400);
    }
    const kind = intentKindOf(intentId);
    const intent = kind
      ? await findPaymentSandboxObject<StripeJson, IntentInternal>(intentId)
      : null;
    if (!intent || intent.type !== kind?.type)
      return fail(req, res, (texts) => texts.errors.unknownPayment, 404);
    const { authTokenHash, pendingPaymentMethod } = intent.internal;
    if (
      intent.data.status !== 'requires_action' ||
      !authTokenHash ||
      !isSameSecret(sha256(query.data.token), authTokenHash)
    ) {
      return fail(req, res, (texts) => texts.errors.closed, 410);
    }
    const method = pendingPaymentMethod
      ? await findPaymentSandboxObject(pendingPaymentMethod)
      : null;
    const card = method?.data.card as { brand: string; last4: string } | undefined;
    const page = pageContextOf(req);
    const amount =
      typeof intent.data.amount === 'number'
        ? formatMoney(page.language, intent.data.amount, String(intent.data.currency))
        : null;
    const html = renderAuthenticationPage(page, {
      action: `${req.baseUrl}/authenticate/${intentId}`,
      token: query.data.token,
      returnUrl,
      amount,
      card: card ?? null,
    });
    sendPaymentPage(res, deps, html);
  });

  router.post('/authenticate/:intentId', async (req, res) => {
    const intentId = String(req.params.intentId);
    const form = FormSchema.safeParse(req.body);
    if (!form.success) return fail(req, res, (texts) => texts.errors.badForm, 400);
    const returnUrl = form.data.return_url ?? null;
    if (returnUrl !== null && !isAllowedReturnUrl(deps, returnUrl)) {
      return fail(req, res, (texts) => texts.errors.badReturnUrl, 400);
    }
    const kind = intentKindOf(intentId);
    if (!kind || !(await findPaymentSandboxObject(intentId))) {
      return fail(req, res, (texts) => texts.errors.unknownPayment, 404);
    }
    const outcome = await answerAuthentication(
      context,
      intentId,
      form.data.token,
      form.data.decision === 'complete',
    );
    if (!outcome) return fail(req, res, (texts) => texts.errors.closed, 409);
    const isSucceeded = outcome.intent.status === 'succeeded';
    if (returnUrl === null) {
      return sendPaymentPage(
        res,
        deps,
        renderAuthenticationDonePage(pageContextOf(req), isSucceeded),
      );
    }
    const target = new URL(returnUrl);
    target.searchParams.set(kind.returnParams.id, intentId);
    target.searchParams.set(kind.returnParams.clientSecret, String(outcome.intent.client_secret));
    target.searchParams.set('redirect_status', isSucceeded ? 'succeeded' : 'failed');
    res.set('Cache-Control', 'no-store');
    res.redirect(303, target.toString());
  });

  return router;
}
