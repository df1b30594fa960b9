/**
 * One user's generation burst beside another user's requests: user B polls GET /api/user/me at
 * a steady pace, first alone, then while user A generates at concurrency 4 (five platforms of
 * five aspects each time; a 429 or 503 is retried after its Retry-After, as the web client
 * would). Prints B's p50 and p99 both ways, their ratio, and what A got. The goal: A's burst
 * moves B's p99 by no more than 20 % (exits with 1 when it does).
 *
 *   pnpm bench:generation-isolation               the limits as shipped
 *   pnpm bench:generation-isolation --no-limits   limits lifted: the render threads alone
 *
 * BENCH_POLLS (1000), BENCH_POLL_INTERVAL_MS (20) and BENCH_BURST_CONCURRENCY (4) change its
 * sizes. The API runs from its sources in a process of its own (RENDER_THREADS and the other
 * settings pass through), on a throwaway PostgreSQL with FerretDB on it, as the tests do (or
 * DATABASE_URL and MONGODB_URI when set), with the embedded mail catcher for the sign-ups.
 */
import { performance } from 'node:perf_hooks';
import { availableParallelism } from 'node:os';
import { Agent } from 'node:http';
import { startMailCatcher } from '../../packages/mail-catcher/src/index.js';
import { withDatabaseName } from '../../packages/runtime-config/src/index.js';
import { startBenchDatabases } from '../calendar-month/databases.js';
import { startApiProcess } from './api-process.js';
import { pollSteadily, send, startBurst, type Latencies } from './load.js';
import { signUp } from './users.js';

const GOAL_RATIO = 1.2;
const POLLS = Number(process.env.BENCH_POLLS ?? 1000);
const POLL_INTERVAL_MS = Number(process.env.BENCH_POLL_INTERVAL_MS ?? 20);
const BURST_CONCURRENCY = Number(process.env.BENCH_BURST_CONCURRENCY ?? 4);
const NO_LIMITS = process.argv.includes('--no-limits');

const log = (line: string) => console.log(`[bench] ${line}`);
const { postgres, database } = await startBenchDatabases(log);
const catcher = await startMailCatcher({ smtpPort: 0 });
const api = await startApiProcess({
  DATABASE_URL: postgres.url,
  MONGODB_URI: withDatabaseName(database.uri, `bench_generation_isolation_${Date.now()}`),
  SMTP_URL: catcher.smtpUrl,
  ...(NO_LIMITS
    ? { GENERATION_LIMIT_PER_MINUTE: '10000', GENERATION_CONCURRENCY_PER_USER: '100' }
    : {}),
}).catch(async (error: unknown) => {
  await catcher.stop();
  await database.stop();
  await postgres.stop();
  throw error;
});

const generateBody = JSON.stringify({
  description:
    'Our new summer collection of handmade ceramic mugs is here: glazed by hand in small batches, each one a little different.',
  contentType: 'image',
  platforms: ['linkedin', 'instagram', 'tiktok', 'pinterest', 'facebook'],
});

let alone: Latencies;
let during: Latencies;
let statuses: Map<number, number>;
let burstSeconds: number;
try {
  log(`API at ${api.url}; signing up two users`);
  const [tokenA, tokenB] = [
    await signUp(api.url, catcher, 'ana'),
    await signUp(api.url, catcher, 'ben'),
  ];
  const asA = {
    Authorization: `Bearer ${tokenA}`,
    'Content-Type': 'application/json',
  };
  const meOfB = {
    url: `${api.url}/api/user/me`,
    headers: { Authorization: `Bearer ${tokenB}` },
    intervalMs: POLL_INTERVAL_MS,
  };

  // Warm-up: B's session and caches, and A's first generation (fonts, the render threads).
  await pollSteadily({ ...meOfB, count: 50 });
  const warm = await send(new Agent(), `${api.url}/api/content/generate`, {
    method: 'POST',
    headers: asA,
    body: generateBody,
  });
  log(`A's warm-up generation answered ${warm.status}`);

  log(`B alone: ${POLLS} GET /api/user/me, one every ${POLL_INTERVAL_MS} ms`);
  alone = await pollSteadily({ ...meOfB, count: POLLS });
  log(`B during A's burst at concurrency ${BURST_CONCURRENCY}`);
  const startedAt = performance.now();
  const burst = startBurst({
    url: `${api.url}/api/content/generate`,
    headers: asA,
    body: generateBody,
    concurrency: BURST_CONCURRENCY,
  });
  during = await pollSteadily({ ...meOfB, count: POLLS });
  await burst.stop();
  burstSeconds = (performance.now() - startedAt) / 1000;
  statuses = burst.statuses;
} finally {
  await api.stop();
  await catcher.stop();
  await database.stop();
  await postgres.stop();
}

const ratio = during.p99 / alone.p99;
const row = (name: string, result: Latencies) =>
  `  ${name.padEnd(30)} p50 ${result.p50.toFixed(1).padStart(6)} ms   p99 ${result.p99
    .toFixed(1)
    .padStart(6)} ms   ${result.requests} requests, ${result.errors} errors`;
const made = statuses.get(200) ?? 0;
console.log(
  `Generation isolation, ${availableParallelism()} cores, limits ${NO_LIMITS ? 'lifted' : 'as shipped'}`,
);
console.log(row('B alone', alone));
console.log(row(`B during A's burst`, during));
console.log(
  `  A's burst: ${[...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} × ${status}`)
    .join(
      ', ',
    )} in ${burstSeconds.toFixed(1)} s (${((made / burstSeconds) * 60).toFixed(0)} generations a minute)`,
);
console.log(
  `  B's p99 ratio: ${ratio.toFixed(2)} (goal ≤ ${GOAL_RATIO}) → ${ratio <= GOAL_RATIO && during.errors === 0 ? 'met' : 'MISSED'}`,
);
if (ratio > GOAL_RATIO || during.errors > 0) process.exitCode = 1;
