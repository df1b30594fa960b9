import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { SendTogether } from './send-together.js';

/**
 * Each owner's versions, one per kind of record an API process keeps answers about, in
 * PostgreSQL (DATABASE_URL, beside the job table), which every API and worker process reaches.
 * Every write of a kept kind changes the version of the owner it touches, after the write (the
 * models' hooks do it), so an API process may keep what it read as long as the owner's version is
 * still the one it read before reading MongoDB: a write in between leaves it under an old
 * version, never served.
 *
 * A version is a random UUID, never a counter: a value once replaced never comes back, even if
 * the table is recreated, so an answer kept under it can never match again. The row `ALL_OWNERS`
 * of a kind is changed by writes that do not name one owner (a test's cleanup, a write by `_id`
 * alone) and is part of every owner's version of that kind.
 */
export const OWNER_VERSION_TABLES = {
  /** Changed by every write of scheduled posts (scheduled-post.model.ts). */
  scheduledPosts: 'scheduled_post_versions',
  /** Changed by every write of sessions (session.model.ts): a revocation, a deletion. */
  sessions: 'session_versions',
  /**
   * Changed by every write of a user (user.model.ts), of their connected accounts
   * (connected-account.model.ts) and of their subscriptions (billing-subscription.model.ts):
   * everything `GET /api/user/me` answers.
   */
  users: 'user_versions',
} as const;

export type OwnerVersionKind = keyof typeof OWNER_VERSION_TABLES;

/** One owner's versions of every kind, as read together. */
export type OwnerVersions = Record<OwnerVersionKind, string>;

const ALL_OWNERS = '*';

/** Hits counted by the API processes' shared rate limits (rate-limit-hits.ts). */
export const RATE_LIMIT_HITS_TABLE = 'rate_limit_hits';

/**
 * The advisory lock taken while the tables are created ("spvs" in ASCII, kept from when there
 * was one table): processes starting at once on a fresh database would otherwise fail on
 * PostgreSQL's catalogue, as the job tables did (CREATE TABLE IF NOT EXISTS is not safe side by
 * side).
 */
const SETUP_LOCK_KEY = 0x73_70_76_73;

/**
 * Connections of the process's pool, shared by every kind. A version read or change is one short
 * statement (0.4 ms with its commit; one owner's row takes ~3,500 changes/s), and every
 * connection counts against PostgreSQL's max_connections, shared with FerretDB and the job pools:
 * with 5 per process, two test workers publishing 500 posts at once ran the embedded server out
 * of connections.
 */
const POOL_SIZE = 2;

let pool: pg.Pool | null = null;
let opening: Promise<pg.Pool> | null = null;
/** Callers that opened the versions and have not closed them yet: the last close ends the pool. */
let users = 0;

/**
 * Opens this process's connection to the versions (creating the tables when missing, one process
 * at a time). Every process that writes scheduled posts, sessions, users or connected accounts must open it
 * first: the
 * models refuse a write they could not announce. Each open is paired with a close; the pool is
 * shared meanwhile.
 */
export async function openOwnerVersions(databaseUrl: string): Promise<void> {
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
    await createOwnerVersionTables(opened);
  } catch (error) {
    await opened.end();
    throw error;
  }
  return opened;
}

/** Creates the tables when missing, under an advisory lock (exported for its test). */
export async function createOwnerVersionTables(target: pg.Pool): Promise<void> {
  const client = await target.connect();
  let failed = false;
  try {
    await client.query('BEGIN');
    // Released with the transaction, whatever happens to this connection.
    await client.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK_KEY]);
    for (const table of Object.values(OWNER_VERSION_TABLES)) {
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${table} (
           owner_id text PRIMARY KEY,
           version uuid NOT NULL
         )`,
      );
    }
    // The API processes' shared rate-limit counters (rate-limit-hits.ts) use the same pool.
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${RATE_LIMIT_HITS_TABLE} (
         key text PRIMARY KEY,
         hits integer NOT NULL,
         reset_at timestamptz NOT NULL
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

/** Ends one openOwnerVersions; the last one closes the pool (at shutdown). */
export async function closeOwnerVersions(): Promise<void> {
  if (users === 0) return;
  users -= 1;
  if (users > 0) return;
  const closing = opening;
  opening = null;
  pool = null;
  await (await closing?.catch(() => null))?.end();
}

/**
 * The process's pool on DATABASE_URL, open between openOwnerVersions and the last close: the
 * versions' and the shared rate-limit counters' (rate-limit-hits.ts).
 */
export function sharedPostgresPool(kind: OwnerVersionKind | 'all' | 'rate limits'): pg.Pool {
  if (!pool) {
    throw new Error(
      `${kind}: the owner versions are not open (openOwnerVersions): a write could not tell ` +
        'the API processes, and what they keep would go stale',
    );
  }
  return pool;
}

/** Throws unless the versions are open: a write must not start when it cannot be announced. */
export function requireOwnerVersions(kind: OwnerVersionKind): void {
  sharedPostgresPool(kind);
}

const KINDS = Object.keys(OWNER_VERSION_TABLES) as OwnerVersionKind[];

/**
 * The owner's versions of every kind now, in one round trip (a month view needs two kinds, /me
 * two, and at 50 connections each round trip on the 2-connection pool counts): one indexed read
 * of at most two rows per kind.
 */
export async function readOwnerVersions(ownerId: string): Promise<OwnerVersions> {
  const { rows } = await sharedPostgresPool('all').query<{
    kind: OwnerVersionKind;
    owner_id: string;
    version: string;
  }>({
    // Named: each connection parses and plans it once, then only binds and runs it.
    name: 'read-owner-versions',
    text: KINDS.map(
      (kind) =>
        `SELECT '${kind}' AS kind, owner_id, version FROM ${OWNER_VERSION_TABLES[kind]} ` +
        'WHERE owner_id IN ($1, $2)',
    ).join(' UNION ALL '),
    values: [ownerId, ALL_OWNERS],
  });
  const of = (kind: OwnerVersionKind, owner: string) =>
    rows.find((row) => row.kind === kind && row.owner_id === owner)?.version ?? 'none';
  return Object.fromEntries(
    KINDS.map((kind) => [kind, `${of(kind, ownerId)}/${of(kind, ALL_OWNERS)}`]),
  ) as OwnerVersions;
}

/**
 * Gives each of `owners` a new version of `kind` ('all': every owner at once). Called after a
 * write, never before: an answer read between a change of version and the write would be kept
 * under the new version. Answers once the change is committed.
 *
 * Changes asked while one is on its way go together in the next statement: in a burst of one
 * owner's posts, each publish changed the same row, and the row's lock and chain of versions made
 * that statement PostgreSQL's costliest (0.5 ms each, 5,000 posts published in 30 s).
 */
export function changeOwnerVersions(
  kind: OwnerVersionKind,
  owners: ReadonlyArray<string> | 'all',
): Promise<void> {
  if (owners !== 'all' && owners.length === 0) return Promise.resolve();
  return changesOf(kind).submit(owners === 'all' ? [ALL_OWNERS] : owners);
}

const changes = new Map<OwnerVersionKind, SendTogether<ReadonlyArray<string>, void>>();

function changesOf(kind: OwnerVersionKind): SendTogether<ReadonlyArray<string>, void> {
  let kindChanges = changes.get(kind);
  if (!kindChanges) {
    kindChanges = new SendTogether(async (ownerLists) => {
      await writeNewVersions(kind, ownerLists.flat());
      return ownerLists.map(() => undefined);
    });
    changes.set(kind, kindChanges);
  }
  return kindChanges;
}

async function writeNewVersions(kind: OwnerVersionKind, owners: string[]): Promise<void> {
  // Sorted and once each: one statement cannot change a row twice, and two writers always lock
  // rows in the same order.
  const ids = [...new Set(owners)].sort();
  await sharedPostgresPool(kind).query(
    `INSERT INTO ${OWNER_VERSION_TABLES[kind]} (owner_id, version)
     SELECT owner_id, $2::uuid FROM unnest($1::text[]) AS owner_id
     ON CONFLICT (owner_id) DO UPDATE SET version = EXCLUDED.version`,
    [ids, randomUUID()],
  );
}
