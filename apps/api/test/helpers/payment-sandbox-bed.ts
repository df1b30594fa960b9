import { initDataModels } from '@postcraft/data';
import { createLogger } from '@postcraft/logger';
import express from 'express';
import helmet from 'helmet';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { PaymentSandboxDeps } from '../../src/modules/payment-sandbox/payment-sandbox.deps.js';
import { createPaymentSandboxApi } from '../../src/modules/payment-sandbox/payment-sandbox-api.router.js';
import { createPaymentSandboxPages } from '../../src/modules/payment-sandbox/payment-sandbox-pages.router.js';
import { connectTestDatabase } from './test-database.js';

export const SANDBOX_KEYS = {
  secretKey: 'sk_test_sandbox_0123456789abcdef',
  publishableKey: 'pk_test_sandbox_0123456789abcdef',
  webhookSecret: 'whsec_sandbox_0123456789abcdef',
};

/** The web app's origin in these tests: it may frame the card field and be returned to. */
export const APP_ORIGIN = 'http://app.postcraft.test';

export interface PaymentSandboxBed {
  /** http://127.0.0.1:<port>, the server's public address. */
  url: string;
  /** The official SDK, pointed at the Sandbox. */
  stripe: Stripe;
  /** Events the webhook received, each verified with its signature. */
  events: Stripe.Event[];
  /** Answers the next `count` deliveries with 500. */
  failNextDeliveries(count: number): void;
  /** The deliveries answered 500 so far. */
  refusedDeliveries(): number;
  /** The first received event of this type about this object, once it arrived. */
  eventFor(type: string, objectId: string): Promise<Stripe.Event>;
  stop(): Promise<void>;
}

/** Waits for `check` to hold, polling; fails after `timeoutMs` naming `what`. */
export async function waitFor<T>(
  check: () => T | undefined | null | false,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * An app as the API builds it around the payment Sandbox (helmet, then the global JSON and flat
 * form parsers, then the routers at /v1 and /sandbox/payments), with the product's webhook
 * replaced by a receiver that checks each event's signature with the SDK, on a real port.
 */
export async function startPaymentSandboxBed(
  options: { appOrigins?: string[] } = {},
): Promise<PaymentSandboxBed> {
  const database = await connectTestDatabase();
  await initDataModels();
  const events: Stripe.Event[] = [];
  let failuresLeft = 0;
  let refused = 0;
  const verifier = new Stripe(SANDBOX_KEYS.secretKey);

  const app = express();
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  app.post('/api/payments/webhook', express.raw({ type: 'application/json' }), (req, res) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      refused += 1;
      return res.status(500).end();
    }
    try {
      const signature = req.get('stripe-signature') ?? '';
      events.push(
        verifier.webhooks.constructEvent(req.body as Buffer, signature, SANDBOX_KEYS.webhookSecret),
      );
      res.json({ received: true });
    } catch {
      res.status(400).end();
    }
  });
  app.use(helmet());
  app.use(express.json());
  app.use(express.urlencoded({ extended: false }));
  const deps: PaymentSandboxDeps = {
    ...SANDBOX_KEYS,
    webhookUrl: `${url}/api/payments/webhook`,
    publicUrl: url,
    appOrigins: options.appOrigins ?? [APP_ORIGIN],
    logger: createLogger('silent', 'payment-sandbox-test'),
    webhookRetryDelaysMs: [50, 100],
  };
  app.use('/v1', createPaymentSandboxApi(deps));
  app.use('/sandbox/payments', createPaymentSandboxPages(deps));

  const port = Number(new URL(url).port);
  return {
    url,
    stripe: new Stripe(SANDBOX_KEYS.secretKey, { host: '127.0.0.1', port, protocol: 'http' }),
    events,
    failNextDeliveries: (count) => {
      failuresLeft = count;
    },
    refusedDeliveries: () => refused,
    eventFor: (type, objectId) =>
      waitFor(
        () =>
          events.find(
            (event) =>
              event.type === type && (event.data.object as { id?: string }).id === objectId,
          ),
        `${type} of ${objectId}`,
      ),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.drop();
    },
  };
}
