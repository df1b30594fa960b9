// Imports only Node built-ins: it runs before the workspace packages are built.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');

/** Builds the given workspace packages (turbo skips what is already built) or exits. */
export function buildFirst(filters: string[]): void {
  const turbo = join(ROOT, 'node_modules', '.bin', 'turbo');
  const args = [
    'run',
    'build',
    '--output-logs=errors-only',
    ...filters.map((f) => `--filter=${f}`),
  ];
  const result = spawnSync(turbo, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env },
  });
  if (result.status !== 0) {
    console.error(`\nThe build failed (${turbo} ${args.join(' ')}); Postcraft was not started.`);
    process.exit(result.status ?? 1);
  }
}
