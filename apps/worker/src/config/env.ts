import { CONNECTABLE_PLATFORM_IDS, type ConnectablePlatformId } from '@postcraft/contracts';
import {
  readPlatformsConfig,
  sandboxSecretFromKey,
  type PlatformsConfig,
} from '@postcraft/platforms';
import {
  aiEnvSchema,
  billingEnvSchema,
  commonEnvSchema,
  isBillingEnabled,
  loadSecrets,
  mailEnvSchema,
  parseEnv,
  readAiConfig,
  readReelsConfig,
  reelsEnvSchema,
  webhooksEnvSchema,
  readWebhooksConfig,
  type WebhooksConfig,
  type ReelsConfig,
  resolveDataDir,
  type AiConfig,
} from '@postcraft/runtime-config';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

// SMTP_URL, MAIL_FROM, CONTACT_EMAIL and CONTACT_RETENTION_DAYS are shared with the API.
const workerEnvSchema = commonEnvSchema
  .extend(mailEnvSchema.shape)
  .extend(aiEnvSchema.shape)
  .extend(billingEnvSchema.shape)
  .extend(reelsEnvSchema.shape)
  .extend(webhooksEnvSchema.shape)
  .extend({
    /**
     * How many videos one worker renders at once. A render keeps a core busy (ffmpeg, the voice),
     * so 1 per 2 cores leaves room for publishing.
     */
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
    /** A render not renewed for this long belongs to a dead worker; another one takes it over. */
    RENDER_LOCK_LIFETIME_MS: z.coerce.number().int().min(5_000).max(3_600_000).default(60_000),
    /** Runs one video gets (a worker killed mid-render costs one) before it is marked failed. */
    RENDER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
    /** How many long videos one worker cuts into reels at once (each keeps a core busy for minutes). */
    REELS_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    /** How often each worker asks the database for due jobs. */
    WORKER_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
    /** How many jobs one worker process runs at once. */
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * An autopilot plan run not renewed for this long belongs to a dead worker: another one takes
     * over the run and the user's planning lease.
     */
    AUTOPILOT_LOCK_LIFETIME_MS: z.coerce.number().int().min(2_000).max(3_600_000).default(120_000),
    /**
     * Users one worker plans at once. A run waits on the database between its posts' images:
     * with 2 a worker kept about two thirds of a core busy, with 4 both cores (bench:autopilot-plan).
     */
    AUTOPILOT_PLAN_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(4),
    /** How long SIGTERM waits for running jobs before unlocking them for another worker. */
    WORKER_DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
    /** Overrides the generated name; it must then be unique per process. */
    WORKER_NAME: z.string().min(1).max(100).optional(),
    /** How many scheduled posts one worker process publishes at once. */
    PUBLISH_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(20),
    /**
     * How many of those may publish to one platform at once (per process); a post whose platform
     * is full waits outside the worker's slots. PUBLISH_PLATFORM_CONCURRENCY_<PLATFORM> (e.g.
     * PUBLISH_PLATFORM_CONCURRENCY_TWITTER) sets one platform's cap.
     */
    PUBLISH_PLATFORM_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(10),
    /** A publish job not renewed for this long belongs to a dead worker; another one takes it. */
    PUBLISH_LOCK_LIFETIME_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
    /**
     * A platform claim without an outcome after this long belongs to a dead worker: its platform
     * is marked unconfirmed (never called again). Longer than the slowest publish.
     */
    PUBLISH_ATTEMPT_LEASE_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(900_000),
    /** Every platform HTTP call fails after this long (a temporary failure, retried). */
    PLATFORM_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** First wait before retrying a temporary failure; each next one doubles (3 retries). */
    PUBLISH_RETRY_BASE_MS: z.coerce.number().int().min(10).max(600_000).default(1_000),
    /** The overdue sweep re-queues pending posts this late whose job is gone. */
    PUBLISH_OVERDUE_GRACE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
    /** The API's port and public address: the sandbox platform lives under it. */
    PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
    PUBLIC_URL: z.url().optional(),
  });

export interface WorkerConfig {
  dataDir: string;
  mongodbUri?: string;
  /** DATABASE_URL: PostgreSQL holding the jobs (main falls back to the launcher's server). */
  databaseUrl?: string;
  /** REDIS_URL: with it, real-time events go through Redis instead of PostgreSQL. */
  redisUrl?: string;
  logLevel: string;
  pollIntervalMs: number;
  concurrency: number;
  /** Jobs of every kind at once: WORKER_, PUBLISH_, RENDER_ and REELS_CONCURRENCY together. */
  maxConcurrency: number;
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
  /**
   * The public address of the API and the web app they serve (PUBLIC_URL): media URLs for
   * platforms that fetch media, links in mails.
   */
  publicUrl: string;
  /** The API's media storage: DATA_DIR/media (LocalDiskStorage). */
  mediaDir: string;
  /** ENCRYPTION_KEY: opens the connected accounts' stored tokens, as the API seals them. */
  encryptionKey: string;
  /** Platform credentials, the sandbox platform and adapter URL overrides, as the API reads them. */
  platforms: Readonly<PlatformsConfig>;
  publish: Readonly<PublishConfig>;
  render: Readonly<RenderConfig>;
  /** Reels from a long video: the sources' bounds, the downloader and the jobs at once. */
  reels: Readonly<ReelsConfig & { concurrency: number }>;
  autopilot: Readonly<{ lockLifetimeMs: number; concurrency: number }>;
  /** The OpenAI-compatible provider (AI_*), as the API reads it; null: the local generator. */
  ai: Readonly<AiConfig> | null;
  /** False with BILLING=off, as the API reads it: no plan limit when publishing. */
  billingEnabled: boolean;
  /** Where webhooks may be delivered (checked again before every delivery). */
  webhooks: Readonly<WebhooksConfig>;
}

export interface RenderConfig {
  concurrency: number;
  lockLifetimeMs: number;
  maxAttempts: number;
  /** Where renders write their working files (DATA_DIR/renders), removed after each run. */
  workDir: string;
}

export interface PublishConfig {
  concurrency: number;
  /** Per-platform caps: `byPlatform` entries, else `defaultPlatformConcurrency`. */
  defaultPlatformConcurrency: number;
  platformConcurrency: Readonly<Partial<Record<ConnectablePlatformId, number>>>;
  lockLifetimeMs: number;
  attemptLeaseMs: number;
  requestTimeoutMs: number;
  retryBaseMs: number;
  overdueGraceMs: number;
}

const PLATFORM_CAP = z.coerce.number().int().min(1).max(500);

/** PUBLISH_PLATFORM_CONCURRENCY_<PLATFORM> values that are set. */
function readPlatformCaps(env: NodeJS.ProcessEnv): Partial<Record<ConnectablePlatformId, number>> {
  const caps: Partial<Record<ConnectablePlatformId, number>> = {};
  for (const platform of CONNECTABLE_PLATFORM_IDS) {
    const name = `PUBLISH_PLATFORM_CONCURRENCY_${platform.toUpperCase()}`;
    const value = env[name];
    if (value === undefined || value === '') continue;
    const parsed = PLATFORM_CAP.safeParse(value);
    if (!parsed.success) throw new Error(`${name} must be a whole number from 1 to 500`);
    caps[platform] = parsed.data;
  }
  return caps;
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
    redisUrl: parsed.REDIS_URL,
    logLevel: parsed.LOG_LEVEL,
    pollIntervalMs: parsed.WORKER_POLL_INTERVAL_MS,
    concurrency: parsed.WORKER_CONCURRENCY,
    maxConcurrency:
      parsed.WORKER_CONCURRENCY +
      parsed.PUBLISH_CONCURRENCY +
      parsed.RENDER_CONCURRENCY +
      parsed.REELS_CONCURRENCY,
    drainTimeoutMs: parsed.WORKER_DRAIN_TIMEOUT_MS,
    name: parsed.WORKER_NAME ?? uniqueWorkerName(),
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    contactEmail: parsed.CONTACT_EMAIL,
    contactRetentionDays: parsed.CONTACT_RETENTION_DAYS,
    publicUrl,
    mediaDir: join(dataDir, 'media'),
    encryptionKey: secrets.ENCRYPTION_KEY,
    publish: Object.freeze({
      concurrency: parsed.PUBLISH_CONCURRENCY,
      defaultPlatformConcurrency: parsed.PUBLISH_PLATFORM_CONCURRENCY,
      platformConcurrency: Object.freeze(readPlatformCaps(env)),
      lockLifetimeMs: parsed.PUBLISH_LOCK_LIFETIME_MS,
      attemptLeaseMs: parsed.PUBLISH_ATTEMPT_LEASE_MS,
      requestTimeoutMs: parsed.PLATFORM_REQUEST_TIMEOUT_MS,
      retryBaseMs: parsed.PUBLISH_RETRY_BASE_MS,
      overdueGraceMs: parsed.PUBLISH_OVERDUE_GRACE_MS,
    }),
    render: Object.freeze({
      concurrency: parsed.RENDER_CONCURRENCY,
      lockLifetimeMs: parsed.RENDER_LOCK_LIFETIME_MS,
      maxAttempts: parsed.RENDER_MAX_ATTEMPTS,
      workDir: join(dataDir, 'renders'),
    }),
    reels: Object.freeze({ ...readReelsConfig(parsed), concurrency: parsed.REELS_CONCURRENCY }),
    autopilot: Object.freeze({
      lockLifetimeMs: parsed.AUTOPILOT_LOCK_LIFETIME_MS,
      concurrency: parsed.AUTOPILOT_PLAN_CONCURRENCY,
    }),
    ai: readAiConfig(parsed, 'worker'),
    billingEnabled: isBillingEnabled(parsed),
    webhooks: Object.freeze(readWebhooksConfig(parsed, { isProduction })),
    platforms: readPlatformsConfig(env, {
      publicUrl,
      isProduction,
      fallbackSandboxSecret: sandboxSecretFromKey(secrets.ENCRYPTION_KEY),
    }),
  });
}
