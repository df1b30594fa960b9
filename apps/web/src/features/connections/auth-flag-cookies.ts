import { AUTH_LIMITS } from '@postcraft/contracts';

/**
 * The short-lived flags the connection popup leaves for the main window (spec 000 §4): whichever
 * way the popup's message gets lost, the main window still learns that an account was connected.
 */
export const AUTH_REFRESH_COOKIE = 'auth_refresh';
export const AUTH_PLATFORM_COOKIE = 'auth_platform';

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Set by the popup once an account is connected. */
export function setAuthFlagCookies(platform: string): void {
  writeCookie(AUTH_REFRESH_COOKIE, '1', AUTH_LIMITS.authFlagCookieSeconds);
  writeCookie(AUTH_PLATFORM_COOKIE, platform, AUTH_LIMITS.authFlagCookieSeconds);
}

export function hasAuthRefreshFlag(): boolean {
  return readCookie(AUTH_REFRESH_COOKIE) === '1';
}

export function clearAuthFlagCookies(): void {
  writeCookie(AUTH_REFRESH_COOKIE, '', 0);
  writeCookie(AUTH_PLATFORM_COOKIE, '', 0);
}
