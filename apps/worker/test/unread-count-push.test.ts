import {
  createUnreadCountPush,
  UNREAD_PUSH_CAP_INTERVAL_MS,
  UNREAD_PUSH_INTERVAL_MS,
  type PushTimers,
} from '../src/services/unread-count-push.js';

/** Timers the test fires by hand: nothing here waits on the clock. */
function handTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const timers: PushTimers = {
    set: (callback, ms) => {
      next += 1;
      pending.set(next, { callback, ms });
      return next;
    },
    clear: (handle) => pending.delete(handle as number),
  };
  return {
    timers,
    /** The waits now pending, in milliseconds. */
    waits: () => [...pending.values()].map((timer) => timer.ms),
    /** Ends every pending wait. */
    fireAll: () => {
      const due = [...pending.values()];
      pending.clear();
      for (const timer of due) timer.callback();
    },
  };
}

/** Waits until `check` holds, yielding to the pushes under way. */
async function until(check: () => boolean) {
  for (let turn = 0; !check(); turn += 1) {
    if (turn > 1_000) throw new Error('condition never held');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function setup(cap = 100) {
  const unread = new Map<string, number>();
  const pushed: Array<{ ownerId: string; count: number }> = [];
  const clock = handTimers();
  const push = createUnreadCountPush({
    count: async (ownerId) => Math.min(unread.get(ownerId) ?? 0, cap),
    emit: async (ownerId, count) => {
      pushed.push({ ownerId, count });
    },
    cap,
    timers: clock.timers,
    logger: { warn: () => undefined },
  });
  /** A notification stored for the owner, then its push asked for. */
  const notify = (ownerId: string) => {
    unread.set(ownerId, (unread.get(ownerId) ?? 0) + 1);
    push.request(ownerId);
  };
  return { push, pushed, clock, notify };
}

describe('unread-count pushes, at most one per user per second', () => {
  it('when a user gets a first notification, then their count is pushed at once', async () => {
    const { pushed, notify } = setup();
    notify('ada');
    await until(() => pushed.length === 1);
    expect(pushed).toEqual([{ ownerId: 'ada', count: 1 }]);
  });

  it('when more notifications come within the second, then one trailing push carries the latest count', async () => {
    const { pushed, notify, clock } = setup();
    notify('ada');
    await until(() => clock.waits().length === 1);
    for (let index = 0; index < 5; index += 1) notify('ada');
    expect(clock.waits()).toEqual([UNREAD_PUSH_INTERVAL_MS]);
    expect(pushed).toHaveLength(1);

    clock.fireAll();
    await until(() => pushed.length === 2);
    expect(pushed[1]).toEqual({ ownerId: 'ada', count: 6 });
    // Nothing more was asked for: the next window closes without a push.
    await until(() => clock.waits().length === 1);
    clock.fireAll();
    notify('ada');
    await until(() => pushed.length === 3);
    expect(pushed[2]).toEqual({ ownerId: 'ada', count: 7 });
  });

  it("when two users get notifications, then one user's window does not hold the other's push", async () => {
    const { pushed, notify } = setup();
    notify('ada');
    notify('ada');
    notify('bob');
    await until(() => pushed.length === 2);
    expect(pushed).toEqual([
      { ownerId: 'ada', count: 1 },
      { ownerId: 'bob', count: 1 },
    ]);
  });

  it('when the count reaches the cap, then the next push for that user waits 15 s', async () => {
    const { pushed, notify, clock } = setup(3);
    notify('ada');
    notify('ada');
    notify('ada');
    await until(() => clock.waits().length === 1);
    clock.fireAll();
    await until(() => pushed.length === 2 && clock.waits().length === 1);
    expect(pushed[1]).toEqual({ ownerId: 'ada', count: 3 });
    expect(clock.waits()).toEqual([UNREAD_PUSH_CAP_INTERVAL_MS]);
  });

  it('when the worker stops, then the pushes still owed go out at once', async () => {
    const { push, pushed, notify, clock } = setup();
    notify('ada');
    await until(() => clock.waits().length === 1);
    notify('ada');
    notify('bob');
    await push.stop();
    expect(pushed).toEqual([
      { ownerId: 'ada', count: 1 },
      { ownerId: 'bob', count: 1 },
      { ownerId: 'ada', count: 2 },
    ]);
    expect(clock.waits()).toEqual([]);
  });

  it('when the worker has stopped, then no push goes out', async () => {
    const { push, pushed, notify, clock } = setup();
    await push.stop();
    notify('ada');
    await new Promise((resolve) => setImmediate(resolve));
    expect(pushed).toEqual([]);
    expect(clock.waits()).toEqual([]);
  });
});
