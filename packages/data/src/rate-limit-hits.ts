import { RATE_LIMIT_HITS_TABLE as TABLE, sharedPostgresPool } from './owner-versions.js';

/** A key's hits in its current window, and when that window ends. */
export interface RateLimitHits {
  hits: number;
  resetAt: Date;
}

/** Expired windows are deleted at most this often by each process, on its way. */
const SWEEP_INTERVAL_MS = 60_000;
let lastSweep = 0;

function sweepExpiredHits(): void {
  const now = Date.now();
  if (now - lastSweep < SWEEP_INTERVAL_MS) return;
  lastSweep = now;
  sharedPostgresPool('rate limits')
    .query(`DELETE FROM ${TABLE} WHERE reset_at < now()`)
    .catch(() => undefined);
}

/**
 * Counts one hit of `key` in PostgreSQL, shared by every API process: a window of `windowMs`
 * starts at the first hit and ends the count when it passes. One statement (an upsert), atomic
 * under concurrent hits of the same key, unlike any update in FerretDB.
 */
export async function countRateLimitHit(key: string, windowMs: number): Promise<RateLimitHits> {
  sweepExpiredHits();
  const { rows } = await sharedPostgresPool('rate limits').query<{ hits: number; reset_at: Date }>({
    name: 'count-rate-limit-hit',
    text: `INSERT INTO ${TABLE} AS counted (key, hits, reset_at)
           VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN counted.reset_at <= now() THEN 1 ELSE counted.hits + 1 END,
             reset_at = CASE WHEN counted.reset_at <= now() THEN EXCLUDED.reset_at
                             ELSE counted.reset_at END
           RETURNING hits, reset_at`,
    values: [key, windowMs],
  });
  const row = rows[0]!;
  return { hits: row.hits, resetAt: row.reset_at };
}

/** Takes back one hit of `key` in its current window (a request that did not count). */
export async function uncountRateLimitHit(key: string): Promise<void> {
  await sharedPostgresPool('rate limits').query({
    name: 'uncount-rate-limit-hit',
    text: `UPDATE ${TABLE} SET hits = GREATEST(hits - 1, 0) WHERE key = $1 AND reset_at > now()`,
    values: [key],
  });
}

/** The hits of `key` now, if its window is running. */
export async function readRateLimitHits(key: string): Promise<RateLimitHits | undefined> {
  const { rows } = await sharedPostgresPool('rate limits').query<{ hits: number; reset_at: Date }>({
    name: 'read-rate-limit-hits',
    text: `SELECT hits, reset_at FROM ${TABLE} WHERE key = $1 AND reset_at > now()`,
    values: [key],
  });
  return rows[0] ? { hits: rows[0].hits, resetAt: rows[0].reset_at } : undefined;
}

/** Forgets `key`'s window. */
export async function resetRateLimitHits(key: string): Promise<void> {
  await sharedPostgresPool('rate limits').query(`DELETE FROM ${TABLE} WHERE key = $1`, [key]);
}
