import type { ScheduledPost } from '@postcraft/contracts';
import { readOwnerVersions, type OwnerId } from '@postcraft/data';
import { sharedLoad } from '../../lib/shared-load.js';

/** A listing as kept: each post's answer, and the time its clock-derived fields follow from. */
export interface KeptListing {
  posts: Array<{ answer: ScheduledPost; scheduledTimeMs: number }>;
  total: number;
}

export interface ListingCacheLimits {
  /** Listings kept at most; the least recently served goes first. */
  maxEntries: number;
  /** Their answers' JSON size in all, at most (the memory they hold is a few times that). */
  maxBytes: number;
  /**
   * Age after which a listing is read again even if its owner's version did not change: the
   * bound on staleness should a process die between its MongoDB write and the version change.
   */
  maxAgeMs: number;
}

/** About 600 month views of 85 posts (~55 KB each). */
export const LISTING_CACHE_LIMITS: ListingCacheLimits = {
  maxEntries: 1_000,
  maxBytes: 32 * 1024 * 1024,
  maxAgeMs: 60_000,
};

export interface ListingCache {
  /**
   * The owner's listing `key` (every query field but the owner's): the kept one when the owner's
   * scheduled posts version is still the one it was read under, else `load()`'s, kept under the
   * version read before it ran. Without the versions (PostgreSQL unreachable) every call loads.
   * `knownVersion` is the owner's version when the caller read it already, after its request
   * started (requireAuth reads it with the sessions version): one PostgreSQL round trip less.
   */
  read(
    ownerId: OwnerId,
    key: string,
    load: () => Promise<KeptListing>,
    knownVersion?: string,
  ): Promise<KeptListing>;
  /** What is kept now. */
  size(): { entries: number; bytes: number };
}

interface Entry {
  version: string;
  storedAt: number;
  bytes: number;
  listing: KeptListing;
}

/**
 * The API process's scheduled-post listings, per owner and query, never stale across processes:
 * every write of an owner's posts, in any process, changes the owner's version in PostgreSQL
 * after it is done (the data package's model hooks), and a listing is served only under the
 * version read before its MongoDB read. A write in between leaves it under an older version,
 * which no later read matches. The answers' clock-derived fields are the caller's to compute
 * when serving (see clockFieldsOf).
 */
export function createListingCache(
  limits: ListingCacheLimits = LISTING_CACHE_LIMITS,
  clock: () => number = Date.now,
): ListingCache {
  // A Map keeps insertion order: the first key is the least recently served.
  const entries = new Map<string, Entry>();
  // Loads under way, by version and key: requests arriving together share one MongoDB read.
  const loading = new Map<string, Promise<KeptListing>>();
  let bytes = 0;

  const remove = (entryKey: string) => {
    const entry = entries.get(entryKey);
    if (!entry) return;
    entries.delete(entryKey);
    bytes -= entry.bytes;
  };

  const keep = (entryKey: string, version: string, listing: KeptListing) => {
    const size = JSON.stringify(listing.posts).length;
    remove(entryKey);
    if (size > limits.maxBytes) return;
    entries.set(entryKey, { version, storedAt: clock(), bytes: size, listing });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
      remove(oldest);
    }
  };

  return {
    async read(ownerId, key, load, knownVersion) {
      let version: string;
      try {
        version = knownVersion ?? (await readOwnerVersions(ownerId)).scheduledPosts;
      } catch {
        // A write may be unannounced while PostgreSQL cannot be reached: keep nothing from before.
        entries.clear();
        bytes = 0;
        return load();
      }
      const entryKey = `${ownerId}\n${key}`;
      const entry = entries.get(entryKey);
      if (entry && entry.version === version && clock() - entry.storedAt < limits.maxAgeMs) {
        entries.delete(entryKey);
        entries.set(entryKey, entry);
        return entry.listing;
      }
      return sharedLoad(loading, `${version}\n${entryKey}`, () =>
        load().then((listing) => {
          keep(entryKey, version, listing);
          return listing;
        }),
      );
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
