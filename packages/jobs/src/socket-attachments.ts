import type pg from 'pg';

/**
 * socket.io's PostgreSQL adapter and emitter pass payloads larger than a NOTIFY takes (8,000
 * bytes) through this table; neither creates it. Both the API and the worker call this at start.
 */
export const SOCKET_ATTACHMENTS_TABLE = 'socket_io_attachments';

/** Two processes creating the table at once: one wins, the other sees these. */
const ALREADY_CREATED = new Set(['23505', '42P07']);

export async function ensureSocketAttachmentsTable(pool: pg.Pool): Promise<void> {
  await pool
    .query(
      `CREATE TABLE IF NOT EXISTS ${SOCKET_ATTACHMENTS_TABLE} (
       id bigserial UNIQUE,
       created_at timestamptz DEFAULT NOW(),
       payload bytea
     )`,
    )
    .catch((error: unknown) => {
      if (!ALREADY_CREATED.has((error as { code?: string }).code ?? '')) throw error;
    });
}
