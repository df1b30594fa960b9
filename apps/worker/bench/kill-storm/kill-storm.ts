// 100 SIGKILLs of worker processes in the middle of publishing: two workers publish a stream of
// due posts to a stand-in platform that takes a while to answer; whenever creates are in flight,
// one worker is killed (SIGKILL) and a new one started, 100 times. Prints duplicates (a post
// created twice on the platform) and lost posts (never settled, or settled as published without
// reaching the platform), plus how many ended unconfirmed (the user is told to check them).
import { ScheduledPostModel } from '@postcraft/data';
import {
  ownerWithSandboxAccount,
  seedScheduledPosts,
} from '../../test/support/publish-fixtures.js';
import type { PublishWorker } from '../../test/support/publish-workers.js';
import { print, sleep, startBenchStack } from '../support/bench-stack.js';

const KILLS = Number(process.env.BENCH_KILLS ?? 100);
const POSTS = Number(process.env.BENCH_POSTS ?? 1_500);
const LATENCY_MS = Number(process.env.BENCH_PLATFORM_LATENCY_MS ?? 150);
const SETTLE_TIMEOUT_MS = Number(process.env.BENCH_SETTLE_TIMEOUT_MS ?? 300_000);

const stack = await startBenchStack({
  platformLatencyMs: LATENCY_MS,
  workerEnv: {
    PUBLISH_CONCURRENCY: '20',
    PUBLISH_PLATFORM_CONCURRENCY: '20',
    WORKER_POLL_INTERVAL_MS: '500',
    // A dead worker's jobs are taken over after 2 s, its claims judged after 5 s.
    PUBLISH_LOCK_LIFETIME_MS: '2000',
    PUBLISH_ATTEMPT_LEASE_MS: '5000',
  },
});
try {
  const owner = await ownerWithSandboxAccount(stack.cipher);
  const started = Date.now() + 20_000;
  // Spread so that publishing lasts through the storm.
  // A replacement worker takes about 2-3 s to start, so a kill every ~3 s.
  const spreadMs = Math.max(60_000, KILLS * 3_000);
  await seedScheduledPosts({
    owner,
    count: POSTS,
    dueAt: (index) => new Date(started + Math.floor((index * spreadMs) / POSTS)),
    schedule: stack.schedule,
    prefix: 'storm',
  });
  print(`seeded ${POSTS} posts due over ${spreadMs / 1000} s`);

  let generation = 0;
  const workers: PublishWorker[] = [];
  workers.push(await stack.startWorker(`storm-${generation++}`));
  workers.push(await stack.startWorker(`storm-${generation++}`));
  while (Date.now() < started) await sleep(200);

  const answered = () =>
    [...stack.platform.created.values()].reduce((sum, count) => sum + count, 0);
  let kills = 0;
  while (kills < KILLS) {
    // Wait for creates in flight (received, not yet answered) so the kill lands mid-publish.
    if (stack.platform.received.length - answered() <= 0) {
      await sleep(20);
      continue;
    }
    const victim = Math.floor(Math.random() * workers.length);
    await workers[victim]!.kill();
    kills += 1;
    workers[victim] = await stack.startWorker(`storm-${generation++}`);
    await sleep(100 + Math.random() * 400);
  }
  print(`${kills} SIGKILLs done`);

  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let pending = POSTS;
  while (Date.now() < deadline) {
    pending = await ScheduledPostModel.countDocuments({ status: 'pending' });
    if (pending === 0) break;
    await sleep(2_000);
  }
  await sleep(2_000);

  const posts = await ScheduledPostModel.find(
    {},
    { status: 1, caption: 1, platformResults: 1 },
  ).lean();
  const outcomes: Record<string, number> = {};
  let publishedWithoutCreate = 0;
  for (const post of posts) {
    const outcome = post.platformResults[0]?.outcome ?? post.status;
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    if (outcome === 'published' && !stack.platform.created.get(post.caption)) {
      publishedWithoutCreate += 1;
    }
  }
  print(
    `\nkill-storm: ${KILLS} SIGKILLs mid-publish, ${POSTS} posts, platform latency ${LATENCY_MS} ms`,
  );
  print(`outcomes: ${JSON.stringify(outcomes)}`);
  print(
    `duplicates ${stack.platform.duplicates()}, lost ${pending + publishedWithoutCreate} ` +
      `(still pending ${pending}, published without a create ${publishedWithoutCreate})`,
  );
} finally {
  await stack.close();
}
