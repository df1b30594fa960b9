import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Each owner's "scheduled posts version", in PostgreSQL (DATABASE_URL, beside the job table),
 * which every API and worker process reaches. Every write of scheduled posts changes the version
 * of the owner it touches, after the write (the model's hooks do it, see scheduled-post.model.ts),
 * so an API process may keep a listing as long as the owner's version is still the one it read
 * before reading MongoDB for it: a write in between leaves it under an old version, never served.
 *
 * A version is a random UUID, never a counter: a value once replaced never comes back, even if
 * the table is recreated, so an answer cached under it can never match again. The row
 * `ALL_OWNERS` is changed by writes that do not name one owner (a test's cleanup, a write by
 * `_id` alone) and is part of every owner's version.
 */
export const SCHEDULED_POST_VERSIONS_TABLE = 'scheduled_post_versions';

const ALL_OWNERS = '*';

/**
 * The advisory lock taken while the table is created ("spvs" in ASCII): processes starting at
 * once on a fresh database would otherwise fail on PostgreSQL's catalogue, as the job tables did
 * (CREATE TABLE IF NOT EXISTS is not safe side by side).
 */
const SETUP_LOCK_KEY = 0x73_70_76_73;

/**
 * Connections of the process's pool. A version read or change is one short statement (0.4 ms
 * with its commit; one owner's row takes ~3,500 changes/s), and every connection counts against
 * PostgreSQL's max_connections, shared with FerretDB and the job pools: with 5 per process, two
 * test workers publishing 500 posts at once ran the embedded server out of connections.
 */
const POOL_SIZE = 2;

let pool: pg.Pool | null = null;
let opening: Promise<pg.Pool> | null = null;
/** Callers that opened the versions and have not closed them yet: the last close ends the pool. */
let users = 0;

/**
 * Opens this process's connection to the versions (creating the table when missing, one process
 * at a time). Every process that writes scheduled posts must open it first: the model refuses a
 * write it could not announce. Each open is paired with a close; the pool is shared meanwhile.
 */
export async function openScheduledPostVersions(databaseUrl: string): Promise<void> {
  users += 1;
  opening ??= connect(databaseUrl).then(
    (opened) => (pool = opened),
    (error: unknown) => {
      opening = null;
      throw error;
    },
  );
  try {
    await opening;
  } catch (error) {
    users -= 1;
    throw error;
  }
}

async function connect(databaseUrl: string): Promise<pg.Pool> {
  const opened = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  // A connection lost while idle is replaced at the next query, not fatal.
  opened.on('error', () => undefined);
  try {
    await createScheduledPostVersionsTable(opened);
  } catch (error) {
    await opened.end();
    throw error;
  }
  return opened;
}

/** Creates the table when missing, under an advisory lock (exported for its test). */
export async function createScheduledPostVersionsTable(target: pg.Pool): Promise<void> {
  const client = await target.connect();
  let failed = false;
  try {
    await client.query('BEGIN');
    // Released with the transaction, whatever happens to this connection.
    await client.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK_KEY]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${SCHEDULED_POST_VERSIONS_TABLE} (
         owner_id text PRIMARY KEY,
         version uuid NOT NULL
       )`,
    );
    await client.query('COMMIT');
  } catch (error) {
    failed = true;
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    // A connection whose setup failed is closed, not pooled (it may be broken).
    client.release(failed);
  }
}

/** Ends one openScheduledPostVersions; the last one closes the pool (at shutdown). */
export async function closeScheduledPostVersions(): Promise<void> {
  if (users === 0) return;
  users -= 1;
  if (users > 0) return;
  const closing = opening;
  opening = null;
  pool = null;
  await (await closing?.catch(() => null))?.end();
}

function openPool(): pg.Pool {
  if (!pool) {
    throw new Error(
      'scheduledPosts: the scheduled post versions are not open (openScheduledPostVersions): ' +
        'a write could not tell the API processes, and their calendars would go stale',
    );
  }
  return pool;
}

/** Throws unless the versions are open: a write must not start when it cannot be announced. */
export function requireScheduledPostVersions(): void {
  openPool();
}

/**
 * The owner's version now: any write of their posts (or of posts of unnamed owners) changes it.
 * One indexed read of at most two rows.
 */
export async function readScheduledPostVersion(ownerId: string): Promise<string> {
  const { rows } = await openPool().query<{ owner_id: string; version: string }>({
    // Named: each connection parses and plans it once, then only binds and runs it.
    name: 'read-scheduled-post-version',
    text: `SELECT owner_id, version FROM ${SCHEDULED_POST_VERSIONS_TABLE} WHERE owner_id IN ($1, $2)`,
    values: [ownerId, ALL_OWNERS],
  });
  const of = (owner: string) => rows.find((row) => row.owner_id === owner)?.version ?? 'none';
  return `${of(ownerId)}/${of(ALL_OWNERS)}`;
}

/**
 * Gives each of `owners` a new version ('all': every owner at once), in one statement. Called
 * after a write, never before: a listing read between a change of version and the write would be
 * kept under the new version.
 */
export async function changeScheduledPostVersions(
  owners: ReadonlyArray<string> | 'all',
): Promise<void> {
  // Sorted and once each: one statement cannot change a row twice, and two writers always lock
  // rows in the same order.
  const ids = owners === 'all' ? [ALL_OWNERS] : [...new Set(owners)].sort();
  if (ids.length === 0) return;
  await openPool().query(
    `INSERT INTO ${SCHEDULED_POST_VERSIONS_TABLE} (owner_id, version)
     SELECT owner_id, $2::uuid FROM unnest($1::text[]) AS owner_id
     ON CONFLICT (owner_id) DO UPDATE SET version = EXCLUDED.version`,
    [ids, randomUUID()],
  );
}
