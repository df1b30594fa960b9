import { findPaymentSandboxObject } from '@postcraft/data';
import { Router, type Response } from 'express';
import { z } from 'zod';
import { createPaymentMethod } from './card-objects.js';
import { renderCardFramePage } from './card-frame.page.js';
import { CARD_FRAME_SCRIPT } from './card-frame.script.js';
import { confirmIntent } from './intent-confirmation.service.js';
import { intentKindOf } from './intent-kinds.js';
import { pageContextOf, sendPaymentPage } from './payment-page.js';
import { isAllowedReturnUrl, returnOriginsOf } from './payment-sandbox.deps.js';
import { cardErrorMessage, PAYMENT_SANDBOX_TEXTS } from './payment-sandbox.texts.js';
import type { SandboxContext } from './sandbox-context.js';
import type { StripeJson } from './sandbox-store.js';
import { StripeApiError } from './stripe-error.js';
import { idOfClientSecret, isSameSecret } from './stripe-ids.js';
import { checkCard } from './test-cards.js';

const ConfirmBodySchema = z.object({
  clientSecret: z.string().min(1).max(200),
  returnUrl: z.string().max(2000).optional(),
  language: z.enum(['en', 'fr']).optional(),
  theme: z.enum(['light', 'dark']).nullish(),
  card: z.object({
    number: z.string().max(30),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    cvc: z.string().max(8),
    postalCode: z.string().max(20),
  }),
});

/** The answer of POST /confirm, which the card field passes on as its `result`. */
interface ConfirmAnswer {
  paymentIntent: { id: string; status: string } | null;
  error: { code: string; message: string } | null;
  redirectUrl: string | null;
}

/**
 * The card field (GET /card-frame, its script at /card-frame.js) and the confirmation it sends
 * the card to (POST /confirm, JSON from the field's own origin, authenticated by the intent's
 * client secret).
 */
export function createCardFrameRouter(context: SandboxContext): Router {
  const { deps } = context;
  const router = Router();

  router.get('/card-frame', (req, res) => {
    const page = pageContextOf(req);
    const html = renderCardFramePage(
      page,
      {
        origins: returnOriginsOf(deps),
        confirmUrl: `${req.baseUrl}/confirm`,
        language: page.language,
        theme: page.theme,
        texts: page.texts.card,
      },
      `${req.baseUrl}/card-frame.js`,
    );
    sendPaymentPage(res, deps, html, { isFramedByApp: true, hasScript: true });
  });

  router.get('/card-frame.js', (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.type('text/javascript').send(CARD_FRAME_SCRIPT);
  });

  router.post('/confirm', async (req, res) => {
    const parsed = req.is('application/json') ? ConfirmBodySchema.safeParse(req.body) : null;
    const texts = PAYMENT_SANDBOX_TEXTS[parsed?.data?.language ?? pageContextOf(req).language];
    const refuse = (status: number, code: string) =>
      answer(res, status, {
        paymentIntent: null,
        error: { code, message: cardErrorMessage(texts, { code, message: code }) },
        redirectUrl: null,
      });
    if (!parsed?.success) return refuse(400, 'invalid_request');
    const body = parsed.data;

    const intentId = idOfClientSecret(body.clientSecret);
    const kind = intentId ? intentKindOf(intentId) : null;
    const stored = intentId && kind ? await findPaymentSandboxObject(intentId) : null;
    const secret = stored?.type === kind?.type ? stored?.data.client_secret : undefined;
    if (!intentId || typeof secret !== 'string' || !isSameSecret(body.clientSecret, secret)) {
      return refuse(401, 'invalid_client_secret');
    }
    if (body.returnUrl !== undefined && !isAllowedReturnUrl(deps, body.returnUrl)) {
      return refuse(400, 'return_url_invalid');
    }
    const summary = (intent: StripeJson) => ({ id: intent.id, status: String(intent.status) });
    if (stored?.data.status === 'succeeded') {
      return answer(res, 200, {
        paymentIntent: summary(stored.data as StripeJson),
        error: null,
        redirectUrl: null,
      });
    }

    const checked = checkCard(body.card);
    if (!checked.isValid) {
      const error = { code: checked.error.code, message: cardErrorMessage(texts, checked.error) };
      return answer(res, 200, { paymentIntent: null, error, redirectUrl: null });
    }
    try {
      const method = await createPaymentMethod(checked.card);
      const outcome = await confirmIntent(context, intentId, method, {
        returnUrl: body.returnUrl ?? null,
        isOffSession: false,
        page: { language: body.language, theme: body.theme ?? undefined },
      });
      answer(res, 200, {
        paymentIntent: summary(outcome.intent),
        error: outcome.error
          ? { code: outcome.error.code, message: cardErrorMessage(texts, outcome.error) }
          : null,
        redirectUrl: outcome.redirectUrl,
      });
    } catch (error) {
      if (error instanceof StripeApiError) return refuse(409, 'unexpected_state');
      throw error;
    }
  });

  return router;
}

function answer(res: Response, status: number, body: ConfirmAnswer) {
  res.set('Cache-Control', 'no-store');
  res.status(status).json(body);
}
