import { createJobPool, openJobQueue, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import type pg from 'pg';
import type { JobStore } from '../../src/jobs/job-definition.js';

export interface TestJobTable {
  tableName: string;
  databaseUrl: string;
  /** A pool on the run's PostgreSQL, to read the job rows. */
  pool: () => pg.Pool;
  /** The queue the API enqueues through, on this table. */
  queue: () => JobQueue;
  jobStore: () => JobStore;
  /** The job rows, as Agenda stores them (snake_case columns). */
  rows: (where?: string, values?: unknown[]) => Promise<Array<Record<string, unknown>>>;
}

/** A job table of this test file's own (created before its tests, dropped after them). */
export function useJobTable(prefix: string): TestJobTable {
  const tableName = testJobTableName(prefix);
  const databaseUrl = process.env.DATABASE_URL!;
  let pool: pg.Pool | undefined;
  let queue: JobQueue | undefined;
  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl, tableName });
    pool = createJobPool(databaseUrl);
  });
  afterAll(async () => {
    await queue?.close();
    await pool?.end();
    await dropJobTable(tableName, databaseUrl);
  });
  return {
    tableName,
    databaseUrl,
    pool: () => pool!,
    queue: () => queue!,
    jobStore: () => ({ pool: pool!, tableName }),
    rows: async (where = 'TRUE', values = []) =>
      (await pool!.query(`SELECT * FROM "${tableName}" WHERE ${where}`, values)).rows,
  };
}
