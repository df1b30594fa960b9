// 500 scheduled posts published by a real worker process to a local Sandbox stand-in, with a
// socket.io client of the owner connected to a socket.io server on the API's PostgreSQL adapter:
// prints p50/p99 of (new_notification received by the client − platform call answered).
// Goal: p99 < 250 ms, every post's event received.
import { NewNotificationPayloadSchema, SERVER_EVENTS } from '@postcraft/contracts';
import { UserModel } from '@postcraft/data';
import { Types } from 'mongoose';
import {
  ownerWithSandboxAccount,
  seedScheduledPosts,
} from '../../test/support/publish-fixtures.js';
import { startSocketStandIn } from '../../test/support/socket-stand-in.js';
import { percentile, print, sleep, startBenchStack } from '../support/bench-stack.js';

const POSTS = Number(process.env.BENCH_POSTS ?? 500);
const SPREAD_MS = Number(process.env.BENCH_SPREAD_MS ?? 20_000);
const LATENCY_MS = Number(process.env.BENCH_PLATFORM_LATENCY_MS ?? 50);
const GOAL_P99_MS = 250;

const stack = await startBenchStack({
  platformLatencyMs: LATENCY_MS,
  workerEnv: { WORKER_POLL_INTERVAL_MS: '1000', PUBLISH_CONCURRENCY: '20' },
});
const sockets = await startSocketStandIn(process.env.DATABASE_URL!);
let failed: boolean;
try {
  const owner = await ownerWithSandboxAccount(stack.cipher);
  await UserModel.collection.insertOne({
    _id: new Types.ObjectId(owner),
    email: `bench.${owner}@example.com`,
    language: 'en',
  });
  const browser = await sockets.browser(owner);
  await stack.startWorker('browser-bench', { LOG_LEVEL: 'info' });

  const start = Date.now() + 10_000;
  await seedScheduledPosts({
    owner,
    count: POSTS,
    dueAt: (index) => new Date(start + Math.floor((index * SPREAD_MS) / POSTS)),
    schedule: stack.schedule,
    prefix: 'rt',
  });
  print(`seeded ${POSTS} posts due over ${SPREAD_MS} ms`);

  const deadline = start + SPREAD_MS + 120_000;
  const arrived = () =>
    browser.received.filter((entry) => entry.event === SERVER_EVENTS.newNotification).length;
  while (Date.now() < deadline && arrived() < POSTS) await sleep(250);

  // When each post's platform call was answered: its receipt plus the stand-in's latency.
  const answeredAt = new Map<string, number>();
  for (const create of stack.platform.received) {
    if (!answeredAt.has(create.text)) answeredAt.set(create.text, create.at + LATENCY_MS);
  }
  const delays: number[] = [];
  for (const entry of browser.received) {
    if (entry.event !== SERVER_EVENTS.newNotification) continue;
    const notification = NewNotificationPayloadSchema.parse(entry.payload);
    const answered = answeredAt.get(notification.caption);
    if (answered !== undefined) delays.push(entry.at - answered);
  }
  delays.sort((a, b) => a - b);
  const p50 = percentile(delays, 50);
  const p99 = percentile(delays, 99);
  print(`events received: ${delays.length} of ${POSTS}`);
  print(
    `platform answered -> browser event: p50 ${p50} ms, p99 ${p99} ms, max ${delays.at(-1)} ms`,
  );
  failed = delays.length < POSTS || !(p99 < GOAL_P99_MS);
  print(failed ? `FAIL (goal: all ${POSTS} events, p99 < ${GOAL_P99_MS} ms)` : 'PASS');
} finally {
  await sockets.close();
  await stack.close();
}
process.exit(failed ? 1 : 0);
