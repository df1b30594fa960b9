// 300 probe jobs due at once, two worker processes racing for them on one job table (the burst
// the CI test runs with 40): prints how long they took, the runs per worker, duplicates and lost
// jobs, and fails (exit code 1) on the same problems as the test.
import { createJobPool } from '@postcraft/jobs';
import { MongoClient } from 'mongodb';
import { PROBE_JOB } from '../../test/fixtures/probe-job.js';
import { probeBurstProblems, runProbeBurst } from '../../test/scenarios/probe-burst.js';
import { print, startBenchStack } from '../support/bench-stack.js';

const JOBS = Number(process.env.BENCH_JOBS ?? 300);
const HOLD_MS = Number(process.env.BENCH_HOLD_MS ?? 5);
const WORKERS = ['worker-a', 'worker-b'];

const stack = await startBenchStack({
  platformLatencyMs: 0,
  workerEnv: { WORKER_CONCURRENCY: '5' },
});
const client = await MongoClient.connect(stack.mongodbUri);
const pool = createJobPool(process.env.DATABASE_URL!);
let problems: string[];
try {
  const workers = await Promise.all(WORKERS.map((name) => stack.startWorker(name)));
  const result = await runProbeBurst({
    jobs: JOBS,
    holdMs: HOLD_MS,
    queue: stack.queue,
    db: client.db(),
    jobRows: async () =>
      (await pool.query(`SELECT * FROM "${stack.jobTable}" WHERE name = $1`, [PROBE_JOB])).rows,
    workers,
    timeoutMs: 180_000,
  });
  problems = probeBurstProblems(result, WORKERS);
  print(`\nexactly-once: ${JOBS} probe jobs due at once (each holds ${HOLD_MS} ms), 2 workers`);
  print(
    `all ran in ${(result.elapsedMs / 1000).toFixed(1)} s ` +
      `(${((result.runs * 1000) / result.elapsedMs).toFixed(0)} jobs/s); ` +
      `runs by worker ${JSON.stringify(result.runsByWorker)}`,
  );
  print(
    `duplicates ${result.duplicates}, lost ${result.lost}, unsettled rows ${result.unsettledRows}`,
  );
} finally {
  await pool.end();
  await client.close();
  await stack.close();
}
print(problems.length ? `FAILED: ${problems.join('; ')}` : 'passed: every job ran exactly once');
process.exitCode = problems.length ? 1 : 0;
