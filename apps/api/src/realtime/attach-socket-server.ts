import type { Server as HttpServer } from 'node:http';
import { REALTIME_PATH } from '@postcraft/contracts';
import type { Logger } from '@postcraft/logger';
import cookieParser from 'cookie-parser';
import { Server } from 'socket.io';
import type { ApiConfig } from '../config/env.js';
import { createAuthenticator, type Authenticator } from '../lib/auth.js';
import { registerNotificationHandlers } from './notification-handlers.js';
import { isHandshakeOriginAllowed } from './handshake-origin.js';
import { disconnectRevokedSockets } from './session-sockets.js';
import { useSocketAdapter } from './socket-adapter.js';

export interface SocketServer {
  io: Server;
  close: () => Promise<void>;
}

/**
 * socket.io on the API's own HTTP server, carrying the notification channel (spec 001 §7).
 * Events fan out across API processes, and arrive from the worker's emitter, through Redis when
 * REDIS_URL is set, else through PostgreSQL (DATABASE_URL) when `databaseUrl` is given.
 * Sockets authenticate through `authenticator` (the HTTP app's, so both keep the same live
 * sessions, and the sessions the app revokes lose their sockets; one of its own by default).
 */
export async function attachSocketServer(
  httpServer: HttpServer,
  config: Readonly<ApiConfig>,
  logger: Logger,
  options: { databaseUrl?: string; authenticator?: Authenticator } = {},
): Promise<SocketServer> {
  const io = new Server(httpServer, {
    path: REALTIME_PATH,
    cors: { origin: config.corsOrigins, credentials: true },
    // CORS does not cover WebSocket handshakes: a page elsewhere could open one with the user's
    // cookie (cross-site WebSocket hijacking). Each handshake is checked here.
    allowRequest: (req, callback) => {
      const allowed = isHandshakeOriginAllowed(req, config.corsOrigins);
      callback(allowed ? null : 'origin not allowed', allowed);
    },
    // A notification is a few kilobytes; nothing a client sends is larger than an id and a token.
    maxHttpBufferSize: 16 * 1024,
  });
  // The handshake's cookies (the browser's session cookie) on socket.request.cookies.
  io.engine.use(cookieParser());
  const closeAdapter = await useSocketAdapter(
    io,
    { redisUrl: config.redisUrl, databaseUrl: options.databaseUrl },
    logger,
  );
  const authenticator = options.authenticator ?? createAuthenticator(config);
  registerNotificationHandlers(io, authenticator, logger);
  // Sessions this process revokes lose their sockets on every process.
  const stopDisconnecting = authenticator.revocations.listen((revoked) =>
    disconnectRevokedSockets(io, revoked),
  );
  return {
    io,
    close: async () => {
      stopDisconnecting();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await closeAdapter();
    },
  };
}
