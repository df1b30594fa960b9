import type { GenerationProgress } from '@postcraft/contracts';
import { act } from '@testing-library/react';
import { jestObject } from './browser-windows';

/**
 * The socket.io connection, at the network boundary: the app's channel gets this stand-in, and a
 * test pushes what the server would (a render's `generation_progress`).
 */
type Handler = (payload?: unknown) => void;
export class FakeSocket {
  readonly handlers = new Map<string, Set<Handler>>();
  connected = false;
  on(event: string, handler: Handler) {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }
  emit() {
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  close() {
    return this;
  }
  connect() {
    return this;
  }
}

/** Every socket the app opened since the test file started (emptied by the test). */
export const sockets: FakeSocket[] = [];

// Jest's ES module mock; @types/jest does not declare it yet.
const esmJest = jestObject as unknown as {
  unstable_mockModule: (name: string, factory: () => unknown) => void;
};

/**
 * Replaces socket.io-client with FakeSocket. Call it before the app is imported: the test file
 * then imports what renders the app dynamically (`await import('../../test/render-route')`).
 */
export function mockSocketIo(): void {
  esmJest.unstable_mockModule('socket.io-client', () => ({
    io: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
  }));
}

/** What the server pushes to the user's sockets: a render's progress. */
export function pushProgress(payload: GenerationProgress): void {
  act(() => {
    for (const socket of sockets) {
      for (const handler of socket.handlers.get('generation_progress') ?? []) handler(payload);
    }
  });
}
