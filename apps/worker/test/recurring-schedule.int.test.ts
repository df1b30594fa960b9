import { createLogger } from '@postcraft/logger';
import { z } from 'zod';
import { defineJob } from '../src/jobs/job-definition.js';
import { startWorker, type RunningWorker } from '../src/worker.js';
import { useIsolatedDatabase } from './helpers/isolated-database.js';
import { testWorkerSetup } from './helpers/job-context.js';
import { useJobTable } from './helpers/job-table.js';
import { waitFor } from './helpers/wait-for.js';

const DAILY = 'test.daily';
const TICK = 'test.tick';

const dailyJob = defineJob({
  name: DAILY,
  payloadSchema: z.object({}),
  every: '1 day',
  async handle(_payload, { db }) {
    await db.collection('dailyRuns').insertOne({ at: new Date() });
  },
});

/** A one-off job: its run shows the worker has picked up due jobs since it started. */
const tickJob = defineJob({
  name: TICK,
  payloadSchema: z.object({}),
  async handle(_payload, { db }) {
    await db.collection('ticks').insertOne({ at: new Date() });
  },
});

describe('recurring jobs across worker restarts', () => {
  const database = useIsolatedDatabase('recurring');
  const jobs = useJobTable('recurring');
  const settings = {
    databaseUrl: jobs.databaseUrl,
    jobTable: jobs.tableName,
    name: 'recurring-test',
    pollIntervalMs: 100,
    concurrency: 2,
    lockLifetimeMs: 4_000,
  };
  let running: RunningWorker | undefined;
  const start = async () => {
    running = await startWorker(
      database.db(),
      [dailyJob, tickJob],
      settings,
      createLogger('silent', 'test'),
      testWorkerSetup().dependencies,
    );
    return running;
  };
  afterEach(async () => {
    await running?.stop(1_000);
  });
  const scheduled = async () => (await jobs.rows('name = $1', [DAILY]))[0];
  const runs = () => database.db().collection('dailyRuns').countDocuments();

  it('when a daily job is new, then it runs at once; when the worker restarts, then its next run stays where it was', async () => {
    const first = await start();
    await waitFor(async () => (await runs()) === 1, 10_000);
    await waitFor(async () => Boolean((await scheduled())?.last_finished_at), 10_000);
    const nextRunAt = (await scheduled())!.next_run_at as Date;
    expect(nextRunAt.getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60_000);
    await first.stop(1_000);
    running = undefined;

    const second = await start();
    // Had the restart moved the daily run to now, the worker would have taken it up at its start,
    // before this job due now; stopping lets a run in flight finish before the count.
    await jobs.queue().schedule(TICK, new Date(), {});
    const ticks = () => database.db().collection('ticks').countDocuments();
    await waitFor(async () => (await ticks()) === 1, 10_000);
    await second.stop(1_000);

    expect(await runs()).toBe(1);
    expect(((await scheduled())!.next_run_at as Date).getTime()).toBe(nextRunAt.getTime());
    expect(await jobs.rows('name = $1', [DAILY])).toHaveLength(1);
  });
});
