// 10,000 posts due within one minute, two worker processes, a local stand-in platform: prints the
// lateness of each publish (platform receipt minus the post's time), posts/s per worker,
// duplicates and lost posts. Goal: p99 <= 1 s, 0 duplicates, 0 lost.
import { PublishAttemptModel, PublishOutcomeModel, ScheduledPostModel } from '@postcraft/data';
import {
  ownerWithSandboxAccount,
  seedScheduledPosts,
} from '../../test/support/publish-fixtures.js';
import {
  cpuMsPer,
  stackCpuSeconds,
  percentile,
  print,
  sleep,
  startBenchStack,
} from '../support/bench-stack.js';

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const SPREAD_MS = Number(process.env.BENCH_SPREAD_MS ?? 60_000);
const LATENCY_MS = Number(process.env.BENCH_PLATFORM_LATENCY_MS ?? 50);
const SEED_MARGIN_MS = Number(process.env.BENCH_SEED_MARGIN_MS ?? 60_000);
const CONCURRENCY = process.env.BENCH_CONCURRENCY ?? '50';

const stack = await startBenchStack({
  platformLatencyMs: LATENCY_MS,
  workerEnv: {
    PUBLISH_CONCURRENCY: CONCURRENCY,
    PUBLISH_PLATFORM_CONCURRENCY: CONCURRENCY,
    WORKER_POLL_INTERVAL_MS: '1000',
  },
});
try {
  const owner = await ownerWithSandboxAccount(stack.cipher);
  const start = Date.now() + SEED_MARGIN_MS;
  const dueOf = (index: number) => start + Math.floor((index * SPREAD_MS) / POSTS);
  const seeding = Date.now();
  const postIds = await seedScheduledPosts({
    owner,
    count: POSTS,
    dueAt: (index) => new Date(dueOf(index)),
    schedule: stack.schedule,
    prefix: 'burst',
    // The API writes each job id on its post; the run does not need it, so seeding skips it.
  });
  print(`seeded ${POSTS} posts and jobs in ${Date.now() - seeding} ms`);
  if (Date.now() > start - 5_000) throw new Error('Seeding ran past the first due time');

  await stack.startWorker('burst-a');
  await stack.startWorker('burst-b');
  const deadline = start + SPREAD_MS + 240_000;
  let pending = POSTS;
  // Progress is read off the stand-in, not the database: a count over every post every few
  // seconds would be a load of its own on FerretDB, which decodes each document it counts.
  await sleep(start - Date.now());
  const cpuAtStart = stackCpuSeconds();
  while (Date.now() < deadline && stack.platform.created.size < POSTS) await sleep(1_000);
  const cpuPerPublish = cpuMsPer(cpuAtStart, stackCpuSeconds(), stack.platform.created.size);
  await sleep(2_000);
  pending = await ScheduledPostModel.countDocuments({ status: 'pending' });

  const firstReceipt = new Map<number, number>();
  for (const create of stack.platform.received) {
    const index = Number(create.text.split(' ')[1]);
    if (!firstReceipt.has(index)) firstReceipt.set(index, create.at);
  }
  const lateness = [...firstReceipt.entries()]
    .map(([index, at]) => at - dueOf(index))
    .sort((a, b) => a - b);
  const claims = await PublishAttemptModel.find(
    {},
    { postId: 1, claimedBy: 1, claimedAt: 1 },
  ).lean();
  const finishedAt = new Map(
    (await PublishOutcomeModel.find({}, { finishedAt: 1 }).lean()).map((outcome) => [
      outcome._id,
      outcome.finishedAt,
    ]),
  );
  const attempts = claims.map((claim) => ({
    ...claim,
    finishedAt: finishedAt.get(claim._id) ?? null,
  }));
  const byWorker = new Map<string, { count: number; first: number; last: number }>();
  for (const attempt of attempts) {
    const entry = byWorker.get(attempt.claimedBy) ?? { count: 0, first: Infinity, last: 0 };
    entry.count += 1;
    entry.first = Math.min(entry.first, attempt.claimedAt.getTime());
    entry.last = Math.max(entry.last, (attempt.finishedAt ?? attempt.claimedAt).getTime());
    byWorker.set(attempt.claimedBy, entry);
  }
  // Where the time goes: due -> claim (job pickup, post read), claim -> outcome written (account,
  // platform call, attempt write).
  const indexOfPost = new Map(postIds.map((id, index) => [id, index]));
  const toClaim: number[] = [];
  const claimToOutcome: number[] = [];
  for (const attempt of attempts) {
    const index = indexOfPost.get(attempt.postId.toString());
    if (index === undefined) continue;
    toClaim.push(attempt.claimedAt.getTime() - dueOf(index));
    if (attempt.finishedAt) {
      claimToOutcome.push(attempt.finishedAt.getTime() - attempt.claimedAt.getTime());
    }
  }
  toClaim.sort((a, b) => a - b);
  claimToOutcome.sort((a, b) => a - b);
  const completed = await ScheduledPostModel.countDocuments({ status: 'completed' });
  // Lost: a post that settled as published but never reached the platform. Posts still pending
  // at the deadline are late, not lost: their jobs are still queued.
  const publishedPosts = await ScheduledPostModel.find(
    { status: 'completed' },
    { caption: 1 },
  ).lean();
  const lost = publishedPosts.filter((post) => !stack.platform.created.get(post.caption)).length;

  print(
    `\npublish-burst: ${POSTS} posts due over ${SPREAD_MS / 1000} s, 2 workers, ` +
      `concurrency ${CONCURRENCY} each, platform latency ${LATENCY_MS} ms`,
  );
  print(
    `lateness ms: p50 ${percentile(lateness, 50)}  p99 ${percentile(lateness, 99)}  ` +
      `max ${lateness.at(-1)}  (min ${lateness[0]})`,
  );
  // When the late posts were due: a tail at the start is the workers warming up, one in the
  // middle a pause (a checkpoint, a collection), a rising one a CPU that cannot keep up.
  const slices = Math.min(6, Math.max(1, Math.round(SPREAD_MS / 10_000)));
  const maxBySlice = Array.from({ length: slices }, () => 0);
  for (const [index, at] of firstReceipt) {
    const slice = Math.min(slices - 1, Math.floor((index * slices) / POSTS));
    maxBySlice[slice] = Math.max(maxBySlice[slice]!, at - dueOf(index));
  }
  print(
    `lateness max by ${SPREAD_MS / slices / 1000} s of due times: ${maxBySlice.join(' / ')} ms`,
  );
  for (const [name, worker] of byWorker) {
    const seconds = (worker.last - worker.first) / 1000;
    print(
      `worker ${name}: ${worker.count} posts, ${(worker.count / seconds).toFixed(1)} posts/s over ${seconds.toFixed(1)} s`,
    );
  }
  print(
    `due -> claimed ms: p50 ${percentile(toClaim, 50)}  p99 ${percentile(toClaim, 99)}; ` +
      `claimed -> outcome ms: p50 ${percentile(claimToOutcome, 50)}  p99 ${percentile(claimToOutcome, 99)}`,
  );
  print(
    `completed ${completed}, still pending at the deadline ${pending} ` +
      `(created on the platform: ${stack.platform.created.size})`,
  );
  print(`CPU per publish (every process of the run): ${cpuPerPublish}`);
  print(`duplicates ${stack.platform.duplicates()}, lost ${lost}`);
} finally {
  await stack.close();
}
