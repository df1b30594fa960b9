import { createLogger } from '@postcraft/logger';
import { z } from 'zod';
import { AGENDA_COLLECTION } from '../src/agenda/create-agenda.js';
import { defineJob } from '../src/jobs/job-definition.js';
import { startWorker, type RunningWorker } from '../src/worker.js';
import { useIsolatedDatabase } from './helpers/isolated-database.js';
import { testWorkerSetup } from './helpers/job-context.js';
import { waitFor } from './helpers/wait-for.js';

const DAILY = 'test.daily';

const dailyJob = defineJob({
  name: DAILY,
  payloadSchema: z.object({}),
  every: '1 day',
  async handle(_payload, { db }) {
    await db.collection('dailyRuns').insertOne({ at: new Date() });
  },
});

describe('recurring jobs across worker restarts', () => {
  const database = useIsolatedDatabase('recurring');
  const settings = {
    name: 'recurring-test',
    pollIntervalMs: 100,
    concurrency: 2,
    lockLifetimeMs: 4_000,
  };
  let running: RunningWorker | undefined;
  const start = async () => {
    running = await startWorker(
      database.db(),
      [dailyJob],
      settings,
      createLogger('silent', 'test'),
      testWorkerSetup().dependencies,
    );
    return running;
  };
  afterEach(async () => {
    await running?.stop(1_000);
  });
  const scheduled = () => database.db().collection(AGENDA_COLLECTION).findOne({ name: DAILY });
  const runs = () => database.db().collection('dailyRuns').countDocuments();

  it('when a daily job is new, then it runs at once; when the worker restarts, then its next run stays where it was', async () => {
    const first = await start();
    await waitFor(async () => (await runs()) === 1, 10_000);
    await waitFor(async () => Boolean((await scheduled())?.lastFinishedAt), 10_000);
    const nextRunAt = (await scheduled())!.nextRunAt as Date;
    expect(nextRunAt.getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60_000);
    await first.stop(1_000);
    running = undefined;

    const second = await start();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await second.stop(1_000);

    expect(await runs()).toBe(1);
    expect(((await scheduled())!.nextRunAt as Date).getTime()).toBe(nextRunAt.getTime());
    expect(await database.db().collection(AGENDA_COLLECTION).countDocuments({ name: DAILY })).toBe(
      1,
    );
  });
});
