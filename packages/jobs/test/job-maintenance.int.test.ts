import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import type pg from 'pg';
import {
  createJobPool,
  handBackHeldJobs,
  openJobQueue,
  purgeFinishedJobs,
  type JobQueue,
} from '../src/index.js';

const SECOND = 1_000;
const DAY = 24 * 60 * 60 * SECOND;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('job table maintenance', () => {
  const tableName = testJobTableName('maintenance');
  let pool: pg.Pool;
  let queue: JobQueue;

  beforeAll(async () => {
    // Opening a queue creates the table.
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    pool = createJobPool(process.env.DATABASE_URL!);
  });
  afterEach(() => pool.query(`DELETE FROM "${tableName}"`));
  afterAll(async () => {
    await queue.close();
    await pool.end();
    await dropJobTable(tableName);
  });

  async function insert(row: {
    name: string;
    nextRunAt?: Date | null;
    lockedAt?: Date | null;
    lastRunAt?: Date | null;
    lastFinishedAt?: Date | null;
    by?: string | null;
  }): Promise<string> {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO "${tableName}"
         (name, next_run_at, locked_at, last_run_at, last_finished_at, last_modified_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        row.name,
        row.nextRunAt ?? null,
        row.lockedAt ?? null,
        row.lastRunAt ?? null,
        row.lastFinishedAt ?? null,
        row.by ?? null,
      ],
    );
    return rows[0]!.id;
  }
  const get = async (id: string) =>
    (await pool.query(`SELECT * FROM "${tableName}" WHERE id = $1`, [id])).rows[0];

  it('hands back exactly the jobs locked under the given name: running ones due now, ones locked ahead at their time', async () => {
    const inFuture = new Date(Date.now() + 1.5 * SECOND);
    const running = await insert({
      name: 'one-off',
      lockedAt: ago(2 * SECOND),
      lastRunAt: ago(SECOND),
      by: 'host-1-a3f',
    });
    const recurringRunning = await insert({
      name: 'hourly',
      nextRunAt: new Date(Date.now() + 3_600 * SECOND),
      lockedAt: ago(2 * SECOND),
      lastRunAt: ago(SECOND),
      by: 'host-1-a3f',
    });
    const lockedAhead = await insert({
      name: 'soon',
      nextRunAt: inFuture,
      lockedAt: ago(100),
      lastRunAt: ago(DAY),
      by: 'host-1-a3f',
    });
    const otherReplica = await insert({
      name: 'theirs',
      lockedAt: ago(SECOND),
      lastRunAt: ago(SECOND),
      by: 'host-1-a3f9',
    });

    const handedBack = await handBackHeldJobs(pool, 'host-1-a3f', tableName);

    expect(new Set(handedBack)).toEqual(new Set([running, recurringRunning, lockedAhead]));
    for (const id of [running, recurringRunning]) {
      const row = await get(id);
      expect(row.locked_at).toBeNull();
      expect(Math.abs(row.next_run_at.getTime() - Date.now())).toBeLessThan(10 * SECOND);
    }
    expect(await get(lockedAhead)).toMatchObject({ locked_at: null, next_run_at: inFuture });
    expect((await get(otherReplica)).locked_at).not.toBeNull();
    expect(await handBackHeldJobs(pool, 'host-1-a3f', tableName)).toEqual([]);
  });

  it('purges one-off jobs finished before the cutoff, never recurring, pending or running ones', async () => {
    await insert({ name: 'old', lastFinishedAt: ago(8 * DAY) });
    await insert({ name: 'recent', lastFinishedAt: ago(DAY) });
    await insert({ name: 'recurring', nextRunAt: ago(-DAY), lastFinishedAt: ago(30 * DAY) });
    await insert({ name: 'running', lockedAt: ago(0), lastFinishedAt: ago(30 * DAY) });

    expect(await purgeFinishedJobs(pool, ago(7 * DAY), tableName)).toBe(1);
    const names = (await pool.query(`SELECT name FROM "${tableName}" ORDER BY name`)).rows;
    expect(names.map((row) => row.name)).toEqual(['recent', 'recurring', 'running']);
  });
});
