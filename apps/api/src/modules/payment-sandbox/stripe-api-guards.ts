import type { Logger } from '@postcraft/logger';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import { StripeApiError } from './stripe-error.js';
import { isSameSecret, randomText } from './stripe-ids.js';

/** Each answer names its request, as Stripe's `Request-Id` does. */
export const stripeRequestId: RequestHandler = (_req, res, next) => {
  res.set('Request-Id', `req_${randomText(14)}`);
  next();
};

/** The secret key as Bearer token (or as Basic user name, which Stripe also takes), else 401. */
export function requireSecretKey(secretKey: string): RequestHandler {
  return (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const bearer = /^Bearer\s+(\S+)$/iu.exec(header)?.[1];
    const basic = /^Basic\s+(\S+)$/iu.exec(header)?.[1];
    const presented =
      bearer ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined);
    if (presented && isSameSecret(presented, secretKey)) return next();
    res.set('WWW-Authenticate', 'Bearer realm="Stripe"');
    res.status(401).json({
      error: {
        type: 'invalid_request_error',
        message: presented
          ? `Invalid API Key provided: ${presented.slice(0, 8)}${'*'.repeat(Math.max(presented.length - 12, 4))}${presented.slice(-4)}`
          : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      },
    });
  };
}

/** An address the Sandbox does not serve, answered as Stripe does. */
export const stripeUnknownRoute: RequestHandler = (req, res) => {
  res.status(404).json({
    error: {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${req.method}: ${req.baseUrl}${req.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    },
  });
};

/** Every error of the /v1 routes in Stripe's shape; an unexpected one is logged with an id. */
export function stripeErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    if (error instanceof StripeApiError) {
      return res.status(error.status).json({ error: error.body });
    }
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return res.status(status).json({
        error: { type: 'invalid_request_error', message: (error as Error).message },
      });
    }
    const errorId = randomUUID();
    logger.error({ err: error, errorId }, 'payment sandbox: unexpected error');
    res.status(500).json({
      error: { type: 'api_error', message: `An unexpected error occurred (${errorId}).` },
    });
  };
}
