import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const FIXTURE = fileURLToPath(new URL('../fixtures/probe-worker.ts', import.meta.url));
const TSX_LOADER = require.resolve('tsx');

export interface WorkerProcess {
  name: string;
  child: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
}

/**
 * Starts a real worker process against `mongodbUri` and the job table `jobTable` on the run's
 * PostgreSQL, and resolves once it processes jobs.
 */
export async function startWorkerProcess(
  name: string,
  mongodbUri: string,
  jobTable: string,
  env: Record<string, string> = {},
): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, FIXTURE], {
    env: {
      PATH: process.env.PATH,
      MONGODB_URI: mongodbUri,
      DATABASE_URL: process.env.DATABASE_URL,
      TEST_JOB_TABLE: jobTable,
      // Its own data folder: the maintenance jobs never reach a developer's media or mail.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'postcraft-worker-test-')),
      WORKER_NAME: name,
      WORKER_POLL_INTERVAL_MS: '500',
      WORKER_CONCURRENCY: '5',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  // A start takes a few seconds; on a loaded 2-core machine running two test suites at once it
  // took over 30 s, so the ceiling is generous (the wait ends as soon as the worker is ready).
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 90_000);
    child.stdout!.on('data', () => {
      if (stdout.split('\n').includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });

  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    name,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
