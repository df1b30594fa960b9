/**
 * How many things of one kind each key (a user) has in progress in this process, up to a
 * maximum: `acquire` answers a release function, or null when the key is at its maximum.
 * Releasing twice releases once.
 */
export interface SlotLimiter {
  readonly max: number;
  acquire(key: string): (() => void) | null;
  inUse(key: string): number;
}

export function createSlotLimiter(max: number): SlotLimiter {
  const used = new Map<string, number>();
  return {
    max,
    acquire(key) {
      const count = used.get(key) ?? 0;
      if (count >= max) return null;
      used.set(key, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (used.get(key) ?? 1) - 1;
        if (left > 0) used.set(key, left);
        else used.delete(key);
      };
    },
    inUse: (key) => used.get(key) ?? 0,
  };
}
