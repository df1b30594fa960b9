/**
 * `GET /api/user/me` of a signed-in user against `/healthz` of the same API process, each at 50
 * concurrent connections, in the same run. Prints p50, p99 and requests per second of both and
 * their ratio; exits with 1 when /me makes less than 0.4× the requests per second of /healthz.
 *
 *   pnpm bench:user-me                     5,000 requests each (at most 60 s)
 *   pnpm bench:user-me --requests 20000
 *
 * Runs on a throwaway PostgreSQL with FerretDB on it, as the tests do (or DATABASE_URL and
 * MONGODB_URI when set). The load generator shares the machine with the API: on two cores the
 * figures are lower than on a machine of their own, and vary with other work.
 */
import { formatLoadRow, runLoad, type LoadResult } from '../calendar-month/load.js';
import { startBenchServers } from '../calendar-month/start-servers.js';

const RATIO_GOAL = 0.4;
const CONNECTIONS = 50;
const requestsArgument = process.argv.indexOf('--requests');
const REQUESTS = requestsArgument > 0 ? Number(process.argv[requestsArgument + 1]) : 5_000;

const log = (line: string) => console.log(`[bench] ${line}`);
const servers = await startBenchServers<{ apiUrl: string; token: string }>(
  'bench/user-me/servers.ts',
  'bench_user_me',
  log,
);
const { apiUrl, token } = servers.ready;

const load = {
  connections: CONNECTIONS,
  maxRequests: REQUESTS,
  maxSeconds: 60,
  warmupRequests: 200,
};
let health: LoadResult;
let me: LoadResult;
try {
  const probe = await fetch(`${apiUrl}/api/user/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await probe.json()) as { data?: { user?: { connectedAccounts?: unknown[] } } };
  log(
    `/me answers ${probe.status} with ${body.data?.user?.connectedAccounts?.length} connected accounts`,
  );
  health = await runLoad({ ...load, url: () => `${apiUrl}/healthz` });
  me = await runLoad({
    ...load,
    url: () => `${apiUrl}/api/user/me`,
    headers: { Authorization: `Bearer ${token}` },
  });
} finally {
  await servers.stop();
}

const ratio = me.perSecond / health.perSecond;
console.log(`GET /api/user/me against /healthz, ${CONNECTIONS} concurrent connections`);
console.log(formatLoadRow('GET /healthz', health, 20));
console.log(formatLoadRow('GET /api/user/me', me, 20));
const met = ratio >= RATIO_GOAL && me.errors === 0;
console.log(
  `  ratio ${ratio.toFixed(2)}× (goal ≥ ${RATIO_GOAL}× /healthz) → ${met ? 'met' : 'MISSED'}`,
);
if (!met) process.exitCode = 1;
