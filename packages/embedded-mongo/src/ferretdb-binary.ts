import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from './child-process.js';
import { findExecutable } from './find-executable.js';

export const FERRETDB_VERSION = 'v1.24.2';

/** The Go program (ferretdb/main.go) that runs FerretDB through its embeddable package. */
const SOURCE_DIR = fileURLToPath(new URL('../ferretdb/', import.meta.url));

export function defaultCacheDir(): string {
  const base = process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache');
  return join(base, 'postcraft');
}

/** Binary name carries a hash of the Go sources, so an edited launcher is rebuilt. */
function binaryPath(cacheDir: string): string {
  const hash = createHash('sha256');
  for (const file of ['go.mod', 'go.sum', 'main.go'])
    hash.update(readFileSync(join(SOURCE_DIR, file)));
  return join(
    cacheDir,
    `ferretdb-${FERRETDB_VERSION}`,
    `embedded-ferretdb-${hash.digest('hex').slice(0, 12)}`,
  );
}

/**
 * Returns the path of a FerretDB binary, building it with Go on first use. The build downloads
 * FerretDB's module through the Go module proxy, so it needs Go and that proxy once per cache.
 */
export async function ensureFerretdbBinary(
  cacheDir: string,
  log: (message: string) => void,
): Promise<string> {
  const target = binaryPath(cacheDir);
  if (existsSync(target)) return target;

  const go = findExecutable('go');
  if (!go) throw new Error('FerretDB is not built yet and Go is not on PATH to build it');

  mkdirSync(join(target, '..'), { recursive: true });
  log(
    `Building FerretDB ${FERRETDB_VERSION} with Go into ${cacheDir} (first run only, about a minute)...`,
  );
  const partial = `${target}.${process.pid}.partial`;
  await runCommand(go, ['build', '-trimpath', '-o', partial, '.'], {
    cwd: SOURCE_DIR,
    env: { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-mod=mod' },
  });
  renameSync(partial, target);
  log('FerretDB is built.');
  return target;
}
