import { SESSION_HINT_COOKIE } from '@postcraft/contracts';
import { readCookie } from '../../lib/cookies';

/**
 * Whether this browser may hold a session. The session cookies are httpOnly, out of the page's
 * reach; the API sets a readable hint cookie beside them (same lifetime, renewed with them,
 * cleared on logout and when a session cannot be renewed). Without it the app knows the visitor
 * is signed out and asks neither /me nor /refresh, so a visitor's console shows no 401s. The
 * page only reads it: the server owns it. A forged hint costs one 401.
 *
 * The contracts package declares no side effects, so this import brings the cookie's name
 * alone into the code every page loads, not zod.
 */
export function hasSessionFlag(): boolean {
  return readCookie(SESSION_HINT_COOKIE) !== null;
}
