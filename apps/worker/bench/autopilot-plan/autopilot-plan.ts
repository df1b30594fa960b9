// 1,000 autopilot users at 7 posts a week, their plan jobs queued at once by the workers' own
// top-up as they start (as after a deploy), planned by two worker processes with the studio's local generator: prints the time until
// every user's coming week is full, posts/s, per-user fill times, duplicates and overfull weeks,
// then where one plan's time goes. Goal: every horizon filled within 5 minutes.
//
//   AUTOPILOT_BENCH_USERS=100 pnpm bench:autopilot-plan     a smaller run
//   AUTOPILOT_BENCH_DEADLINE_MS=600000                      give up after 10 minutes (20 unless said)
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { AutopilotStateModel, ScheduledPostModel } from '@postcraft/data';
import { startMailCatcher } from '@postcraft/mail-catcher';
import {
  cpuMsPer,
  percentile,
  print,
  sleep,
  stackCpuSeconds,
  startBenchStack,
} from '../support/bench-stack.js';
import { seedAutopilotUsers } from './autopilot-users.js';
import { timePlans } from './time-split.js';

const USERS = Number(process.env.AUTOPILOT_BENCH_USERS ?? 1_000);
const FREQUENCY = 7;
const GOAL_MS = 5 * 60_000;
const DEADLINE_MS = Number(process.env.AUTOPILOT_BENCH_DEADLINE_MS ?? 20 * 60_000);
const POLL_INTERVAL_MS = process.env.AUTOPILOT_BENCH_POLL_INTERVAL_MS ?? '2000';
const SPLIT_USERS = 3;
const WEEK_MS = 7 * 24 * 3600_000;
const seconds = (ms: number) => (ms / 1000).toFixed(1);

const dataDir = mkdtempSync(join(tmpdir(), 'postcraft-autopilot-bench-'));
const mail = await startMailCatcher();
const stack = await startBenchStack({
  platformLatencyMs: 0,
  workerEnv: {
    // Everyone has autopilot; both workers share one media folder, as on one host.
    BILLING: 'off',
    DATA_DIR: dataDir,
    SMTP_URL: mail.smtpUrl,
    WORKER_POLL_INTERVAL_MS: POLL_INTERVAL_MS,
  },
});
try {
  const seeding = Date.now();
  await seedAutopilotUsers(USERS, FREQUENCY, stack.cipher);
  print(`seeded ${USERS} users in ${Date.now() - seeding} ms`);
  // The workers' own top-up queues every user's plan as they start (a recurring job new to the
  // database runs at once), as after a deploy: the times count from the first worker's start.
  const cpuAtStart = stackCpuSeconds();
  const queuedAt = Date.now();
  const workers = [await stack.startWorker('plan-a'), await stack.startWorker('plan-b')];
  let stopping = false;
  for (const worker of workers) {
    // A worker that dies mid-run leaves its users to the other once their locks run out: say so.
    worker.child.once('exit', (code, signal) => {
      if (!stopping)
        print(`${worker.name} died (${signal ?? code}):\n${worker.output().slice(-4000)}`);
    });
  }

  // Progress from the planner states (one small document per user), every few seconds: FerretDB
  // decodes each document it counts. The times themselves come from the states afterwards.
  const planned = { lastPlannedAt: { $ne: null }, leaseHolder: null };
  let done = 0;
  let doneAtReport = 0;
  let lastReport = queuedAt;
  while (done < USERS && Date.now() - queuedAt < DEADLINE_MS) {
    await sleep(5_000);
    done = await AutopilotStateModel.countDocuments(planned);
    if (Date.now() - lastReport >= 60_000) {
      const rate = ((done - doneAtReport) * FREQUENCY * 1000) / (Date.now() - lastReport);
      print(
        `  ${seconds(Date.now() - queuedAt)} s: ${done}/${USERS} users planned ` +
          `(${rate.toFixed(2)} posts/s over the last minute)`,
      );
      lastReport = Date.now();
      doneAtReport = done;
    }
  }
  const cpu = cpuMsPer(cpuAtStart, stackCpuSeconds(), Math.max(1, done * FREQUENCY));
  stopping = true;
  await Promise.all(workers.map((worker) => worker.kill()));

  const states = await AutopilotStateModel.find(planned, { updatedAt: 1 }).lean();
  const fillMs = states.map((state) => state.updatedAt.getTime() - queuedAt).sort((a, b) => a - b);
  const elapsedMs = fillMs.at(-1) ?? Date.now() - queuedAt;
  // Grouped here: FerretDB's $group has no $addToSet.
  const planPosts = await ScheduledPostModel.find(
    {
      origin: 'autopilot',
      status: 'awaiting_approval',
      // Each run's week starts when it runs: none ends later than now + 7 days.
      scheduledTime: { $gte: new Date(queuedAt), $lt: new Date(Date.now() + WEEK_MS) },
    },
    { ownerId: 1, autopilot: 1 },
  ).lean();
  const byOwner = new Map<string, { posts: number; slots: Set<string> }>();
  for (const post of planPosts) {
    const entry = byOwner.get(post.ownerId.toString()) ?? { posts: 0, slots: new Set<string>() };
    entry.posts += 1;
    entry.slots.add(post.autopilot?.slotKey ?? '');
    byOwner.set(post.ownerId.toString(), entry);
  }
  const perUser = [...byOwner.values()];
  const posts = planPosts.length;
  const full = perUser.filter((user) => user.posts === FREQUENCY).length;
  const over = perUser.filter((user) => user.posts > FREQUENCY).length;
  const duplicates = perUser.filter((user) => user.slots.size !== user.posts).length;

  print(
    `\nautopilot-plan: ${USERS} users at ${FREQUENCY} posts a week, 2 workers, ` +
      `poll ${POLL_INTERVAL_MS} ms, ${availableParallelism()} CPUs`,
  );
  print(`users with a full week: ${full}/${USERS}`);
  print(`posts: ${posts}`);
  print(
    `time to fill every horizon: ${seconds(elapsedMs)} s` +
      (full < USERS ? ` (not all filled: stopped after ${seconds(DEADLINE_MS)} s)` : ''),
  );
  print(`posts/s: ${(posts / (elapsedMs / 1000)).toFixed(2)}`);
  print(
    `per-user fill time s (from queueing): p50 ${seconds(percentile(fillMs, 50))}  ` +
      `p95 ${seconds(percentile(fillMs, 95))}  max ${seconds(fillMs.at(-1) ?? NaN)}`,
  );
  print(`CPU per post (every process of the run): ${cpu}`);
  print(`approval mails caught: ${mail.messages().length}`);
  print(`users with a duplicate slot: ${duplicates}; users over ${FREQUENCY}: ${over}`);
  const met = full === USERS && elapsedMs <= GOAL_MS;
  print(`goal (every horizon within ${GOAL_MS / 60_000} min): ${met ? 'met' : 'missed'}`);

  const extra = await seedAutopilotUsers(SPLIT_USERS, FREQUENCY, stack.cipher, USERS);
  const split = await timePlans(extra, join(dataDir, 'media'), stack.schedule);
  const perPost = (ms: number) => (ms / Math.max(1, split.posts)).toFixed(1);
  print(
    `\none plan at this size, in this process alone (${SPLIT_USERS} users, ${split.posts} posts), ` +
      `ms per post: total ${perPost(split.totalMs)}, generator ${perPost(split.generatorMs)}`,
  );
  for (const { query, ms, calls } of split.queries.slice(0, 8)) {
    print(`  ${query}: ${perPost(ms)} (${calls} calls, ${(ms / calls).toFixed(1)} ms each)`);
  }
  if (duplicates > 0 || over > 0) process.exitCode = 1;
} finally {
  await stack.close();
  await mail.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
