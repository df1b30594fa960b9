import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

function readOrCreateStore(dataDir: string): Secrets {
  const file = join(dataDir, 'secrets.json');
  const existing = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>)
    : {};
  const complete = Object.fromEntries(
    SECRET_NAMES.map((name) => [name, existing[name] ?? randomBytes(32).toString('base64url')]),
  ) as Secrets;
  if (SECRET_NAMES.some((name) => existing[name] === undefined)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(complete, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return complete;
}
