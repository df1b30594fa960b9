import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { stopperReportingCrashes } from './child-process.js';
import type { RunningDatabase } from './engines.js';
import { ensureFerretdbBinary } from './ferretdb-binary.js';
import { installFerretdbLookupIndexes } from './ferretdb-lookup-indexes.js';

interface FerretdbOptions {
  dataDir: string;
  cacheDir: string;
  postgresUrl?: string;
  log: (message: string) => void;
  onUnexpectedExit?: (message: string) => void;
}

/** Starts FerretDB on a free loopback port with its SQLite backend in `dataDir` (or PostgreSQL). */
export async function startFerretdb(options: FerretdbOptions): Promise<RunningDatabase> {
  const binary = await ensureFerretdbBinary(options.cacheDir, options.log);
  const storage = options.postgresUrl
    ? ['-handler', 'postgresql']
    : ['-handler', 'sqlite', '-sqlite-dir', join(options.dataDir, 'ferretdb')];
  mkdirSync(options.dataDir, { recursive: true });
  if (options.postgresUrl) {
    const indexes = await installFerretdbLookupIndexes(options.postgresUrl);
    if (!indexes.installed) {
      options.log(
        `FerretDB's finds will scan whole tables: its lookup indexes need a PostgreSQL superuser (${indexes.reason})`,
      );
    }
  }

  const child = spawn(binary, ['-listen', '127.0.0.1:0', ...storage], {
    // The PostgreSQL URL (with its password) in the environment, not on the command line.
    env: options.postgresUrl
      ? { ...process.env, FERRETDB_POSTGRESQL_URL: withCustomPlans(options.postgresUrl) }
      : process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  // A Go panic prints its reason first, then every goroutine's stack: keep the reason apart so
  // the stacks after it do not push it out of the tail.
  let crashReason = '';
  child.stderr.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    stderr = (stderr + text).slice(-4_000);
    const crashStart = crashReason ? -1 : text.search(/^(panic|fatal error): /m);
    if (crashStart >= 0) crashReason = text.slice(crashStart, crashStart + 2_000);
  });

  const uri = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      try {
        resolve((JSON.parse(line) as { uri: string }).uri);
      } catch {
        reject(new Error(`FerretDB printed an unexpected first line: ${line}`));
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`FerretDB exited (code ${code}): ${stderr}`)));
  });

  return {
    uri,
    engine: 'ferretdb',
    pid: child.pid,
    stop: stopperReportingCrashes(
      child,
      'FerretDB',
      options.onUnexpectedExit,
      () => crashReason || stderr,
    ),
  };
}

/**
 * FerretDB's prepared finds name the field as a parameter (`_jsonb->$1 @> $2`): a generic plan,
 * which PostgreSQL settles on after a few runs while a table is still small, can use no index
 * and scans the table for good. Custom plans see the field and use its GIN index.
 */
function withCustomPlans(postgresUrl: string): string {
  const url = new URL(postgresUrl);
  url.searchParams.set('plan_cache_mode', 'force_custom_plan');
  return url.toString();
}
