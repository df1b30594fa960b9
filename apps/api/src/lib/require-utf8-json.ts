import { API_ERROR_MESSAGES } from '@postcraft/contracts';
import { parse as parseContentType } from 'content-type';
import type { RequestHandler } from 'express';
import { AppError } from './app-error.js';

/**
 * Refuses a JSON body whose charset is not UTF-8 with 415 `unsupported_media_type`, before
 * express.json reads it. body-parser decodes any `utf-*` charset (UTF-16, UTF-32) and parses
 * the result, where RFC 8259 §8.1 and docs/api.md say JSON between systems is UTF-8: a
 * `charset=utf-16` body was read (or answered 400 as broken JSON), never refused as documented.
 * Other charsets were already refused by body-parser itself, with the same answer.
 */
export const requireUtf8Json: RequestHandler = (req, _res, next) => {
  // req.is() is null without a body, false for other types (express.json's own test).
  if (!req.is('application/json')) return next();
  let charset: string | undefined;
  try {
    charset = parseContentType(req.get('content-type') ?? '').parameters.charset?.toLowerCase();
  } catch {
    return next(); // A malformed Content-Type: body-parser answers it.
  }
  if (charset === undefined || charset === 'utf-8') return next();
  next(new AppError('unsupported_media_type', API_ERROR_MESSAGES.charsetUnsupported));
};
