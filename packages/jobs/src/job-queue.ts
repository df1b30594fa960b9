import { Agenda, toJobId } from 'agenda';
import {
  createJobBackend,
  createJobPool,
  jobTableName,
  type JobStoreOptions,
} from './job-backend.js';
import { insertJob, insertJobOnce, newJobId } from './job-insert.js';

export interface JobQueue {
  /**
   * Schedules one run of job `name` at `runAt` with `data` under `jobId` (see newJobId: a
   * scheduled post is saved with its job's id before the job exists); answers that id.
   */
  schedule(
    name: string,
    runAt: Date,
    data: Record<string, unknown>,
    jobId?: string,
  ): Promise<string>;
  /**
   * Schedules a job whose id is derived from what it does, unless one with that id exists
   * (queued, running or finished): true when this call queued it.
   */
  scheduleOnce(
    name: string,
    runAt: Date,
    data: Record<string, unknown>,
    jobId: string,
  ): Promise<boolean>;
  /** Moves a job that has not run yet to `runAt`; false when no such pending job exists. */
  reschedule(jobId: string, runAt: Date): Promise<boolean>;
  /** Deletes a job that has not started; false when there was none (already running/finished). */
  cancel(jobId: string): Promise<boolean>;
  /** Whether a worker holds the job (it runs, or is about to). */
  isHeld(jobId: string): Promise<boolean>;
  /**
   * How many jobs of the same name run or wait before this one (0: it is next); null when the
   * job is held by a worker or is no longer waiting.
   */
  positionOf(jobId: string): Promise<number | null>;
  /** Pings the database (for /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opens a queue on PostgreSQL at `databaseUrl` (creates Agenda's table if missing). It only
 * enqueues: it never processes jobs.
 *
 * A job is "pending" while it has a next run and no worker holds it. A worker takes jobs due
 * within its next poll interval a little ahead of time, so a job that is about to run may
 * already be held: reschedule and cancel then answer false, and the job's handler is the one to
 * check that its work is still wanted.
 */
export async function openJobQueue(options: JobStoreOptions): Promise<JobQueue> {
  const table = jobTableName(options.tableName);
  const pool = createJobPool(options.databaseUrl);
  const backend = createJobBackend(pool, table);
  // Connect first, so an unreachable database is an error here (Agenda's own connect, which the
  // constructor starts, then finds everything in place).
  try {
    await backend.connect();
  } catch (error) {
    await pool.end();
    throw error;
  }
  const agenda = new Agenda({ backend, name: 'queue' });
  await agenda.ready;
  // A connected channel makes Agenda NOTIFY the workers of every job saved here.
  const channel = backend.notificationChannel!;
  await channel.connect();

  /**
   * Tells the workers that a job's time changed (they take it at once when it is due). Best
   * effort, as Agenda's own notifications: while the channel reconnects, their poll finds it.
   */
  const notify = async (jobId: string, name: string, nextRunAt: Date) => {
    if (channel.state !== 'connected') return;
    await channel
      .publish({
        jobId: toJobId(jobId),
        jobName: name,
        nextRunAt,
        priority: 0,
        timestamp: new Date(),
        source: 'queue',
      })
      .catch(() => undefined);
  };

  return {
    async schedule(name, runAt, data, jobId = newJobId()) {
      if (!UUID.test(jobId)) throw new Error(`Invalid job id "${jobId}"`);
      await insertJob(pool, table, { id: jobId, name, runAt, data });
      await notify(jobId, name, runAt);
      return jobId;
    },
    async scheduleOnce(name, runAt, data, jobId) {
      if (!UUID.test(jobId)) throw new Error(`Invalid job id "${jobId}"`);
      const inserted = await insertJobOnce(pool, table, { id: jobId, name, runAt, data });
      if (inserted) await notify(jobId, name, runAt);
      return inserted;
    },
    async reschedule(jobId, runAt) {
      if (!UUID.test(jobId)) return false;
      const { rows } = await pool.query<{ name: string }>(
        `UPDATE "${table}" SET next_run_at = $2
          WHERE id = $1 AND next_run_at IS NOT NULL AND locked_at IS NULL
          RETURNING name`,
        [jobId, runAt],
      );
      if (!rows[0]) return false;
      await notify(jobId, rows[0].name, runAt);
      return true;
    },
    async cancel(jobId) {
      if (!UUID.test(jobId)) return false;
      const { rowCount } = await pool.query(
        `DELETE FROM "${table}" WHERE id = $1 AND next_run_at IS NOT NULL AND locked_at IS NULL`,
        [jobId],
      );
      return rowCount === 1;
    },
    async isHeld(jobId) {
      if (!UUID.test(jobId)) return false;
      const { rowCount } = await pool.query(
        `SELECT 1 FROM "${table}" WHERE id = $1 AND locked_at IS NOT NULL`,
        [jobId],
      );
      return rowCount === 1;
    },
    async positionOf(jobId) {
      if (!UUID.test(jobId)) return null;
      const { rows } = await pool.query<{ ahead: string | null }>(
        `SELECT (SELECT count(*) FROM "${table}" other
                  WHERE other.name = job.name AND other.id <> job.id
                    AND other.next_run_at IS NOT NULL
                    AND (other.locked_at IS NOT NULL OR other.next_run_at < job.next_run_at
                         OR (other.next_run_at = job.next_run_at AND other.id < job.id))) AS ahead
           FROM "${table}" job
          WHERE job.id = $1 AND job.next_run_at IS NOT NULL AND job.locked_at IS NULL`,
        [jobId],
      );
      return rows[0]?.ahead == null ? null : Number(rows[0].ahead);
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await channel.disconnect();
      await pool.end();
    },
  };
}
