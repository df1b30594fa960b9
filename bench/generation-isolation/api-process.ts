import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * The API as `pnpm dev` runs it (apps/api/src/server.ts through tsx, the packages' built dist),
 * on the given databases and mail server, in a process of its own so the load does not share
 * its event loop; answers once /readyz does.
 */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROF=<folder>: the API writes a CPU profile there when it stops.
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
        : []),
      '--import',
      'tsx',
      'apps/api/src/server.ts',
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'postcraft-bench-')),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        SANDBOX_PLATFORM: 'false',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  // At most two minutes (the first start builds nothing, but FerretDB's first queries are slow).
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) at start`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('the API did not become ready in two minutes');
}
