import { deleteCookie, readCookie, writeCookie } from '../../lib/cookies';

/**
 * A cookie that only says "this browser holds a session" (the session cookies themselves are
 * httpOnly, out of the page's reach). Without it the app knows the visitor is signed out and
 * does not ask /me or /refresh, so a visitor's console shows no 401s. It carries no secret: a
 * forged flag only costs one 401.
 *
 * The API sets and clears the same cookie with the session cookies (so it follows refreshes);
 * the app also writes it when a sign-in answers, and clears it whenever the session ends.
 */
export const SESSION_FLAG_COOKIE = 'pc_session';

/**
 * AUTH_LIMITS.rememberMeDays, repeated here (a test keeps them equal): importing the contracts
 * package would bring zod into the code every page loads.
 */
export const REMEMBER_ME_DAYS = 7;
const DAY_SECONDS = 24 * 60 * 60;

export function hasSessionFlag(): boolean {
  return readCookie(SESSION_FLAG_COOKIE) !== null;
}

/** With remember-me it lasts as long as the session; without, it ends with the browser. */
export function setSessionFlag(rememberMe: boolean): void {
  writeCookie(
    SESSION_FLAG_COOKIE,
    '1',
    rememberMe ? { maxAgeSeconds: REMEMBER_ME_DAYS * DAY_SECONDS } : {},
  );
}

export function clearSessionFlag(): void {
  deleteCookie(SESSION_FLAG_COOKIE);
}
