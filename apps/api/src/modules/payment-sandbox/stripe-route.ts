import {
  claimPaymentSandboxIdempotencyKey,
  recordPaymentSandboxIdempotentAnswer,
  releasePaymentSandboxIdempotencyKey,
  type PaymentSandboxObjectType,
} from '@postcraft/data';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { loadObject } from './sandbox-store.js';
import { StripeApiError } from './stripe-error.js';
import { expandObject } from './stripe-expand.js';
import { sha256 } from './stripe-ids.js';
import {
  ExpandSchema,
  parseStripeParams,
  readStripeParams,
  type StripeParams,
} from './stripe-params.js';

export interface StripeCall {
  params: StripeParams;
  /** The route's path parameters (`:id`). */
  path: Record<string, string>;
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * A /v1 endpoint: reads Stripe's form parameters (the query for GET and DELETE, the body for
 * POST, as the SDK sends them), answers the handler's object as JSON, or its StripeApiError in
 * Stripe's shape. A POST or DELETE with an `Idempotency-Key` runs once: a retry with the same key
 * and parameters gets the first answer, with other parameters a 400 `idempotency_error`.
 */
export function stripeRoute(handler: (call: StripeCall) => Promise<unknown>): RequestHandler {
  return async (req, res) => {
    const inQuery = req.method === 'GET' || req.method === 'DELETE';
    const call: StripeCall = {
      params: readStripeParams(inQuery ? req.query : req.body),
      path: req.params as Record<string, string>,
    };
    const key = req.get('idempotency-key');
    const answer =
      key !== undefined && req.method !== 'GET'
        ? await answerOnce(req, res, key, call, () => run(handler, call))
        : await run(handler, call);
    res.status(answer.status).json(answer.body);
  };
}

const RetrieveParamsSchema = z.object({ expand: ExpandSchema });

/** GET /v1/<objects>/:id: the stored object of this kind, expanded as `expand` asks. */
export function retrieveRoute(type: PaymentSandboxObjectType): RequestHandler {
  return stripeRoute(async ({ params, path }) => {
    const { expand } = parseStripeParams(RetrieveParamsSchema, params);
    return expandObject((await loadObject(type, path.id ?? '')).data, expand ?? []);
  });
}

async function run(
  handler: (call: StripeCall) => Promise<unknown>,
  call: StripeCall,
): Promise<Answer> {
  try {
    return { status: 200, body: await handler(call) };
  } catch (error) {
    if (error instanceof StripeApiError)
      return { status: error.status, body: { error: error.body } };
    throw error;
  }
}

async function answerOnce(
  req: Request,
  res: Response,
  key: string,
  call: StripeCall,
  answer: () => Promise<Answer>,
): Promise<Answer> {
  if (key.length === 0 || key.length > 255) {
    return idempotencyError(400, 'An idempotency key must be 1 to 255 characters long.');
  }
  const keyHash = sha256(key);
  const fingerprint = sha256(JSON.stringify([req.method, req.baseUrl + req.path, call.params]));
  const claim = await claimPaymentSandboxIdempotencyKey(keyHash, fingerprint);
  if (!claim.claimed) {
    if (claim.existing.fingerprint !== fingerprint) {
      return idempotencyError(
        400,
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    if (claim.existing.status === null || claim.existing.body === null) {
      return idempotencyError(
        409,
        'There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through). Please try again later.',
      );
    }
    res.set('Idempotent-Replayed', 'true');
    return { status: claim.existing.status, body: JSON.parse(claim.existing.body) as unknown };
  }
  try {
    const result = await answer();
    await recordPaymentSandboxIdempotentAnswer(keyHash, result.status, result.body);
    return result;
  } catch (error) {
    await releasePaymentSandboxIdempotencyKey(keyHash);
    throw error;
  }
}

const idempotencyError = (status: number, message: string): Answer => ({
  status,
  body: { error: { type: 'idempotency_error', message } },
});
