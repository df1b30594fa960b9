import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/**
 * A new job's id, chosen before the job exists: a scheduled post is saved with it first, so no
 * later write of the post races the worker publishing it (FerretDB 1.x writes a whole document
 * back, so a late `jobId` write would put back the `pending` a quick publish had replaced).
 */
export const newJobId = (): string => randomUUID();

/**
 * Inserts one run of job `name` at `runAt` under the given id, as Agenda's own save of a new
 * normal job would (Agenda only updates a job that already has an id).
 */
export async function insertJob(
  pool: pg.Pool,
  table: string,
  job: { id: string; name: string; runAt: Date; data: Record<string, unknown> },
): Promise<void> {
  await pool.query(
    `INSERT INTO "${table}" (id, name, priority, next_run_at, type, data)
     VALUES ($1, $2, 0, $3, 'normal', $4)`,
    [job.id, job.name, job.runAt, JSON.stringify(job.data)],
  );
}

/**
 * Like insertJob, but a job that already has this id (queued, running or finished) is kept as it
 * is: for jobs whose id is derived from what they do, queued again by a re-run.
 */
export async function insertJobOnce(
  pool: pg.Pool,
  table: string,
  job: { id: string; name: string; runAt: Date; data: Record<string, unknown> },
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `INSERT INTO "${table}" (id, name, priority, next_run_at, type, data)
     VALUES ($1, $2, 0, $3, 'normal', $4)
     ON CONFLICT (id) DO NOTHING`,
    [job.id, job.name, job.runAt, JSON.stringify(job.data)],
  );
  return rowCount === 1;
}
