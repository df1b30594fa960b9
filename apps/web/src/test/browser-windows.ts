import { act } from '@testing-library/react';

/**
 * Stand-ins for the other browser windows a connection involves: the popup the app opens, and
 * the opener a popup page reports to. jsdom has neither (its window.open does nothing useful and
 * window.close tears the test document down).
 */

export interface FakePopup {
  location: { href: string };
  closed: boolean;
  closeCount: number;
  close(): void;
}

export interface WindowOpenCall {
  url: string | undefined;
  target: string | undefined;
  features: string | undefined;
}

/** Replaces window.open: it answers a fake popup, or null as a popup blocker does. */
export function stubWindowOpen({ blocked = false }: { blocked?: boolean } = {}) {
  const calls: WindowOpenCall[] = [];
  const popup: FakePopup = {
    location: { href: 'about:blank' },
    closed: false,
    closeCount: 0,
    close() {
      this.closed = true;
      this.closeCount += 1;
    },
  };
  const original = window.open;
  window.open = ((url?: string | URL, target?: string, features?: string) => {
    calls.push({ url: url?.toString(), target, features });
    return blocked ? null : (popup as unknown as Window);
  }) as typeof window.open;
  return {
    calls,
    popup,
    restore() {
      window.open = original;
    },
  };
}

export interface PostedMessage {
  data: unknown;
  targetOrigin: string;
}

/** Gives the page a window.opener that records what is posted to it, and a harmless close. */
export function stubOpenerAndClose() {
  const posted: PostedMessage[] = [];
  let closeCount = 0;
  const opener = {
    postMessage(data: unknown, targetOrigin: string) {
      posted.push({ data, targetOrigin });
    },
  };
  const originalClose = window.close;
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
  window.close = () => {
    closeCount += 1;
  };
  return {
    posted,
    get closeCount() {
      return closeCount;
    },
    restore() {
      delete (window as { opener?: unknown }).opener;
      window.close = originalClose;
    },
  };
}

/** A message as another window would post it to this one. */
export function postMessageFrom(origin: string, data: unknown): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

/** The jest object: under native ES modules it comes with import.meta, not as a global. */
export const jestObject = (import.meta as unknown as { jest: typeof jest }).jest;

/** Real timers, kept before a test fakes them, to let real network answers arrive. */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

function waitRealTime(ms: number): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, ms));
}

/**
 * While a test fakes timers, waits in real time (up to `timeoutMs`) until `isDone` holds: real
 * network answers still need the event loop to turn, and the zero-delay timers they schedule are
 * run without moving the fake clock. Each step is an act() of its own, so the page is up to date
 * when `isDone` looks at it.
 */
export async function waitRealTimeUntil(isDone: () => boolean, timeoutMs = 3000): Promise<void> {
  for (let waited = 0; waited < timeoutMs; waited += 20) {
    await act(() => jestObject.advanceTimersByTimeAsync(0));
    if (isDone()) return;
    await act(() => waitRealTime(20));
  }
  throw new Error(`Still waiting after ${timeoutMs} ms`);
}
