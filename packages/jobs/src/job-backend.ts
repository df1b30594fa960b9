import { PostgresBackend, PostgresNotificationChannel } from '@agendajs/postgres-backend';
import pg from 'pg';
import { JobLockRepository, lockIndexesSql } from './job-lock-repository.js';
import { withSchemaSetupLock } from './schema-setup-lock.js';

/** Agenda's job table (and the LISTEN/NOTIFY channel of the same name) on PostgreSQL. */
export const DEFAULT_JOB_TABLE = 'agenda_jobs';

/**
 * The table name goes into SQL identifiers (and a trigger function's name) unquoted in places:
 * a plain lower-case name short enough for PostgreSQL's 63-byte limit with Agenda's suffixes.
 */
const TABLE_NAME = /^[a-z_][a-z0-9_]{0,39}$/;

export interface JobStoreOptions {
  /** postgres:// connection string (DATABASE_URL). */
  databaseUrl: string;
  /** Agenda's job table; tests pass one of their own. Default `agenda_jobs`. */
  tableName?: string;
}

export function jobTableName(tableName: string = DEFAULT_JOB_TABLE): string {
  if (!TABLE_NAME.test(tableName)) {
    throw new Error(`Invalid job table name "${tableName}": use up to 40 of a-z, 0-9 and _`);
  }
  return tableName;
}

/** A connection pool to the job database. A connection lost while idle is replaced, not fatal. */
export function createJobPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Agenda's LISTEN/NOTIFY channel, for wake-ups only: a job saved by one process wakes the workers.
 * Agenda also announces each job's start, success and complete to every process on a second
 * channel, for event listeners in other processes; nothing here listens to them, and in a
 * publishing burst they were three NOTIFYs per job, each one waking every listening process.
 */
class JobWakeUpChannel extends PostgresNotificationChannel {
  override async publishState(): Promise<void> {}
}

/**
 * Agenda's backend with the wake-up channel and the cheaper lock query, whose connect (which
 * creates the tables when missing, and the lock query's indexes) runs under the schema setup lock.
 */
class JobBackend extends PostgresBackend {
  private readonly wakeUps: JobWakeUpChannel;
  private readonly jobs: JobLockRepository;
  private readonly table: string;

  constructor(
    private readonly setupPool: pg.Pool,
    config: ConstructorParameters<typeof PostgresBackend>[0] & {
      channelName: string;
      tableName: string;
    },
  ) {
    super({ ...config, disableNotifications: true });
    this.table = config.tableName;
    this.wakeUps = new JobWakeUpChannel({
      channelName: config.channelName,
      reconnect: { enabled: true },
    });
    this.wakeUps.setPool(setupPool);
    // Shares the pool; the base repository still sets up the tables on connect.
    this.jobs = new JobLockRepository(setupPool, config.tableName, config);
  }

  override get repository(): JobLockRepository {
    return this.jobs;
  }

  override get notificationChannel(): JobWakeUpChannel {
    return this.wakeUps;
  }

  override async connect(): Promise<void> {
    await withSchemaSetupLock(this.setupPool, async () => {
      await super.connect();
      for (const statement of lockIndexesSql(this.table)) await this.setupPool.query(statement);
    });
  }
}

/**
 * Agenda's PostgreSQL backend as the API and the worker both use it: one table (created with its
 * indexes when missing, by one process at a time), row locks taken with FOR UPDATE SKIP LOCKED, and a LISTEN/NOTIFY channel
 * named after the table, so that a job saved by one process wakes the workers at once and tests
 * with tables of their own never hear each other. The pool stays the caller's to close.
 * `onChannelError` hears of the LISTEN connection's failures (a restarted server).
 */
export function createJobBackend(
  pool: pg.Pool,
  tableName?: string,
  onChannelError: (error: unknown) => void = () => undefined,
): JobBackend {
  const table = jobTableName(tableName);
  const backend = new JobBackend(pool, {
    pool,
    tableName: table,
    channelName: table,
    ensureSchema: true,
  });
  // The LISTEN connection reports a lost server as an 'error' event, which would end the process
  // unheard; the channel reconnects by itself, and polling carries on meanwhile.
  backend.notificationChannel.on('error', onChannelError);
  return backend;
}
