import { PAYMENTS_PATHS } from '@postcraft/contracts';
import type { Logger } from '@postcraft/logger';
import type { Express } from 'express';
import type { ApiConfig } from '../../config/env.js';
import { createPaymentSandboxApi } from '../payment-sandbox/payment-sandbox-api.router.js';
import { createPaymentSandboxPages } from '../payment-sandbox/payment-sandbox-pages.router.js';

/** Where the payment Sandbox's pages (card field, authentication, portal) are served. */
export const PAYMENT_SANDBOX_PAGES_PATH = '/sandbox/payments';

/**
 * Mounts the offline payment Sandbox: Stripe's API subset at /v1 (the SDK cannot add a path
 * prefix to its calls) and its pages, sending signed events to this server's webhook over the
 * same address the SDK uses.
 */
export function mountPaymentSandbox(
  app: Express,
  config: Readonly<ApiConfig>,
  logger: Logger,
): void {
  const { apiAddress, secretKey, publishableKey, webhookSecret } = config.payments;
  if (!apiAddress || !secretKey || !publishableKey || !webhookSecret) return;
  const self = `${apiAddress.protocol}://${apiAddress.host}:${apiAddress.port}`;
  const deps = {
    secretKey,
    publishableKey,
    webhookSecret,
    webhookUrl: `${self}${PAYMENTS_PATHS.webhook}`,
    publicUrl: config.publicUrl,
    appOrigins: config.corsOrigins,
    logger: logger.child({ component: 'payment-sandbox' }),
  };
  app.use('/v1', createPaymentSandboxApi(deps));
  app.use(PAYMENT_SANDBOX_PAGES_PATH, createPaymentSandboxPages(deps));
}
