import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { stopChild } from './child-process.js';
import type { RunningDatabase } from './engines.js';
import { ensureFerretdbBinary } from './ferretdb-binary.js';

interface FerretdbOptions {
  dataDir: string;
  cacheDir: string;
  postgresUrl?: string;
  log: (message: string) => void;
}

/** Starts FerretDB on a free loopback port with its SQLite backend in `dataDir` (or PostgreSQL). */
export async function startFerretdb(options: FerretdbOptions): Promise<RunningDatabase> {
  const binary = await ensureFerretdbBinary(options.cacheDir, options.log);
  const storage = options.postgresUrl
    ? ['-handler', 'postgresql', '-postgresql-url', options.postgresUrl]
    : ['-handler', 'sqlite', '-sqlite-dir', join(options.dataDir, 'ferretdb')];
  mkdirSync(options.dataDir, { recursive: true });

  const child = spawn(binary, ['-listen', '127.0.0.1:0', ...storage], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
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

  return { uri, engine: 'ferretdb', stop: () => stopChild(child) };
}
