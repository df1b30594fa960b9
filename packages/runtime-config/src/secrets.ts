import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

export const SECRET_NAMES = [
  'JWT_ACCESS_SECRET',
  'JWT_REFRESH_SECRET',
  'COOKIE_SECRET',
  'ENCRYPTION_KEY',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
export type Secrets = Record<SecretName, string>;

/**
 * Secrets come from the environment. Outside production, any that is missing is generated once
 * into DATA_DIR/secrets.json (readable by the owner only) and reused on every later start.
 * Production refuses to start without all of them.
 */
export function loadSecrets(
  env: NodeJS.ProcessEnv,
  options: { dataDir: string; isProduction: boolean },
): Secrets {
  const missing = SECRET_NAMES.filter((name) => !env[name]);
  if (missing.length > 0 && options.isProduction) {
    throw new Error(`Production needs these secrets in the environment: ${missing.join(', ')}`);
  }
  const stored = missing.length > 0 ? readOrCreateStore(options.dataDir) : undefined;
  return Object.fromEntries(
    SECRET_NAMES.map((name) => [name, env[name] || stored![name]]),
  ) as Secrets;
}

/**
 * Reads DATA_DIR/secrets.json, creating or completing it when needed. The API and the worker start
 * together on a new data folder, so a new file is written aside and linked into place, which fails
 * when another process got there first: then that process's secrets are read and used.
 */
function readOrCreateStore(dataDir: string): Secrets {
  const file = join(dataDir, 'secrets.json');
  const existing = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>)
    : undefined;
  const complete = Object.fromEntries(
    SECRET_NAMES.map((name) => [name, existing?.[name] ?? randomBytes(32).toString('base64url')]),
  ) as Secrets;
  if (existing && SECRET_NAMES.every((name) => existing[name] !== undefined)) return complete;

  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${JSON.stringify(complete, null, 2)}\n`, { mode: 0o600 });
  chmodSync(draft, 0o600);
  try {
    if (existing) {
      renameSync(draft, file);
      return complete;
    }
    linkSync(draft, file);
    return complete;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readOrCreateStore(dataDir);
  } finally {
    rmSync(draft, { force: true });
  }
}
