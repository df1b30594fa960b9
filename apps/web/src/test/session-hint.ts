import { SESSION_HINT_COOKIE } from '@postcraft/contracts';

/**
 * The API's readable session hint, as a browser holds it after a sign-in. The stand-in API does
 * not set cookies, so tests put it where the real API's answer would.
 */
export function giveSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
}

/** A browser that never signed in, or whose session the API ended. */
export function removeSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0`;
}
