import express, { Router, type ErrorRequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import { createAuthenticationRouter } from './authentication.router.js';
import { createCardFrameRouter } from './card-frame.router.js';
import { pageContextOf, renderErrorPage, sendPaymentPage } from './payment-page.js';
import type { PaymentSandboxDeps } from './payment-sandbox.deps.js';
import { createPortalRouter } from './portal.router.js';
import { createSandboxContext } from './sandbox-context.js';

/**
 * The payment Sandbox's pages, mounted at `/sandbox/payments`: the card field the web app
 * frames, the confirmation it sends cards to, the 3-D Secure stand-in and the customer portal. Pages are written in
 * the reader's language (`lang`, else Accept-Language) and theme (`theme`, else the browser's).
 */
export function createPaymentSandboxPages(deps: PaymentSandboxDeps): Router {
  const context = createSandboxContext(deps);
  const router = Router();
  router.use(express.json({ limit: '16kb' }));
  router.use(express.urlencoded({ extended: false, limit: '16kb' }));
  router.use(createCardFrameRouter(context));
  router.use(createAuthenticationRouter(context));
  router.use(createPortalRouter(context));
  router.use(pageErrors(deps));
  return router;
}

function pageErrors(deps: PaymentSandboxDeps): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = (error as { status?: unknown }).status;
    const isClientError = typeof status === 'number' && status >= 400 && status < 500;
    if (!isClientError)
      deps.logger.error({ err: error, errorId: randomUUID() }, 'payment sandbox page failed');
    const page = pageContextOf(req);
    const message = isClientError ? page.texts.errors.badForm : page.texts.errors.unexpected;
    sendPaymentPage(res, deps, renderErrorPage(page, message), {
      status: isClientError ? status : 500,
    });
  };
}
