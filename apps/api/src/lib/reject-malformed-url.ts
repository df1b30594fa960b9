import { API_ERROR_MESSAGES } from '@postcraft/contracts';
import type { RequestHandler } from 'express';
import { AppError } from './app-error.js';

/**
 * Refuses, before any router, a path with a malformed percent-escape (`%ZZ`, or bytes that are
 * not UTF-8 such as `%C0%AE`). Express decodes route parameters and serve-static decodes file
 * paths each in its own way (a 500, or falling through to the web app); checking the path once
 * here gives every route, static files included, the same 400.
 */
export const rejectMalformedUrl: RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return next(new AppError('malformed_url', API_ERROR_MESSAGES.malformedUrl));
  }
  next();
};
