import type pg from 'pg';
import { jobTableName } from './job-backend.js';

/**
 * Unlocks the jobs that worker `workerName` holds, so that another worker runs them at once
 * instead of after their lock expires: those it was running (due again now) and those it had
 * locked ahead of their time (due at that time). Only rows locked under this exact name are touched (never another
 * replica's, whatever their names share). Answers the ids handed back.
 */
export async function handBackHeldJobs(
  pool: pg.Pool,
  workerName: string,
  tableName?: string,
): Promise<string[]> {
  const table = jobTableName(tableName);
  const { rows } = await pool.query<{ id: string }>(
    // A job that started under this lock runs again now (a one-off one has no next run while it
    // runs); one locked ahead of its time keeps that time.
    `UPDATE "${table}"
        SET locked_at = NULL,
            next_run_at = CASE WHEN next_run_at IS NULL OR last_run_at >= locked_at
                               THEN NOW() ELSE next_run_at END
      WHERE locked_at IS NOT NULL AND last_modified_by = $1
      RETURNING id`,
    [workerName],
  );
  return rows.map((row) => row.id);
}

/** Deletes one-off jobs that finished before `before` (never recurring, pending or running ones). */
export async function purgeFinishedJobs(
  pool: pg.Pool,
  before: Date,
  tableName?: string,
): Promise<number> {
  const table = jobTableName(tableName);
  const { rowCount } = await pool.query(
    `DELETE FROM "${table}"
      WHERE next_run_at IS NULL AND locked_at IS NULL AND last_finished_at < $1`,
    [before],
  );
  return rowCount ?? 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a job waits or runs under `job.id` ('live': it is left as it is); otherwise makes sure
 * none ever will ('retired'). An id no job was ever saved under gets a finished row of its own
 * (named `job.name`, failed with `job.reason`), inserted only if the id is still free (the
 * table's primary key is the compare-and-set), so a late schedule under that id fails instead of
 * running; purgeFinishedJobs removes the row later. A job that finished, or an id that is not a
 * job table id, is retired already.
 */
export async function retireJobId(
  pool: pg.Pool,
  job: { id: string; name: string; reason: string },
  tableName?: string,
): Promise<'live' | 'retired'> {
  if (!UUID.test(job.id)) return 'retired';
  const table = jobTableName(tableName);
  await pool.query(
    `INSERT INTO "${table}" (id, name, priority, next_run_at, type, last_finished_at, failed_at,
                             fail_reason)
     VALUES ($1, $2, 0, NULL, 'normal', NOW(), NOW(), $3)
     ON CONFLICT (id) DO NOTHING`,
    [job.id, job.name, job.reason],
  );
  const { rows } = await pool.query<{ live: boolean }>(
    `SELECT next_run_at IS NOT NULL OR locked_at IS NOT NULL AS live FROM "${table}" WHERE id = $1`,
    [job.id],
  );
  return rows[0]?.live ? 'live' : 'retired';
}
