import { PROBE_JOB, PROBE_RUNS } from './fixtures/probe-job.js';
import { useIsolatedDatabase } from './helpers/isolated-database.js';
import { useJobTable } from './helpers/job-table.js';
import { waitFor } from './helpers/wait-for.js';
import { startWorkerProcess, type WorkerProcess } from './helpers/worker-process.js';

// Both workers race for the same due jobs: each locks them one by one with FOR UPDATE SKIP LOCKED
// as soon as NOTIFY tells it of a new one, and again at every poll.
const JOB_COUNT = 300;

describe('two worker processes on one job table', () => {
  const database = useIsolatedDatabase('worker');
  const jobs = useJobTable('exactly_once');
  let workers: WorkerProcess[] = [];

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
  });

  it(`when ${JOB_COUNT} jobs fall due at once, then each runs exactly once: none twice, none lost`, async () => {
    workers = await Promise.all([
      startWorkerProcess('worker-a', database.uri, jobs.tableName),
      startWorkerProcess('worker-b', database.uri, jobs.tableName),
    ]);

    const now = new Date();
    const jobIds = await Promise.all(
      Array.from({ length: JOB_COUNT }, (_, index) =>
        jobs.queue().schedule(PROBE_JOB, now, { index, holdMs: 5 }),
      ),
    );
    expect(new Set(jobIds).size).toBe(JOB_COUNT);

    const runs = database.db().collection(PROBE_RUNS);
    await waitFor(async () => (await runs.countDocuments()) >= JOB_COUNT, 120_000);
    // Give a duplicate run, if any, time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const all = await runs.find().toArray();
    expect(all).toHaveLength(JOB_COUNT);
    expect(new Set(all.map((run) => run.jobId))).toEqual(new Set(jobIds));
    expect(new Set(all.map((run) => run.index)).size).toBe(JOB_COUNT);
    const byWorker = new Set(all.map((run) => run.worker));
    expect(byWorker).toEqual(new Set(['worker-a', 'worker-b']));

    const rows = await jobs.rows('name = $1', [PROBE_JOB]);
    expect(rows).toHaveLength(JOB_COUNT);
    expect(rows.every((row) => row.last_finished_at && !row.failed_at && !row.locked_at)).toBe(
      true,
    );

    const exitCodes = await Promise.all(workers.map((worker) => worker.stop()));
    expect(exitCodes).toEqual([0, 0]);
  }, 200_000);
});
