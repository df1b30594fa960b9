import type { RequestHandler } from 'express';

/**
 * API answers carry a user's data (or say whether there is one): no browser, proxy or CDN may
 * keep them. A route whose answer is public and the same for everyone (GET /api/site) may set
 * its own Cache-Control after this.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
