import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { pageContextOf, renderErrorPage, sendPaymentPage } from './payment-page.js';
import { paymentPagesUrl } from './payment-sandbox.deps.js';
import { cardErrorMessage } from './payment-sandbox.texts.js';
import { renderPortalPage } from './portal.page.js';
import {
  openPortalSession,
  readPortalView,
  saveCustomerCard,
  type PortalSession,
} from './portal.service.js';
import { PORTAL_TEXTS } from './portal.texts.js';
import type { SandboxContext } from './sandbox-context.js';
import { loadObject } from './sandbox-store.js';
import { StripeApiError } from './stripe-error.js';
import { checkCard } from './test-cards.js';
import { updateSubscription, withCancelAtPeriodEnd } from './subscription-changes.service.js';
import { renewSubscription } from './subscription-renewal.service.js';

const SubscriptionFormSchema = z.object({
  subscription: z.string().regex(/^sub_[A-Za-z0-9]+$/u),
  outcome: z.enum(['paid', 'failed']).optional(),
});
const CardFormSchema = z.object({
  number: z.string().max(30),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
  postal: z.string().max(20),
});

/**
 * The customer portal a billing portal session's `url` opens (for an hour, its secret `s` in
 * the address and in each form): the page, and its forms that cancel or keep a plan, save a card
 * (paying an overdue invoice with it), and end the period now (test tools). Each form answers
 * with a redirect to the page and a notice (POST, redirect, GET).
 */
export function createPortalRouter(context: SandboxContext): Router {
  const { deps } = context;
  const router = Router();

  const secretOf = (req: Request) =>
    String(
      (req.query as Record<string, unknown>).s ??
        (req.body as Record<string, unknown> | undefined)?.s ??
        '',
    );

  async function show(
    req: Request,
    res: Response,
    session: PortalSession,
    extra: { notice?: string | null; error?: string | null; status?: number } = {},
  ) {
    const page = pageContextOf(req);
    const texts = PORTAL_TEXTS[page.language];
    const view = await readPortalView(session);
    const html = renderPortalPage(page, texts, {
      ...view,
      action: `${req.baseUrl}/portal/${session.id}`,
      secret: secretOf(req),
      notice: extra.notice ? (texts.notices[extra.notice] ?? null) : null,
      error: extra.error ?? null,
    });
    sendPaymentPage(res, deps, html, { status: extra.status ?? 200 });
  }

  function backTo(req: Request, res: Response, session: PortalSession, notice: string) {
    const page = pageContextOf(req);
    const query = new URLSearchParams({ s: secretOf(req), lang: page.language, notice });
    if (page.theme) query.set('theme', page.theme);
    res.redirect(303, `${paymentPagesUrl(deps)}/portal/${session.id}?${query.toString()}`);
  }

  /** The route's session, or an error page when the address does not open one. */
  async function sessionOf(req: Request, res: Response): Promise<PortalSession | null> {
    const session = await openPortalSession(String(req.params.sessionId), secretOf(req));
    if (session) return session;
    const page = pageContextOf(req);
    sendPaymentPage(res, deps, renderErrorPage(page, PORTAL_TEXTS[page.language].expired), {
      status: 404,
    });
    return null;
  }

  /** The form's subscription when it is the session customer's. */
  async function subscriptionOf(req: Request, session: PortalSession) {
    const form = SubscriptionFormSchema.safeParse(req.body);
    if (!form.success) return null;
    const subscription = await loadObject('subscription', form.data.subscription).catch(() => null);
    if (!subscription || subscription.data.customer !== session.data.customer) return null;
    return { subscription, form: form.data };
  }

  router.get('/portal/:sessionId', async (req, res) => {
    const session = await sessionOf(req, res);
    if (!session) return;
    const notice = (req.query as Record<string, unknown>).notice;
    await show(req, res, session, { notice: typeof notice === 'string' ? notice : null });
  });

  for (const [verb, isCanceling] of [
    ['cancel', true],
    ['resume', false],
  ] as const) {
    router.post(`/portal/:sessionId/${verb}`, async (req, res) => {
      const session = await sessionOf(req, res);
      if (!session) return;
      const chosen = await subscriptionOf(req, session);
      if (!chosen)
        return show(req, res, session, {
          error: pageContextOf(req).texts.errors.badForm,
          status: 400,
        });
      await updateSubscription(context, chosen.subscription.id, (current) =>
        withCancelAtPeriodEnd(current, isCanceling),
      );
      backTo(req, res, session, isCanceling ? 'canceled' : 'kept');
    });
  }

  router.post('/portal/:sessionId/card', async (req, res) => {
    const session = await sessionOf(req, res);
    if (!session) return;
    const page = pageContextOf(req);
    const form = CardFormSchema.safeParse(req.body);
    const expiry = form.success ? form.data.expiry.replace(/\D/gu, '') : '';
    if (!form.success || expiry.length !== 4) {
      return show(req, res, session, { error: PORTAL_TEXTS[page.language].badExpiry, status: 400 });
    }
    const checked = checkCard({
      number: form.data.number,
      expMonth: Number(expiry.slice(0, 2)),
      expYear: Number(expiry.slice(2)),
      cvc: form.data.cvc.trim(),
      postalCode: form.data.postal,
    });
    if (!checked.isValid) {
      return show(req, res, session, {
        error: cardErrorMessage(page.texts, checked.error),
        status: 400,
      });
    }
    const { isDeclined } = await saveCustomerCard(
      context,
      String(session.data.customer),
      checked.card,
    );
    backTo(req, res, session, isDeclined ? 'card_declined' : 'card');
  });

  router.post('/portal/:sessionId/renew', async (req, res) => {
    const session = await sessionOf(req, res);
    if (!session) return;
    const chosen = await subscriptionOf(req, session);
    if (!chosen)
      return show(req, res, session, {
        error: pageContextOf(req).texts.errors.badForm,
        status: 400,
      });
    try {
      const renewed = await renewSubscription(context, chosen.subscription.id, {
        isFailing: chosen.form.outcome === 'failed',
      });
      const notice =
        renewed.status === 'canceled'
          ? 'ended'
          : renewed.status === 'past_due'
            ? 'renewal_failed'
            : 'renewed';
      backTo(req, res, session, notice);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      await show(req, res, session, { error: error.message, status: 409 });
    }
  });

  return router;
}
