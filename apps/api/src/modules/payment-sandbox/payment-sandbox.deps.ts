import type { Logger } from '@postcraft/logger';

/** What the payment Sandbox needs from the server that serves it. */
export interface PaymentSandboxDeps {
  /** The secret key (`sk_test_…`) the SDK sends as its Bearer token. */
  secretKey: string;
  /** The publishable key (`pk_test_…`) the card field's page may show. */
  publishableKey: string;
  /** The secret (`whsec_…`) events are signed with. */
  webhookSecret: string;
  /** The absolute address events are POSTed to (the product's webhook). */
  webhookUrl: string;
  /** The absolute base address of this server; pages live at `${publicUrl}/sandbox/payments`. */
  publicUrl: string;
  /** The web app's origins: they may frame the card field, exchange messages with it, and be returned to. */
  appOrigins: string[];
  logger: Logger;
  /** Waits before each new try of a failed webhook delivery (tests shorten them). */
  webhookRetryDelaysMs?: readonly number[];
}

/** Where the Sandbox's pages are, as the SDK's and the browser's links reach them. */
export const paymentPagesUrl = (deps: Pick<PaymentSandboxDeps, 'publicUrl'>) =>
  `${deps.publicUrl.replace(/\/+$/u, '')}/sandbox/payments`;

/** The origins a page may send the browser back to: the web app's and this server's. */
export function returnOriginsOf(deps: Pick<PaymentSandboxDeps, 'publicUrl' | 'appOrigins'>) {
  return [...new Set([new URL(deps.publicUrl).origin, ...deps.appOrigins.map(originOf)])];
}

const originOf = (address: string) => new URL(address).origin;

/** True when `address` is an absolute http(s) address on one of the allowed origins. */
export function isAllowedReturnUrl(
  deps: Pick<PaymentSandboxDeps, 'publicUrl' | 'appOrigins'>,
  address: string,
): boolean {
  try {
    const url = new URL(address);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      !url.username &&
      !url.password &&
      returnOriginsOf(deps).includes(url.origin)
    );
  } catch {
    return false;
  }
}
