import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@postcraft/logger';
import type { Express } from 'express';
import { io as connect, type Socket } from 'socket.io-client';
import type { ApiConfig } from '../../src/config/env.js';
import type { Authenticator } from '../../src/lib/auth.js';
import { attachSocketServer, type SocketServer } from '../../src/realtime/attach-socket-server.js';

export interface ListeningSocketServer {
  url: string;
  sockets: SocketServer;
  stop(): Promise<void>;
}

/**
 * The app on a real port with its socket.io server (PostgreSQL adapter when `databaseUrl`; the
 * app's `authenticator`, so that the sessions it revokes lose their sockets).
 */
export async function listenWithSockets(
  app: Express | ((req: never, res: never) => void),
  config: Readonly<ApiConfig>,
  options: { databaseUrl?: string; authenticator?: Authenticator } = {},
): Promise<ListeningSocketServer> {
  const httpServer: HttpServer = createServer(app as Express);
  const sockets = await attachSocketServer(
    httpServer,
    config,
    createLogger('silent', 'api-test'),
    options,
  );
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sockets,
    stop: async () => {
      await sockets.close();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}

/** A socket.io client that records every event it receives, in order. */
export interface RecordingClient {
  socket: Socket;
  events: Array<{ event: string; payload: unknown }>;
  /** The payload of the next `event` not yet taken (waits for it). */
  next(event: string, timeoutMs?: number): Promise<unknown>;
  /** Settles with the reason when the socket is disconnected (by the server or by close()). */
  disconnected: Promise<string>;
  close(): void;
}

/** The WebSocket handshake's headers: the session cookie a browser sends, and its page's origin. */
export interface HandshakeHeaders {
  cookie?: string;
  origin?: string;
}

/** A socket.io client's options for a WebSocket-only connection with these headers. */
export const websocketOptions = ({ cookie, origin }: HandshakeHeaders) => ({
  transports: ['websocket'],
  reconnection: false,
  extraHeaders: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
});

export async function connectClient(
  url: string,
  options: HandshakeHeaders = {},
): Promise<RecordingClient> {
  const socket = connect(url, websocketOptions(options));
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  const events: RecordingClient['events'] = [];
  const taken = new Set<number>();
  const waiters: Array<() => void> = [];
  socket.onAny((event: string, payload: unknown) => {
    events.push({ event, payload });
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  // Generous: a loaded CI machine once took over 10 s to relay a worker's event through PostgreSQL.
  const next = async (event: string, timeoutMs = 25_000): Promise<unknown> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = events.findIndex((entry, i) => entry.event === event && !taken.has(i));
      if (index >= 0) {
        taken.add(index);
        return events[index]!.payload;
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`no '${event}' within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  return { socket, events, next, disconnected, close: () => socket.close() };
}
