import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Where a cluster lives: its data folder and the credentials it was created with. */
export interface ClusterFolder {
  /** PostgreSQL's data folder (PGDATA). */
  databaseDir: string;
  user: string;
  password: string;
}

/** When PostgreSQL runs as root's stand-in user and DATA_DIR lies under a folder it cannot enter. */
const ROOT_FALLBACK_DIR = '/var/lib/postcraft';

const isRoot = () => process.getuid?.() === 0;

function othersMayEnter(folder: string): boolean {
  return (statSync(folder).mode & 0o001) !== 0;
}

/** The folders from `/` down to `folder` that already exist. */
function existingAncestors(folder: string): string[] {
  const chain: string[] = [];
  for (let current = resolve(folder); ; current = dirname(current)) {
    if (existsSync(current)) chain.unshift(current);
    if (dirname(current) === current) return chain;
  }
}

/**
 * The folder that keeps the cluster for `dataDir`: normally `dataDir/postgres`. When this process
 * runs as root, PostgreSQL runs as the `postgres` user, which must be able to enter every folder
 * on the way: folders inside DATA_DIR (a `mktemp -d` is mode 700) get the "enter" bit for others
 * (never "list"), and when a folder above DATA_DIR refuses it (a home folder of mode 700), the
 * cluster is kept in /var/lib/postcraft instead, with `dataDir/postgres` linking to it.
 */
export function clusterHome(dataDir: string): string {
  const home = join(resolve(dataDir), 'postgres');
  if (!isRoot()) return home;
  const above = existingAncestors(dirname(resolve(dataDir)));
  if (above.every(othersMayEnter)) {
    mkdirSync(home, { recursive: true });
    for (const folder of existingAncestors(home).filter((f) => f.startsWith(resolve(dataDir)))) {
      if (!othersMayEnter(folder)) chmodSync(folder, statSync(folder).mode | 0o001);
    }
    return home;
  }
  const hash = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16);
  const fallback = join(ROOT_FALLBACK_DIR, `postgres-${hash}`);
  mkdirSync(fallback, { recursive: true, mode: 0o711 });
  chmodSync(ROOT_FALLBACK_DIR, 0o711);
  chmodSync(fallback, 0o711);
  mkdirSync(resolve(dataDir), { recursive: true });
  if (!isSymlink(home)) symlinkSync(fallback, home);
  return fallback;
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The cluster's folder and credentials, created (with a random password) on first use. */
export function prepareClusterFolder(home: string): ClusterFolder {
  mkdirSync(home, { recursive: true });
  const credentialsFile = join(home, 'credentials.json');
  if (!existsSync(credentialsFile)) {
    const credentials = { user: 'postgres', password: randomBytes(18).toString('hex') };
    writeFileSync(credentialsFile, `${JSON.stringify(credentials)}\n`, { mode: 0o600 });
  }
  const { user, password } = JSON.parse(readFileSync(credentialsFile, 'utf8')) as {
    user: string;
    password: string;
  };
  return { databaseDir: join(home, 'data'), user, password };
}
