/** Reading and writing the page's own (non-httpOnly) cookies. */

export interface CookieOptions {
  /** Lifetime in seconds; without it the cookie ends with the browser session. 0 deletes it. */
  maxAgeSeconds?: number;
}

export function writeCookie(name: string, value: string, { maxAgeSeconds }: CookieOptions = {}) {
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', { maxAgeSeconds: 0 });
}
