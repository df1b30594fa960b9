import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { withDatabaseName } from '../../packages/runtime-config/src/index.js';
import { startBenchDatabases } from './databases.js';

export interface BenchServers<Ready> {
  /** What the servers printed once they listened (their addresses, a signed-in token). */
  ready: Ready;
  /** Stops the servers, then the throwaway databases. */
  stop(): Promise<void>;
}

/**
 * Starts throwaway databases, then `script` (a servers file run with tsx) on them, and waits for
 * the one JSON line it prints once it listens; an exit before it (a seeding error) ends the run.
 * The servers' request logs (BENCH_LOG_LEVEL, silent unless set) go on to stderr.
 */
export async function startBenchServers<Ready>(
  script: string,
  databaseName: string,
  log: (line: string) => void,
): Promise<BenchServers<Ready>> {
  const { postgres, database } = await startBenchDatabases(log);
  const stopDatabases = async () => {
    await database.stop();
    await postgres.stop();
  };
  const servers: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      MONGODB_URI: withDatabaseName(database.uri, databaseName),
      // The owner versions the API's kept listings, sessions and users are checked against.
      DATABASE_URL: postgres.url,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await Promise.race([
    once(createInterface({ input: servers.stdout! }), 'line').then(([text]) => text as string),
    once(servers, 'exit').then(([code]) => {
      throw new Error(`${script} exited (${String(code)}) before listening`);
    }),
  ]).catch(async (error: unknown) => {
    await stopDatabases();
    throw error;
  });
  servers.stdout!.pipe(process.stderr);
  return {
    ready: JSON.parse(line) as Ready,
    async stop() {
      servers.kill('SIGTERM');
      await stopDatabases();
    },
  };
}
