import type { ConnectablePlatformId } from '@postcraft/contracts';

/** Slots held by one publish run, one per platform of its post; give them back once. */
export interface SlotReservation {
  release(): void;
}

/**
 * Per-platform publish caps of one worker process. A run takes a slot on every platform of its
 * post at once, or none: it never waits for a full platform while holding a worker slot, so a
 * slow or throttled platform cannot starve the others (the run comes back a moment later).
 */
export interface PlatformSlots {
  tryReserve(platforms: readonly ConnectablePlatformId[]): SlotReservation | null;
  /** Runs in progress per platform, for logs and tests. */
  inUse(platform: ConnectablePlatformId): number;
}

export function createPlatformSlots(
  capOf: (platform: ConnectablePlatformId) => number,
): PlatformSlots {
  const used = new Map<ConnectablePlatformId, number>();
  const inUse = (platform: ConnectablePlatformId) => used.get(platform) ?? 0;
  return {
    inUse,
    tryReserve(platforms) {
      const distinct = [...new Set(platforms)];
      if (distinct.some((platform) => inUse(platform) >= capOf(platform))) return null;
      for (const platform of distinct) used.set(platform, inUse(platform) + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          for (const platform of distinct) used.set(platform, inUse(platform) - 1);
        },
      };
    },
  };
}
