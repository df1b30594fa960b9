// 500 scheduled posts due at once, two publishing worker processes racing for them (the burst the
// CI test runs with 40): prints how long they took, the claims per worker, duplicates and lost
// posts, and fails (exit code 1) on the same problems as the test.
import { ownerWithSandboxAccount } from '../../test/support/publish-fixtures.js';
import { publishBurstProblems, runPublishBurst } from '../../test/scenarios/publish-burst.js';
import { print, startBenchStack } from '../support/bench-stack.js';

const POSTS = Number(process.env.BENCH_POSTS ?? 500);
const CONCURRENCY = process.env.BENCH_CONCURRENCY ?? '25';
const WORKERS = ['burst-a', 'burst-b'];

const stack = await startBenchStack({
  platformLatencyMs: 0,
  workerEnv: {
    PUBLISH_CONCURRENCY: CONCURRENCY,
    PUBLISH_PLATFORM_CONCURRENCY: CONCURRENCY,
    WORKER_POLL_INTERVAL_MS: '500',
  },
});
let problems: string[];
try {
  const owner = await ownerWithSandboxAccount(stack.cipher);
  // One after the other: two workers creating Agenda's schema at once can fail.
  const workers = [];
  for (const name of WORKERS) workers.push(await stack.startWorker(name));
  const result = await runPublishBurst({
    posts: POSTS,
    owner,
    schedule: stack.schedule,
    platform: stack.platform,
    workers,
    timeoutMs: 180_000,
  });
  problems = publishBurstProblems(result, WORKERS);
  print(
    `\npublish-exactly-once: ${POSTS} posts due at once, 2 workers of concurrency ${CONCURRENCY}`,
  );
  print(
    `all published in ${(result.elapsedMs / 1000).toFixed(1)} s ` +
      `(${((result.completed * 1000) / result.elapsedMs).toFixed(0)} posts/s, seeding included); ` +
      `claims by worker ${JSON.stringify(result.claimsByWorker)}`,
  );
  print(
    `duplicates ${result.duplicates}, lost ${result.posts - result.created}, ` +
      `completed ${result.completed}, notifications ${result.notifications}`,
  );
} finally {
  await stack.close();
}
print(
  problems.length ? `FAILED: ${problems.join('; ')}` : 'passed: every post published exactly once',
);
process.exitCode = problems.length ? 1 : 0;
