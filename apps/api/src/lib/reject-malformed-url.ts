import { API_ERROR_MESSAGES } from '@postcraft/contracts';
import type { RequestHandler } from 'express';
import { AppError } from './app-error.js';

/**
 * Refuses, before any router, a path with a malformed percent-escape (`%ZZ`, or bytes that are
 * not UTF-8 such as `%C0%AE`). Express decodes route parameters and serve-static decodes file
 * paths each in its own way (a 500, or falling through to the web app); checking the path once
 * here gives every route, static files included, the same 400. A NUL in the path or the query
 * is refused the same way.
 */
export const rejectMalformedUrl: RequestHandler = (req, _res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return next(new AppError('malformed_url', API_ERROR_MESSAGES.malformedUrl));
  }
  if (path.includes('\0') || NUL_ESCAPE.test(req.url)) {
    return next(new AppError('malformed_url', API_ERROR_MESSAGES.nulInUrl));
  }
  next();
};

/**
 * A NUL is never part of a valid address here, and PostgreSQL (under FerretDB) cannot store or
 * compare strings that hold one: a lookup by such a value would fail as a 500.
 */
const NUL_ESCAPE = /%00/i;
