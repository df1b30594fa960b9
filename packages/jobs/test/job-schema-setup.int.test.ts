import pg from 'pg';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import { openJobQueue, type JobQueue } from '../src/index.js';

async function indexesOf(table: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ indexname: string }>(
      'SELECT indexname FROM pg_indexes WHERE tablename = $1',
      [table],
    );
    return rows.map((row) => row.indexname);
  } finally {
    await client.end();
  }
}

/** Queues opened together, like the API and workers of a deployment starting at once. */
const QUEUES_AT_ONCE = 8;
/** Fresh tables tried: the catalogue race does not strike every time. */
const ROUNDS = 5;

describe('setting up the job table', () => {
  const tables: string[] = [];

  afterAll(async () => {
    for (const table of tables) await dropJobTable(table);
  });

  it('when several queues start at once on a table that does not exist yet, then they all start and share one table', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const tableName = testJobTableName('setup');
      tables.push(tableName);
      const opened = await Promise.allSettled(
        Array.from({ length: QUEUES_AT_ONCE }, () =>
          openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName }),
        ),
      );
      const queues = opened.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      const failures = opened.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      try {
        expect(failures).toEqual([]);
        const ids = await Promise.all(
          queues.map((queue: JobQueue) => queue.schedule('setup.check', new Date(), {})),
        );
        expect(new Set(ids).size).toBe(QUEUES_AT_ONCE);
        expect(await indexesOf(tableName)).toEqual(
          expect.arrayContaining([`${tableName}_expired_lock_idx`, `${tableName}_free_job_idx`]),
        );
      } finally {
        await Promise.all(queues.map((queue) => queue.close()));
      }
    }
  });
});
