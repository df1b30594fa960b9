import { useIsolatedDatabase } from './helpers/isolated-database.js';
import { useJobTable } from './helpers/job-table.js';
import { startWorkerProcess, type WorkerProcess } from './helpers/worker-process.js';
import { PROBE_JOB } from './fixtures/probe-job.js';
import { probeBurstProblems, runProbeBurst } from './scenarios/probe-burst.js';

// Both workers race for the same due jobs: each locks them one by one with FOR UPDATE SKIP LOCKED
// as soon as NOTIFY tells it of a new one, and again at every poll. `pnpm bench:exactly-once`
// runs the same burst with 300 jobs.
const JOB_COUNT = 40;

describe('two worker processes on one job table', () => {
  const database = useIsolatedDatabase('worker');
  const jobs = useJobTable('exactly_once');
  const workers: WorkerProcess[] = [];

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
  });

  it(`when ${JOB_COUNT} jobs fall due at once, then each runs exactly once: none twice, none lost`, async () => {
    // Each kept as it starts, so that one failing to start does not leave the other running.
    await Promise.all(
      ['worker-a', 'worker-b'].map(async (name) =>
        workers.push(await startWorkerProcess(name, database.uri, jobs.tableName)),
      ),
    );

    const result = await runProbeBurst({
      jobs: JOB_COUNT,
      // Long enough that a worker holding its 5 jobs leaves the next ones to the other, even
      // when a loaded machine is slow to wake the other (with 20 ms one worker once ran all 40).
      holdMs: 250,
      queue: jobs.queue(),
      db: database.db(),
      jobRows: () => jobs.rows('name = $1', [PROBE_JOB]),
      workers,
      timeoutMs: 60_000,
    });

    expect(probeBurstProblems(result, ['worker-a', 'worker-b'])).toEqual([]);
    expect(result.runs).toBe(JOB_COUNT);
  }, 120_000);
});
