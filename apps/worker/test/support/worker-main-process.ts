import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const TSX_LOADER = require.resolve('tsx');

export interface MainWorkerProcess {
  name: string;
  child: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL: the process dies at once, whatever it was doing. */
  kill: () => Promise<void>;
}

/**
 * Starts the worker's real entry point (src/main.ts) with `env` on top of a throwaway DATA_DIR,
 * and resolves once it processes jobs (its 'worker started' log line).
 */
export async function startMainWorker(
  name: string,
  env: Record<string, string>,
): Promise<MainWorkerProcess> {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, MAIN], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'postcraft-worker-test-')),
      WORKER_NAME: name,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 60_000);
    const onData = () => {
      if (output.includes('"msg":"worker started"')) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
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
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
