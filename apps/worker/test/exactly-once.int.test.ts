import { createLogger } from '@postcraft/logger';
import { AGENDA_COLLECTION, createAgenda } from '../src/agenda/create-agenda.js';
import { PROBE_JOB, PROBE_RUNS, probeJob } from './fixtures/probe-job.js';
import { useIsolatedDatabase } from './helpers/isolated-database.js';
import { waitFor } from './helpers/wait-for.js';
import { testWorkerSetup } from './helpers/job-context.js';
import { startWorkerProcess, type WorkerProcess } from './helpers/worker-process.js';

// Enough for both workers to race for the same due jobs at every poll (5 at a time each); more
// only lengthens the run, since FerretDB's SQLite backend scans the whole job collection per poll.
const JOB_COUNT = 120;

describe('two worker processes on one database', () => {
  const database = useIsolatedDatabase('worker');
  const { uri } = database;
  let workers: WorkerProcess[] = [];

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
  });

  it(`when ${JOB_COUNT} jobs fall due at once, then each runs exactly once: none twice, none lost`, async () => {
    workers = await Promise.all([
      startWorkerProcess('worker-a', uri),
      startWorkerProcess('worker-b', uri),
    ]);

    const scheduler = createAgenda(
      database.db(),
      [probeJob],
      { name: 'test-scheduler', pollIntervalMs: 60_000, concurrency: 1 },
      createLogger('silent', 'test'),
      testWorkerSetup().dependencies,
    );
    for (let index = 0; index < JOB_COUNT; index++)
      await scheduler.now(PROBE_JOB, { index, holdMs: 5 });

    const runs = database.db().collection(PROBE_RUNS);
    await waitFor(async () => (await runs.countDocuments()) >= JOB_COUNT, 300_000);
    // Give a duplicate run, if any, time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const all = await runs.find().toArray();
    expect(all).toHaveLength(JOB_COUNT);
    expect(new Set(all.map((run) => run.jobId)).size).toBe(JOB_COUNT);
    expect(new Set(all.map((run) => run.index)).size).toBe(JOB_COUNT);
    const byWorker = new Set(all.map((run) => run.worker));
    expect(byWorker).toEqual(new Set(['worker-a', 'worker-b']));

    const jobs = await database
      .db()
      .collection(AGENDA_COLLECTION)
      .find({ name: PROBE_JOB })
      .toArray();
    expect(jobs).toHaveLength(JOB_COUNT);
    expect(jobs.every((job) => job.lastFinishedAt && !job.failedAt && !job.lockedAt)).toBe(true);

    const exitCodes = await Promise.all(workers.map((worker) => worker.stop()));
    expect(exitCodes).toEqual([0, 0]);
  }, 400_000);
});
