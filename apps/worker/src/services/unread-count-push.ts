import type { Logger } from '@postcraft/logger';

/** Timers the throttle waits with; tests pass their own to fire them without waiting. */
export interface PushTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface UnreadCountPushOptions {
  /** The owner's unread count (capped), read when a push goes out. */
  count(ownerId: string): Promise<number>;
  /** Sends the count to the owner's open browsers. */
  emit(ownerId: string, count: number): Promise<void>;
  /** At most one push per user per this many milliseconds. */
  intervalMs?: number;
  /** A count at this value (the bell shows '99+') cannot grow visibly... */
  cap: number;
  /** ...so the next push for that user waits this long instead. */
  capIntervalMs?: number;
  timers?: PushTimers;
  logger: Pick<Logger, 'warn'>;
}

/** Pushes a user's unread count when a notification for them is stored. */
export interface UnreadCountPush {
  /** Asks for the owner's unread count to reach their browsers (now, or coalesced shortly). */
  request(ownerId: string): void;
  /** Sends the pushes still owed at once, waits for those under way, and takes no more. */
  stop(): Promise<void>;
}

export const UNREAD_PUSH_INTERVAL_MS = 1_000;
export const UNREAD_PUSH_CAP_INTERVAL_MS = 15_000;

const realTimers: PushTimers = {
  set: (callback, ms) => setTimeout(callback, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

interface UserWindow {
  /** A request came after the last count was read: one more push is owed. */
  isOwed: boolean;
  /** Ends the user's quiet window; absent while a push is under way. */
  timer?: unknown;
}

/**
 * Throttles unread-count pushes to one per user per interval: the first request goes out at
 * once; later ones within the window become one trailing push, whose count is read when it is
 * sent and so includes every notification before it. Counting is the costly part of a publish's
 * notification (FerretDB reads the owner's unread rows for it), and a burst of posts for one
 * account would otherwise count once per post. A count at the cap waits longer: the bell shows
 * '99+' whatever it becomes.
 */
export function createUnreadCountPush(options: UnreadCountPushOptions): UnreadCountPush {
  const intervalMs = options.intervalMs ?? UNREAD_PUSH_INTERVAL_MS;
  const capIntervalMs = options.capIntervalMs ?? UNREAD_PUSH_CAP_INTERVAL_MS;
  const timers = options.timers ?? realTimers;
  const windows = new Map<string, UserWindow>();
  const underWay = new Set<Promise<void>>();
  let isStopped = false;

  function push(ownerId: string, window: UserWindow): void {
    window.isOwed = false;
    const sending = send(ownerId, window);
    underWay.add(sending);
    void sending.finally(() => underWay.delete(sending));
  }

  async function send(ownerId: string, window: UserWindow): Promise<void> {
    let waitMs = intervalMs;
    try {
      const count = await options.count(ownerId);
      await options.emit(ownerId, count);
      if (count >= options.cap) waitMs = capIntervalMs;
    } catch (error) {
      options.logger.warn({ err: error, ownerId }, 'unread count not pushed');
    }
    if (isStopped) {
      // Stopping: a request that came while this one was under way is flushed now.
      if (window.isOwed) push(ownerId, window);
      else windows.delete(ownerId);
      return;
    }
    window.timer = timers.set(() => {
      window.timer = undefined;
      if (window.isOwed && !isStopped) push(ownerId, window);
      else windows.delete(ownerId);
    }, waitMs);
  }

  return {
    request(ownerId) {
      if (isStopped) return;
      const window = windows.get(ownerId);
      if (window) {
        window.isOwed = true;
        return;
      }
      const opened: UserWindow = { isOwed: false };
      windows.set(ownerId, opened);
      push(ownerId, opened);
    },
    async stop() {
      isStopped = true;
      for (const [ownerId, window] of windows) {
        if (window.timer === undefined) continue; // under way: it ends by itself
        timers.clear(window.timer);
        window.timer = undefined;
        if (window.isOwed) push(ownerId, window);
        else windows.delete(ownerId);
      }
      // A push under way that was asked for again flushes once more when it ends.
      while (underWay.size > 0) await Promise.all([...underWay]);
    },
  };
}
