import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Logger } from '@postcraft/logger';
import { Server } from 'socket.io';
import type { ApiConfig } from '../config/env.js';

/**
 * socket.io on the API's own HTTP server. With REDIS_URL set, the Redis adapter fans events out
 * across API processes (and lets the worker emit through the Redis emitter).
 */
export function attachSocketServer(
  httpServer: HttpServer,
  config: Readonly<ApiConfig>,
  logger: Logger,
): { io: Server; close: () => Promise<void> } {
  const io = new Server(httpServer, {
    path: '/socket.io',
    cors: { origin: config.corsOrigins, credentials: true },
  });
  const redisClients: Redis[] = [];
  if (config.redisUrl) {
    const publisher = new Redis(config.redisUrl, { lazyConnect: false });
    const subscriber = publisher.duplicate();
    redisClients.push(publisher, subscriber);
    io.adapter(createAdapter(publisher, subscriber));
    logger.info('socket.io uses the Redis adapter');
  }
  return {
    io,
    close: async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
