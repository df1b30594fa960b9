import { AUTH_LIMITS } from '@postcraft/contracts';
import { deleteCookie, readCookie, writeCookie } from '../../lib/cookies';

/**
 * The short-lived flags the connection popup leaves for the main window (spec 000 §4): whichever
 * way the popup's message gets lost, the main window still learns that an account was connected.
 */
export const AUTH_REFRESH_COOKIE = 'auth_refresh';
export const AUTH_PLATFORM_COOKIE = 'auth_platform';

/** Set by the popup once an account is connected. */
export function setAuthFlagCookies(platform: string): void {
  const options = { maxAgeSeconds: AUTH_LIMITS.authFlagCookieSeconds };
  writeCookie(AUTH_REFRESH_COOKIE, '1', options);
  writeCookie(AUTH_PLATFORM_COOKIE, platform, options);
}

export function hasAuthRefreshFlag(): boolean {
  return readCookie(AUTH_REFRESH_COOKIE) === '1';
}

export function clearAuthFlagCookies(): void {
  deleteCookie(AUTH_REFRESH_COOKIE);
  deleteCookie(AUTH_PLATFORM_COOKIE);
}
