/**
 * The calendar's month view under load: one user with 1,000 posts in a database of 100,000
 * scheduled posts (1,000 users), GET /api/user/scheduled-posts?from&to&limit for a month at 50
 * concurrent connections, beside a bare Express endpoint on the same machine in the same run.
 * Prints p50, p99 and requests per second of both; exits with 1 when the month's p99 is over its
 * budget (100 ms).
 *
 *   pnpm bench:calendar-month                 5,000 requests each (at most 60 s)
 *   pnpm bench:calendar-month --requests 20000
 *
 * Runs on a throwaway PostgreSQL with FerretDB on it, as the tests do (or DATABASE_URL and
 * MONGODB_URI when set); seeding takes about a minute.
 */
import { formatLoadRow, runLoad, type LoadResult } from './load.js';
import { startBenchServers } from './start-servers.js';
import { MONTHS, SEED_START } from './seed.js';

const P99_BUDGET_MS = 100;
const CONNECTIONS = 50;
const requestsArgument = process.argv.indexOf('--requests');
const REQUESTS = requestsArgument > 0 ? Number(process.argv[requestsArgument + 1]) : 5_000;

const log = (line: string) => console.log(`[bench] ${line}`);
const servers = await startBenchServers<{ apiUrl: string; bareUrl: string; token: string }>(
  'bench/calendar-month/servers.ts',
  'bench_calendar_month',
  log,
);
const { apiUrl, bareUrl, token } = servers.ready;

/** The month views of the seeded year, in turn (each ~83 of the user's posts). */
const monthUrl = (index: number) => {
  const month = index % MONTHS;
  const from = new Date(SEED_START);
  from.setUTCMonth(from.getUTCMonth() + month);
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + 1);
  return `${apiUrl}/api/user/scheduled-posts?from=${from.toISOString()}&to=${to.toISOString()}&limit=100`;
};

const load = {
  connections: CONNECTIONS,
  maxRequests: REQUESTS,
  maxSeconds: 60,
  warmupRequests: 200,
};
let month: LoadResult;
let bare: LoadResult;
try {
  const probe = await fetch(monthUrl(0), { headers: { Authorization: `Bearer ${token}` } });
  const body = (await probe.json()) as { data?: { scheduledPosts?: unknown[] } };
  log(`month view answers ${probe.status} with ${body.data?.scheduledPosts?.length} posts`);
  bare = await runLoad({ ...load, url: () => `${bareUrl}/ping` });
  month = await runLoad({
    ...load,
    url: monthUrl,
    headers: { Authorization: `Bearer ${token}` },
  });
} finally {
  await servers.stop();
}

console.log(`Calendar month view, ${CONNECTIONS} concurrent connections`);
console.log(formatLoadRow('bare Express endpoint', bare));
console.log(formatLoadRow('GET /api/user/scheduled-posts', month));
console.log(
  `  budget: p99 < ${P99_BUDGET_MS} ms → ${month.p99 < P99_BUDGET_MS && month.errors === 0 ? 'met' : 'MISSED'}`,
);
if (month.p99 >= P99_BUDGET_MS || month.errors > 0) process.exitCode = 1;
