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
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { withDatabaseName } from '../../packages/runtime-config/src/index.js';
import { startBenchDatabases } from '../calendar-month/databases.js';
import { runLoad, type LoadResult } from '../calendar-month/load.js';

const RATIO_GOAL = 0.4;
const CONNECTIONS = 50;
const requestsArgument = process.argv.indexOf('--requests');
const REQUESTS = requestsArgument > 0 ? Number(process.argv[requestsArgument + 1]) : 5_000;

const log = (line: string) => console.log(`[bench] ${line}`);
const { postgres, database } = await startBenchDatabases(log);

const servers = spawn(process.execPath, ['--import', 'tsx', 'bench/user-me/servers.ts'], {
  env: {
    ...process.env,
    MONGODB_URI: withDatabaseName(database.uri, 'bench_user_me'),
    // The owner versions the API's kept sessions and users are checked against.
    DATABASE_URL: postgres.url,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
// The server prints one line once it listens; an exit before it (a seeding error) ends the run.
const line = await Promise.race([
  once(createInterface({ input: servers.stdout! }), 'line').then(([text]) => text as string),
  once(servers, 'exit').then(([code]) => {
    throw new Error(`the server exited (${String(code)}) before listening`);
  }),
]).catch(async (error: unknown) => {
  await database.stop();
  await postgres.stop();
  throw error;
});
servers.stdout!.pipe(process.stderr);
const { apiUrl, token } = JSON.parse(line) as { apiUrl: string; token: string };

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
  servers.kill('SIGTERM');
  await database.stop();
  await postgres.stop();
}

const row = (name: string, result: LoadResult) =>
  `  ${name.padEnd(20)} p50 ${result.p50.toFixed(1).padStart(6)} ms   p99 ${result.p99
    .toFixed(1)
    .padStart(
      6,
    )} ms   ${result.perSecond.toFixed(0).padStart(6)} req/s   ${result.requests} requests, ${result.errors} errors`;
const ratio = me.perSecond / health.perSecond;
console.log(`GET /api/user/me against /healthz, ${CONNECTIONS} concurrent connections`);
console.log(row('GET /healthz', health));
console.log(row('GET /api/user/me', me));
const met = ratio >= RATIO_GOAL && me.errors === 0;
console.log(
  `  ratio ${ratio.toFixed(2)}× (goal ≥ ${RATIO_GOAL}× /healthz) → ${met ? 'met' : 'MISSED'}`,
);
if (!met) process.exitCode = 1;
