import { Emitter as PostgresEmitter } from '@socket.io/postgres-emitter';
import { Emitter as RedisEmitter } from '@socket.io/redis-emitter';
import { ensureSocketAttachmentsTable } from '@postcraft/jobs';
import type { Logger } from '@postcraft/logger';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Sends socket.io events to a user's open browsers from outside the API: through the API's
 * socket.io adapter (Redis when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY), so whichever
 * API process holds the user's sockets delivers them. There is no back-channel of our own.
 */
export interface RealtimeEmitter {
  /** Emits `event` with `payload` to every socket in `room`. Never throws: it logs. */
  emit(room: string, event: string, payload: unknown): Promise<void>;
  close(): Promise<void>;
}

export function createRealtimeEmitter(
  options: { redisUrl?: string; databaseUrl?: string },
  logger: Logger,
): RealtimeEmitter {
  if (options.redisUrl) {
    const client = new Redis(options.redisUrl);
    const emitter = new RedisEmitter(client);
    return {
      emit: async (room, event, payload) => {
        try {
          emitter.to(room).emit(event, payload);
        } catch (error) {
          logger.warn({ err: error, event }, 'real-time event not sent');
        }
      },
      close: async () => {
        await client.quit().catch(() => undefined);
      },
    };
  }
  if (options.databaseUrl) {
    // Exits on idle: a test or a short-lived process is never held open by it.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 4,
      idleTimeoutMillis: 1_000,
      allowExitOnIdle: true,
    });
    pool.on('error', (error) => logger.warn({ err: error }, 'real-time emitter pool error'));
    const emitter = new PostgresEmitter(pool);
    let tableReady: Promise<void> | undefined;
    return {
      emit: async (room, event, payload) => {
        try {
          tableReady ??= ensureSocketAttachmentsTable(pool);
          await tableReady;
          // The emitter sends its NOTIFY without awaiting it; emitWithAck is not for rooms.
          emitter.to(room).emit(event, payload);
        } catch (error) {
          tableReady = undefined;
          logger.warn({ err: error, event }, 'real-time event not sent');
        }
      },
      close: () => pool.end(),
    };
  }
  return {
    emit: async (_room, event) => {
      logger.debug({ event }, 'no DATABASE_URL or REDIS_URL: real-time event dropped');
    },
    close: async () => undefined,
  };
}
