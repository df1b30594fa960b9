import type { Request } from 'express';
import { z } from 'zod';
import { requestLanguage } from './request-language.js';

const FRENCH_DEFAULT_MESSAGES = z.locales.fr().localeError;

/**
 * Parse options in the request's language: zod's own messages (a field whose contract gives
 * none) in French for a French request. Contract messages come from the catalogues, in English,
 * and the error handler translates them.
 */
export const parseOptionsFor = (req: Request): z.core.ParseContext<z.core.$ZodIssue> =>
  requestLanguage(req) === 'fr' ? { error: FRENCH_DEFAULT_MESSAGES } : {};

interface RequestSchemas<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType> {
  body?: B;
  query?: Q;
  params?: P;
}

/**
 * Parses a request's parts with their contracts. Handlers use the typed result and never read
 * `req.body` themselves; a mismatch throws a ZodError, which the error handler answers with 400.
 */
export function validate<
  B extends z.ZodType = z.ZodUnknown,
  Q extends z.ZodType = z.ZodUnknown,
  P extends z.ZodType = z.ZodUnknown,
>(
  req: Request,
  schemas: RequestSchemas<B, Q, P>,
): { body: z.infer<B>; query: z.infer<Q>; params: z.infer<P> } {
  const options = parseOptionsFor(req);
  return {
    // A request without a body (or with another content type) is an empty object, so a missing
    // field gets its own message rather than "expected object".
    body: schemas.body ? schemas.body.parse(req.body ?? {}, options) : undefined,
    query: schemas.query ? schemas.query.parse(req.query, options) : undefined,
    params: schemas.params ? schemas.params.parse(req.params, options) : undefined,
  } as { body: z.infer<B>; query: z.infer<Q>; params: z.infer<P> };
}
