import { SESSION_HINT_COOKIE } from '@postcraft/contracts';
import type { CookieOptions, Request, Response } from 'express';
import type { ApiConfig } from '../../config/env.js';
import { ACCESS_COOKIE, ACCESS_TOKEN_TTL_SECONDS, REFRESH_COOKIE } from '../../lib/auth.js';
import { isCookieSecure } from '../../lib/secure-cookie.js';
import { sessionLifetimeMs, type IssuedTokens } from './session.service.js';

/** The refresh cookie is only sent to the account routes that read it (refresh, logout). */
const REFRESH_COOKIE_PATH = '/api/user';

const accessCookie = (req: Request, config: Readonly<ApiConfig>): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: isCookieSecure(req, config),
  path: '/',
});

const refreshCookie = (req: Request, config: Readonly<ApiConfig>): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: isCookieSecure(req, config),
  path: REFRESH_COOKIE_PATH,
});

/** Readable by page scripts on purpose: it says only that a session may exist (value `1`). */
const sessionHintCookie = (req: Request, config: Readonly<ApiConfig>): CookieOptions => ({
  httpOnly: false,
  sameSite: 'lax',
  secure: isCookieSecure(req, config),
  path: '/',
});

/**
 * Puts a session's tokens in httpOnly cookies, out of reach of page scripts. They are `Secure`
 * when the request came over https or PUBLIC_URL is https (`isCookieSecure`). The access cookie
 * lasts as long as its token (15 minutes). The refresh cookie lasts 7 days with remember-me;
 * without, it has no expiry and ends with the browser (the server ends it after 24 hours).
 */
export function setSessionCookies(
  res: Response,
  config: Readonly<ApiConfig>,
  tokens: IssuedTokens,
): void {
  res.cookie(ACCESS_COOKIE, tokens.accessToken, {
    ...accessCookie(res.req, config),
    maxAge: ACCESS_TOKEN_TTL_SECONDS * 1000,
  });
  res.cookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...refreshCookie(res.req, config),
    ...(tokens.rememberMe ? { maxAge: sessionLifetimeMs(true) } : {}),
  });
  // Lives as long as the refresh cookie, so the web app tries /me and /refresh exactly while
  // a session can still be refreshed.
  res.cookie(SESSION_HINT_COOKIE, '1', {
    ...sessionHintCookie(res.req, config),
    ...(tokens.rememberMe ? { maxAge: sessionLifetimeMs(true) } : {}),
  });
}

export function clearSessionCookies(res: Response, config: Readonly<ApiConfig>): void {
  res.clearCookie(ACCESS_COOKIE, accessCookie(res.req, config));
  res.clearCookie(REFRESH_COOKIE, refreshCookie(res.req, config));
  res.clearCookie(SESSION_HINT_COOKIE, sessionHintCookie(res.req, config));
}
