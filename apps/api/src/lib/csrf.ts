import { API_ERROR_MESSAGES } from '@postcraft/contracts';
import type { RequestHandler } from 'express';
import type { ApiConfig } from '../config/env.js';
import { AppError } from './app-error.js';
import { AUTH_COOKIES, readBearerToken } from './auth.js';

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'postcraft';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const REFUSED = API_ERROR_MESSAGES.csrfRefused;

/**
 * CSRF guard of the API, for state-changing requests (POST, PUT, PATCH, DELETE; GET, HEAD and
 * OPTIONS never change state).
 *
 * Browsers attach cookies to cross-site requests, but never add an `Authorization` header on
 * their own. So:
 *
 * 1. A request that carries one of our cookies and no Bearer token must send
 *    `X-Requested-With: postcraft`. A custom header cannot be sent cross-site without a CORS
 *    preflight, which CORS only grants to `config.corsOrigins`; HTML forms cannot set headers.
 * 2. Any request whose `Origin` header names another site is refused, cookies or not. Browsers
 *    send `Origin` on every cross-site POST, so this also stops a foreign page from posting a
 *    form to /login (logging the visitor into someone else's account). API clients send no
 *    `Origin` and authenticate with a Bearer token; they are not affected.
 *
 * The cookies add their own layer: `pc_access` is SameSite=Lax (not sent on cross-site POSTs),
 * `pc_refresh` SameSite=Strict and only sent to /api/user.
 */
export function csrfProtection(
  config: Pick<Readonly<ApiConfig>, 'corsOrigins'>,
  /**
   * Full paths whose requests are identified by an unguessable single-use value in their body
   * (an OAuth-like `state`), not by cookies: HTML forms post there without the custom header.
   * The Origin check still applies.
   */
  stateAuthenticatedPaths: readonly string[] = [],
): RequestHandler {
  const allowedOrigins = new Set(config.corsOrigins);
  const exempt = new Set(stateAuthenticatedPaths);
  return (req, _res, next) => {
    if (!STATE_CHANGING_METHODS.has(req.method)) return next();

    const origin = req.get('origin');
    if (origin && !allowedOrigins.has(origin)) throw new AppError('csrf_rejected', REFUSED);
    if (exempt.has(req.baseUrl + req.path)) return next();

    if (readBearerToken(req)) return next();
    const cookies = (req.cookies ?? {}) as Record<string, unknown>;
    if (!AUTH_COOKIES.some((name) => name in cookies)) return next();
    if (req.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) throw new AppError('csrf_rejected', REFUSED);
    next();
  };
}
