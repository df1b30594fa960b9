/**
 * Sessions just revoked: one session (`sessionId`), or every session of the user but
 * `exceptSessionId` (a password change keeps the caller's own).
 */
export type RevokedSessions =
  | { userId: string; sessionId: string }
  | { userId: string; sessionId?: undefined; exceptSessionId?: string };

export type RevocationListener = (revoked: RevokedSessions) => void;

/**
 * Where an API process announces the sessions it revoked, once the revocation is written: its
 * socket server listens and disconnects their sockets on every API process (through the socket.io
 * adapter). Per app, not per Node process, so that two apps in one test are two API processes.
 */
export interface SessionRevocations {
  announce(revoked: RevokedSessions): void;
  /** Answers what stops listening. */
  listen(listener: RevocationListener): () => void;
}

export function createSessionRevocations(): SessionRevocations {
  const listeners = new Set<RevocationListener>();
  return {
    announce(revoked) {
      for (const listener of listeners) listener(revoked);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
