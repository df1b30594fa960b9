import type { RequestHandler } from 'express';
import { AppError } from '../app-error.js';

/** Room for a form's text fields and part headers beside its file. */
export const FORM_FIELDS_ALLOWANCE_BYTES = 1024 * 1024;

/**
 * Refuses a multipart request whose declared Content-Length is more than its file may be plus
 * the fields' allowance: 413 at once, before a byte of the body is read (Node discards what
 * the client still sends). A body without Content-Length (chunked) is cut by the form parser at
 * the file limit instead.
 */
export function refuseDeclaredOversize(maxFileBytes: number, message: string): RequestHandler {
  return (req, _res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > maxFileBytes + FORM_FIELDS_ALLOWANCE_BYTES) {
      return next(new AppError('payload_too_large', message));
    }
    next();
  };
}
