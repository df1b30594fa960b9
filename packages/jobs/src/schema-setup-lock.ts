import type pg from 'pg';

/**
 * The advisory lock every process takes to set up the job tables: any fixed number will do, as
 * long as it is the same everywhere ("jobs" in ASCII).
 */
export const SCHEMA_SETUP_LOCK_KEY = 0x6a_6f_62_73;

/**
 * Runs `setup` while holding the schema setup lock, so that processes starting at once set up
 * the tables one after the other. PostgreSQL's CREATE ... IF NOT EXISTS and CREATE OR REPLACE are
 * not safe side by side: the loser fails on the catalogue ("duplicate key value violates unique
 * constraint pg_type_typname_nsp_index", "tuple concurrently updated").
 *
 * The lock is a session lock on a connection of its own, held while `setup` uses others of the
 * pool (so the pool needs two). Should the unlock fail, that connection is closed rather than
 * pooled: closing it frees the lock, as does a process that dies holding it.
 */
export async function withSchemaSetupLock<T>(pool: pg.Pool, setup: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let isUnlocked = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_SETUP_LOCK_KEY]);
    try {
      return await setup();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_SETUP_LOCK_KEY]);
      isUnlocked = true;
    }
  } finally {
    client.release(!isUnlocked);
  }
}
