import { LRUCache } from 'lru-cache';
import { sharedLoad } from '../../lib/shared-load.js';

export interface KeptUserLimits {
  /** Users kept at most; the least recently served goes first. */
  maxEntries: number;
  /** Their answers' JSON length in all, at most (UTF-16 in memory: about twice that in bytes). */
  maxBytes: number;
  /**
   * Age after which a user is read again even if their users version did not change: the bound
   * on staleness should a process die between its MongoDB write and the version change, or a
   * write bypass the models (by hand in the database).
   */
  maxAgeMs: number;
}

/**
 * A /me answer is about 1 KB of JSON, 2–3 KB with several connected accounts: 10,000 signed-in
 * users, or 16 M characters of answers (about 32 MB in memory), whichever comes first.
 */
export const KEPT_USER_LIMITS: KeptUserLimits = {
  maxEntries: 10_000,
  maxBytes: 16 * 1024 * 1024,
  maxAgeMs: 60_000,
};

/** The user's answer as JSON, read from MongoDB, or null when the user does not exist. */
export type UserAnswerLoad = () => Promise<string | null>;

export interface KeptUsers {
  /**
   * The user's answer (JSON): the kept one when it was stored under `version` (the user's users
   * version, read after the request started: requireAuth reads it with the sessions version),
   * else `load()`'s, kept under `version`. A write in between leaves it under a version no later
   * request reads. Without a version (PostgreSQL unreachable) every call loads and nothing kept
   * before is served again. A missing user (null) is never kept.
   */
  read(userId: string, version: string | undefined, load: UserAnswerLoad): Promise<string | null>;
  /** What is kept now. */
  size(): { entries: number; bytes: number };
}

interface Entry {
  version: string;
  json: string;
}

/**
 * The API process's users as `/api/user/me` answers them, never stale across processes: every
 * write of a user or of their connected accounts, in any process, changes the user's users
 * version in PostgreSQL once it is done (the data package's model hooks), before the writing
 * call answers, and an answer is served only under the version read before its MongoDB reads.
 */
export function createKeptUsers(
  limits: KeptUserLimits = KEPT_USER_LIMITS,
  clock: () => number = () => performance.now(),
): KeptUsers {
  const entries = new LRUCache<string, Entry>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.json.length),
    ttl: limits.maxAgeMs,
    // Ages are read from `clock` on every get, not rounded to a cached time.
    ttlResolution: 0,
    perf: { now: clock },
  });
  // Loads under way, by version and user: requests arriving together share one MongoDB read.
  const loading = new Map<string, Promise<string | null>>();

  return {
    async read(userId, version, load) {
      if (version === undefined) {
        // A write may be unannounced while PostgreSQL cannot be reached: trust nothing kept.
        entries.clear();
        return load();
      }
      const entry = entries.get(userId);
      if (entry && entry.version === version) return entry.json;
      return sharedLoad(loading, `${version}\n${userId}`, () =>
        load().then((json) => {
          if (json === null) entries.delete(userId);
          // A JSON larger than the whole budget is not kept (lru-cache refuses it).
          else entries.set(userId, { version, json });
          return json;
        }),
      );
    },
    size: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}
