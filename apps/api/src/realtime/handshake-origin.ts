import type { IncomingMessage } from 'node:http';
import { ACCESS_COOKIE } from '../lib/auth.js';

/** Whether the request's `Cookie` header carries the session cookie (the browser's credential). */
function carriesSessionCookie(req: IncomingMessage): boolean {
  return (req.headers.cookie ?? '')
    .split(';')
    .some((pair) => pair.trimStart().startsWith(`${ACCESS_COOKIE}=`));
}

/**
 * Whether a handshake of the real-time channel may go on (engine.io asks only for the first
 * request of a connection, the one whose cookie authenticates it, whatever the transport). One
 * carrying the session cookie must come from the app's own origin (PUBLIC_URL) or one of
 * CORS_ORIGINS, since a browser attaches the cookie whichever page opens the socket. Handshakes
 * without the cookie (API clients authenticating with a token through `authenticate`) may come
 * from anywhere, and a client that sends no `Origin` is no browser page.
 */
export function isHandshakeOriginAllowed(
  req: IncomingMessage,
  allowedOrigins: readonly string[],
): boolean {
  const origin = req.headers.origin;
  if (origin === undefined || !carriesSessionCookie(req)) return true;
  return allowedOrigins.includes(origin);
}
