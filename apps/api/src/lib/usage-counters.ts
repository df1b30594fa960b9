import type { ClientRateLimitInfo, IncrementResponse, Store } from 'express-rate-limit';
import pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RateLimitRule } from '../config/rate-limits.js';

/** The one table of every counter (rate-limiter-flexible's layout), keys prefixed by limit. */
const TABLE = 'api_usage_counters';
/** "ucnt" in ASCII: held while the table is created, one process at a time. */
const SETUP_LOCK_KEY = 0x75_63_6e_74;
/** How often ended windows are deleted, and how long after their end. */
const SWEEP_EVERY_MS = 60 * 60_000;
/** A counter's statement that takes longer gives way to the process's own count. */
const STATEMENT_TIMEOUT_MS = 2_000;

/**
 * express-rate-limit's store over a rate-limiter-flexible limiter: the same headers, messages and
 * options as the other limits, with the count kept where the limiter keeps it.
 */
class FlexibleStore implements Store {
  readonly localKeys: boolean;

  constructor(
    private readonly limiter: RateLimiterAbstract,
    shared: boolean,
  ) {
    this.localKeys = !shared;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const res = await this.limiter.get(key);
    return res
      ? { totalHits: res.consumedPoints, resetTime: new Date(Date.now() + res.msBeforeNext) }
      : undefined;
  }

  async increment(key: string): Promise<IncrementResponse> {
    // penalty() counts a hit and answers the total without refusing: express-rate-limit decides.
    const res = await this.limiter.penalty(key, 1);
    return { totalHits: res.consumedPoints, resetTime: new Date(Date.now() + res.msBeforeNext) };
  }

  async decrement(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async resetKey(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** Where the per-user limits count: one store per named limit. */
export interface UsageCounters {
  store(name: string, rule: RateLimitRule): Store;
  close(): Promise<void>;
}

const memoryLimiter = (name: string, rule: RateLimitRule) =>
  new RateLimiterMemory({
    keyPrefix: name,
    points: rule.limit,
    duration: Math.ceil(rule.windowMs / 1000),
  });

/** Counters in this process's memory: for an app on its own (scripts, most tests). */
export function createMemoryUsageCounters(): UsageCounters {
  return {
    store: (name, rule) => new FlexibleStore(memoryLimiter(name, rule), false),
    close: async () => undefined,
  };
}

async function createCounterTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('BEGIN');
    // CREATE TABLE IF NOT EXISTS is not safe for processes starting side by side.
    await client.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK_KEY]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${TABLE} (
         key varchar(255) PRIMARY KEY,
         points integer NOT NULL DEFAULT 0,
         expire bigint
       )`,
    );
    await client.query('COMMIT');
  } catch (error) {
    failed = true;
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release(failed);
  }
}

/**
 * Counters in PostgreSQL (DATABASE_URL), which every API process reaches, so a user's count
 * holds across them: one upsert per counted request. While PostgreSQL does not answer, each
 * process counts in its own memory (rate-limiter-flexible's insurance limiter) rather than
 * failing the request or letting it through uncounted.
 */
export async function openUsageCounters(databaseUrl: string): Promise<UsageCounters> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 2,
    connectionTimeoutMillis: STATEMENT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
  });
  // A connection lost while idle is replaced at the next query, not fatal.
  pool.on('error', () => undefined);
  try {
    await createCounterTable(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  // Rows of windows that ended an hour ago (each process sweeps; the delete is idempotent).
  const sweep = setInterval(() => {
    pool
      .query(`DELETE FROM ${TABLE} WHERE expire < $1`, [Date.now() - SWEEP_EVERY_MS])
      .catch(() => undefined);
  }, SWEEP_EVERY_MS).unref();

  return {
    store(name, rule) {
      const limiter = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points: rule.limit,
        duration: Math.ceil(rule.windowMs / 1000),
        insuranceLimiter: memoryLimiter(name, rule),
      });
      return new FlexibleStore(limiter, true);
    },
    async close() {
      clearInterval(sweep);
      await pool.end();
    },
  };
}
