import { SessionModel } from '@postcraft/data';
import { sharedLoad } from './shared-load.js';

export interface LiveSessionLimits {
  /** Sessions kept at most; the least recently used goes first. */
  maxEntries: number;
  /**
   * Age after which a session is looked up again even if its user's sessions version did not
   * change: the bound on a revocation missed should a process die between its MongoDB write and
   * the version change.
   */
  maxAgeMs: number;
}

/** About 150 bytes each: 20,000 signed-in users' sessions in 3 MB. */
export const LIVE_SESSION_LIMITS: LiveSessionLimits = { maxEntries: 20_000, maxAgeMs: 10_000 };

/** Whether a session (`sessionId`) of `userId` is live: it exists, is theirs, is not revoked. */
export type SessionLookup = (userId: string, sessionId: string) => Promise<boolean>;

/** One lookup by `_id` in MongoDB (FerretDB: a few milliseconds under load). */
export const lookUpSession: SessionLookup = async (userId, sessionId) => {
  const session = await SessionModel.findById(sessionId, { userId: 1, revokedAt: 1 }).lean().exec();
  return !!session && !session.revokedAt && session.userId.toString() === userId;
};

export interface LiveSessions {
  /**
   * Whether the session is live. Kept as live under `version` (the user's sessions version, read
   * before this call) and answered without a lookup while the version read by a later request is
   * the same; without a version (PostgreSQL unreachable) every call looks up.
   */
  isLive(userId: string, sessionId: string, version: string | undefined): Promise<boolean>;
  /** Sessions kept now. */
  size(): number;
}

interface Entry {
  version: string;
  storedAt: number;
}

/**
 * The API process's live sessions, never trusted across a revocation: every write of a user's
 * sessions, in any process, changes the user's sessions version in PostgreSQL once it is done
 * (the data package's model hooks), before the revoking call answers, and a session is served
 * as live only under the version read before its lookup. Only live answers are kept: a session
 * found revoked or missing is looked up again each time (a revoked token is rare).
 */
export function createLiveSessions(
  limits: LiveSessionLimits = LIVE_SESSION_LIMITS,
  lookUp: SessionLookup = lookUpSession,
  clock: () => number = Date.now,
): LiveSessions {
  // A Map keeps insertion order: the first key is the least recently used.
  const entries = new Map<string, Entry>();
  // Lookups under way, by version and session: requests arriving together share one.
  const looking = new Map<string, Promise<boolean>>();

  const keep = (key: string, version: string) => {
    entries.delete(key);
    entries.set(key, { version, storedAt: clock() });
    for (const oldest of entries.keys()) {
      if (entries.size <= limits.maxEntries) break;
      entries.delete(oldest);
    }
  };

  return {
    async isLive(userId, sessionId, version) {
      if (version === undefined) {
        // A revocation may be unannounced while PostgreSQL cannot be reached: trust nothing kept.
        entries.clear();
        return lookUp(userId, sessionId);
      }
      // The user is part of the key: a session id under another user's claims is never served.
      const key = `${userId}\n${sessionId}`;
      const entry = entries.get(key);
      if (entry && entry.version === version && clock() - entry.storedAt < limits.maxAgeMs) {
        entries.delete(key);
        entries.set(key, entry);
        return true;
      }
      return sharedLoad(looking, `${version}\n${key}`, () =>
        lookUp(userId, sessionId).then((live) => {
          if (live) keep(key, version);
          else entries.delete(key);
          return live;
        }),
      );
    },
    size: () => entries.size,
  };
}
