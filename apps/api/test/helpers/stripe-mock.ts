import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The official Stripe API mock, built from its module (CI installs it the same way). */
export const STRIPE_MOCK_MODULE = 'github.com/stripe/stripe-mock@v0.203.0';

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed: ${errors.slice(-2000)}`)),
    );
  });
}

/** stripe-mock's binary: on PATH's GOBIN after `go install`, else built once into the cache. */
async function stripeMockBinary(): Promise<string> {
  // Beside the embedded FerretDB the launcher builds the same way.
  const cache = process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache');
  const dir = join(cache, 'postcraft', 'stripe-mock-v0.203.0');
  const binary = join(dir, 'stripe-mock');
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  const partial = `${dir}.${process.pid}.partial`;
  await run('go', ['install', STRIPE_MOCK_MODULE], { ...process.env, GOBIN: partial });
  renameSync(join(partial, 'stripe-mock'), binary);
  return binary;
}

export interface StripeMock {
  /** `http://127.0.0.1:<port>`, for STRIPE_API_BASE. */
  url: string;
  stop(): Promise<void>;
}

/** Starts stripe-mock on free loopback ports and resolves once it listens. */
export async function startStripeMock(): Promise<StripeMock> {
  const child = spawn(
    await stripeMockBinary(),
    ['-http-addr', '127.0.0.1:', '-https-addr', '127.0.0.1:'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening for HTTP at address: (\S+)/u.exec(output);
      if (match) resolve(`http://${match[1]}`);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`stripe-mock exited (${code}): ${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
