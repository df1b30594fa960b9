import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import { ensureSocketAttachmentsTable } from '@postcraft/jobs';
import type { Logger } from '@postcraft/logger';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Server } from 'socket.io';

export interface SocketAdapterOptions {
  /** With it, events fan out through Redis pub/sub. */
  redisUrl?: string;
  /** Otherwise through PostgreSQL's LISTEN/NOTIFY on the job store's database. */
  databaseUrl?: string;
}

/**
 * Plugs the adapter that carries events between API processes, and from the worker's emitter,
 * into `io`: Redis when REDIS_URL is set (as before), else PostgreSQL. Without either (a single
 * process in tests), socket.io's in-memory adapter stays. Answers what closes its connections.
 */
export async function useSocketAdapter(
  io: Server,
  options: SocketAdapterOptions,
  logger: Logger,
): Promise<() => Promise<void>> {
  if (options.redisUrl) {
    const publisher = new Redis(options.redisUrl, { lazyConnect: false });
    const subscriber = publisher.duplicate();
    io.adapter(createRedisAdapter(publisher, subscriber));
    logger.info('socket.io uses the Redis adapter');
    return async () => {
      await Promise.all(
        [publisher, subscriber].map((client) => client.quit().catch(() => undefined)),
      );
    };
  }
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
    pool.on('error', (error) => logger.warn({ err: error }, 'socket.io PostgreSQL pool error'));
    await ensureSocketAttachmentsTable(pool);
    io.adapter(
      createPostgresAdapter(pool, {
        errorHandler: (error) => logger.warn({ err: error }, 'socket.io PostgreSQL adapter error'),
      }),
    );
    logger.info('socket.io uses the PostgreSQL adapter');
    return () => pool.end();
  }
  return async () => undefined;
}
