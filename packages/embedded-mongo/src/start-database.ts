import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseUnavailableError, type RunningDatabase, type StartOptions } from './engines.js';
import { defaultCacheDir } from './ferretdb-binary.js';
import { startFerretdb } from './ferretdb.js';
import { findExecutable } from './find-executable.js';
import { startMemoryServer } from './memory-server.js';
import { startMongod } from './mongod.js';
import { waitForServer } from './wait-for-server.js';

/**
 * Gives Postcraft a MongoDB-compatible database: the configured one, else the first of mongod on
 * PATH, FerretDB (built with Go on first use) and mongodb-memory-server that starts.
 */
export async function startDatabase(options: StartOptions = {}): Promise<RunningDatabase> {
  const log = options.log ?? (() => undefined);
  if (options.uri) {
    await waitForServer(options.uri, options.connectTimeoutMs);
    return { uri: withTrailingSlash(options.uri), engine: 'external', stop: async () => undefined };
  }

  const isThrowaway = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'postcraft-db-'));
  const attempts: string[] = [];
  const candidates: Array<[string, () => Promise<RunningDatabase> | undefined]> = [
    [
      'mongod on PATH',
      () => {
        const mongod = findExecutable('mongod');
        return mongod ? startMongod(mongod, dataDir, options.onUnexpectedExit) : undefined;
      },
    ],
    [
      'FerretDB',
      () =>
        startFerretdb({
          dataDir,
          cacheDir: options.cacheDir ?? defaultCacheDir(),
          postgresUrl: options.ferretdbPostgresUrl,
          log,
          onUnexpectedExit: options.onUnexpectedExit,
        }),
    ],
    ['mongodb-memory-server', () => startMemoryServer(dataDir)],
  ];

  for (const [name, start] of candidates) {
    try {
      const started = start();
      if (!started) {
        attempts.push(`${name}: not found`);
        continue;
      }
      const database = await started;
      await waitForServer(database.uri);
      log(
        `Database: ${name} at ${database.uri}${isThrowaway ? ' (throwaway)' : ` (data in ${dataDir})`}`,
      );
      return isThrowaway ? removingDataOnStop(database, dataDir) : database;
    } catch (error) {
      attempts.push(`${name}: ${firstLine(error)}`);
    }
  }
  if (isThrowaway) rmSync(dataDir, { recursive: true, force: true });
  throw new DatabaseUnavailableError(attempts);
}

function removingDataOnStop(database: RunningDatabase, dataDir: string): RunningDatabase {
  return {
    ...database,
    stop: async () => {
      await database.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function withTrailingSlash(uri: string): string {
  const [base, query] = uri.split('?', 2);
  return `${base!.endsWith('/') ? base : `${base}/`}${query ? `?${query}` : ''}`;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'failed';
}
