import type { Server } from 'socket.io';
import type { RevokedSessions } from '../lib/session-revocations.js';

/** Every socket authenticated by one session (the `sid` of its access token). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Every authenticated socket of a user, whichever session (not the notification room). */
export const userSessionsRoom = (userId: string) => `sessions-of:${userId}`;

/**
 * Disconnects the sockets of revoked sessions on every API process: the adapter (PostgreSQL or
 * Redis) carries `disconnectSockets` to the others, as it carries events. A password change keeps
 * the caller's own session, and so its sockets.
 */
export function disconnectRevokedSockets(io: Server, revoked: RevokedSessions): void {
  if (revoked.sessionId !== undefined) {
    io.in(sessionRoom(revoked.sessionId)).disconnectSockets(true);
    return;
  }
  const sockets = io.in(userSessionsRoom(revoked.userId));
  (revoked.exceptSessionId
    ? sockets.except(sessionRoom(revoked.exceptSessionId))
    : sockets
  ).disconnectSockets(true);
}
