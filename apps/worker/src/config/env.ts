import {
  readPlatformsConfig,
  sandboxSecretFromKey,
  type PlatformsConfig,
} from '@postcraft/platforms';
import {
  commonEnvSchema,
  loadSecrets,
  mailEnvSchema,
  parseEnv,
  resolveDataDir,
} from '@postcraft/runtime-config';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

// SMTP_URL, MAIL_FROM, CONTACT_EMAIL and CONTACT_RETENTION_DAYS are shared with the API.
const workerEnvSchema = commonEnvSchema.extend(mailEnvSchema.shape).extend({
  /** How often each worker asks the database for due jobs. */
  WORKER_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  /** How many jobs one worker process runs at once. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(10),
  /** How long SIGTERM waits for running jobs before unlocking them for another worker. */
  WORKER_DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** Overrides the generated name; it must then be unique per process. */
  WORKER_NAME: z.string().min(1).max(100).optional(),
  /** The API's port and public address: the sandbox platform lives under it. */
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  PUBLIC_URL: z.url().optional(),
});

export interface WorkerConfig {
  dataDir: string;
  mongodbUri?: string;
  /** DATABASE_URL: PostgreSQL holding the jobs (main falls back to the launcher's server). */
  databaseUrl?: string;
  logLevel: string;
  pollIntervalMs: number;
  concurrency: number;
  drainTimeoutMs: number;
  /** Unique per process: the jobs it locks carry it, and on stop it hands back only those. */
  name: string;
  /** SMTP_URL; when unset the mailer looks for the launcher's embedded mail catcher. */
  smtpUrl?: string;
  mailFrom: string;
  /** Where contact-form messages are mailed (CONTACT_EMAIL), as the API does. */
  contactEmail: string;
  /** CONTACT_RETENTION_DAYS: older contact-form messages are deleted. */
  contactRetentionDays: number;
  /** The API's media storage: DATA_DIR/media (LocalDiskStorage). */
  mediaDir: string;
  /** ENCRYPTION_KEY: opens the connected accounts' stored tokens, as the API seals them. */
  encryptionKey: string;
  /** Platform credentials, the sandbox platform and adapter URL overrides, as the API reads them. */
  platforms: Readonly<PlatformsConfig>;
}

/**
 * hostname + pid + a random suffix: unique even when every replica runs as PID 1 in a container
 * with the same hostname, or when a restarted process gets an earlier one's pid.
 */
export function uniqueWorkerName(): string {
  return `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): Readonly<WorkerConfig> {
  const parsed = parseEnv('worker', workerEnvSchema, env);
  const dataDir = resolveDataDir(parsed.DATA_DIR);
  const isProduction = parsed.NODE_ENV === 'production';
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  const secrets = loadSecrets(env, { dataDir, isProduction });
  return Object.freeze({
    dataDir,
    mongodbUri: parsed.MONGODB_URI,
    databaseUrl: parsed.DATABASE_URL,
    logLevel: parsed.LOG_LEVEL,
    pollIntervalMs: parsed.WORKER_POLL_INTERVAL_MS,
    concurrency: parsed.WORKER_CONCURRENCY,
    drainTimeoutMs: parsed.WORKER_DRAIN_TIMEOUT_MS,
    name: parsed.WORKER_NAME ?? uniqueWorkerName(),
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    contactEmail: parsed.CONTACT_EMAIL,
    contactRetentionDays: parsed.CONTACT_RETENTION_DAYS,
    mediaDir: join(dataDir, 'media'),
    encryptionKey: secrets.ENCRYPTION_KEY,
    platforms: readPlatformsConfig(env, {
      publicUrl,
      isProduction,
      fallbackSandboxSecret: sandboxSecretFromKey(secrets.ENCRYPTION_KEY),
    }),
  });
}
