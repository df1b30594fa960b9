import type { Request, Response } from 'express';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Binds a consent to the browser that was shown the consent page. The authorisation page sets
 * an httpOnly cookie holding 32 random bytes (kept when the browser already has one, so two
 * popups open at once both work); the request stores only its sha256, and the consent form is
 * accepted only with a cookie whose hash matches. Another browser that learnt or guessed a
 * request id has no such cookie.
 */
export const SANDBOX_CONSENT_COOKIE = 'sandbox_consent';

/** 32 random bytes in base64url: exactly 43 characters of that alphabet. */
export const RANDOM_VALUE = /^[A-Za-z0-9_-]{43}$/;

export const newRandomValue = (): string => randomBytes(32).toString('base64url');

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The browser's consent cookie when it has a well-formed one, else a new value. */
export function browserKeyOf(req: Request): string {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SANDBOX_CONSENT_COOKIE];
  return typeof value === 'string' && RANDOM_VALUE.test(value) ? value : newRandomValue();
}

/**
 * Sets (or renews) the cookie for as long as the request lives. Its path is the OAuth routes'
 * folder (`/sandbox/oauth` where the sandbox is mounted at `/sandbox`); SameSite=Strict, since
 * only the sandbox's own page posts the form; Secure when the page came over https.
 */
export function setConsentCookie(req: Request, res: Response, key: string, maxAgeMs: number) {
  res.cookie(SANDBOX_CONSENT_COOKIE, key, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: `${req.baseUrl}/oauth`,
    maxAge: maxAgeMs,
  });
}

export const browserHashOf = (key: string): string => sha256(key);

/** True when the request carries the cookie whose hash the authorisation request stored. */
export function isSameBrowser(req: Request, storedHash: string): boolean {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SANDBOX_CONSENT_COOKIE];
  if (typeof value !== 'string' || !RANDOM_VALUE.test(value)) return false;
  const presented = Buffer.from(sha256(value), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
