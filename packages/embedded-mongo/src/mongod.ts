import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { stopperReportingCrashes } from './child-process.js';
import type { RunningDatabase } from './engines.js';
import { waitForServer } from './wait-for-server.js';

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Starts a local `mongod` with its files in `dataDir`. */
export async function startMongod(
  mongodPath: string,
  dataDir: string,
  onUnexpectedExit?: (message: string) => void,
): Promise<RunningDatabase> {
  const dbPath = join(dataDir, 'mongod');
  mkdirSync(dbPath, { recursive: true });
  const port = await findFreePort();
  const child = spawn(
    mongodPath,
    ['--dbpath', dbPath, '--port', String(port), '--bind_ip', '127.0.0.1'],
    {
      stdio: 'ignore',
    },
  );
  const uri = `mongodb://127.0.0.1:${port}/`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`mongod exited with code ${code}`))),
  );
  await Promise.race([waitForServer(uri), exited]);
  return {
    uri,
    engine: 'mongod',
    pid: child.pid,
    stop: stopperReportingCrashes(child, 'mongod', onUnexpectedExit),
  };
}
