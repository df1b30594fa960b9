import {
  aiEnvSchema,
  commonEnvSchema,
  loadSecrets,
  mailEnvSchema,
  parseEnv,
  readAiConfig,
  readReelsConfig,
  reelsEnvSchema,
  type ReelsConfig,
  readWebhooksConfig,
  webhooksEnvSchema,
  type WebhooksConfig,
  resolveDataDir,
  type AiConfig,
  type Secrets,
} from '@postcraft/runtime-config';
import {
  readPlatformsConfig,
  sandboxSecretFromKey,
  type PlatformsConfig,
} from '@postcraft/platforms';
import { POST_MEDIA_MAX_BYTES } from '@postcraft/contracts';
import { join } from 'node:path';
import { z } from 'zod';
import { defaultRenderThreads } from '@postcraft/generation';
import { paymentsEnvSchema, readPaymentsConfig, type PaymentsConfig } from './payments-config.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits.js';
import { TrustProxyEnvSchema, type TrustProxy } from './trust-proxy.js';
import { DEFAULT_USAGE_LIMITS, type RenderConfig, type UsageLimits } from './usage-limits.js';

const count = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

// SMTP_URL, MAIL_FROM, CONTACT_EMAIL and CONTACT_RETENTION_DAYS are shared with the worker.
const apiEnvSchema = commonEnvSchema
  .extend(mailEnvSchema.shape)
  .extend(aiEnvSchema.shape)
  .extend(paymentsEnvSchema.shape)
  .extend(reelsEnvSchema.shape)
  .extend(webhooksEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    /** Extra browser origins allowed by CORS, comma-separated (the Vite dev server in development). */
    CORS_ORIGINS: z.string().optional(),
    /** Folder of the built web app to serve on the same origin; unset serves the API only. */
    WEB_DIST_DIR: z.string().optional(),
    BODY_LIMIT: z
      .string()
      .regex(/^\d+(kb|mb)$/, 'a size such as 1mb or 512kb')
      .default('1mb'),
    /** The proxies in front of the API: a hop count or their addresses (see trust-proxy.ts). */
    TRUST_PROXY: TrustProxyEnvSchema,
    /**
     * How long a refresh token just exchanged may be shown again by the client that exchanged it
     * (tabs refreshing at once) and get the same new tokens, instead of ending the session.
     */
    REFRESH_REUSE_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
    /** Sign-ups one client address may make in an hour (an office behind one NAT may need more). */
    SIGNUP_LIMIT_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(DEFAULT_RATE_LIMITS.registerPerIp.limit),
    /** Misses (404s) of GET /media one client address may make in a minute before 429s. */
    MEDIA_MISS_LIMIT_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(DEFAULT_RATE_LIMITS.mediaMissesPerIp.limit),
    /** Requests one API key may make in a minute before 429s. */
    API_KEY_LIMIT_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(DEFAULT_RATE_LIMITS.apiKeyRequests.limit),
    /** Per user: generations a minute and at once, uploads a minute and at once (usage-limits.ts). */
    GENERATION_LIMIT_PER_MINUTE: count(10_000, DEFAULT_USAGE_LIMITS.generationsPerUser.limit),
    GENERATION_CONCURRENCY_PER_USER: count(100, DEFAULT_USAGE_LIMITS.generationsAtOnce),
    UPLOAD_LIMIT_PER_MINUTE: count(10_000, DEFAULT_USAGE_LIMITS.uploadsPerUser.limit),
    UPLOAD_CONCURRENCY_PER_USER: count(100, DEFAULT_USAGE_LIMITS.uploadsAtOnce),
    /** Worker threads rendering generations (default: cores - 1, at least 1), and their queue. */
    RENDER_THREADS: z.coerce.number().int().min(1).max(256).optional(),
    RENDER_QUEUE_SIZE: count(10_000, 16),
    /** Largest logo upload, in the BODY_LIMIT notation; 50 MB as the spec's hint says. */
    LOGO_MAX_SIZE: z
      .string()
      .regex(/^\d+(kb|mb)$/, 'a size such as 50mb or 512kb')
      .default('50mb'),
    /**
     * Longest an uploaded logo may take to check and rasterise (an SVG's filters can take
     * seconds), counted in its own process; past it the upload is refused with a 400.
     */
    LOGO_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    /** Logos rendered at once, each in a process of its own (more wait their turn). */
    LOGO_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    /** Largest media file of a post (upload), in the BODY_LIMIT notation. */
    POST_MEDIA_MAX_SIZE: z
      .string()
      .regex(/^\d+(kb|mb)$/, 'a size such as 100mb or 512kb')
      .default(`${POST_MEDIA_MAX_BYTES / (1024 * 1024)}mb`),
    /** Shown by the privacy policy; defaults to CONTACT_EMAIL. */
    PRIVACY_EMAIL: z.email().optional(),
    /** The operator's name and postal address, shown by the privacy policy and the footer. */
    COMPANY_NAME: z.string().trim().min(1).max(200).default('Postcraft'),
    COMPANY_ADDRESS: z.string().trim().max(500).default(''),
  });

/** Bytes of a size written as `512kb` or `50mb` (binary units). */
export function parseByteSize(size: string): number {
  const match = /^(\d+)(kb|mb)$/.exec(size);
  if (!match) throw new Error(`Not a size: ${size}`);
  return Number(match[1]) * (match[2] === 'mb' ? 1024 * 1024 : 1024);
}

/** The operator's details that GET /api/site publishes. */
export interface SiteConfig {
  contactEmail: string;
  privacyEmail: string;
  companyName: string;
  companyAddress: string;
  /** CONTACT_RETENTION_DAYS: the privacy policy states it, the worker applies it. */
  contactRetentionDays: number;
}

export interface ApiConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  corsOrigins: string[];
  webDistDir?: string;
  dataDir: string;
  mongodbUri?: string;
  /** DATABASE_URL: PostgreSQL holding the jobs (the server falls back to the launcher's). */
  databaseUrl?: string;
  redisUrl?: string;
  /** SMTP_URL; when unset the mailer looks for the launcher's embedded mail catcher. */
  smtpUrl?: string;
  mailFrom: string;
  /** bcrypt cost factor: 12, or 10 under NODE_ENV=test to keep the suites quick. */
  passwordHashCost: number;
  /** REFRESH_REUSE_GRACE_MS: a spent refresh token's grace for the client that spent it. */
  refreshReuseGraceMs: number;
  /** Limits of the account endpoints; tests pass lower ones to createApp. */
  rateLimits: Readonly<RateLimits>;
  /** Per-user limits of generations and uploads. */
  usageLimits: Readonly<UsageLimits>;
  /** The worker threads that render generations (server.ts starts them). */
  render: Readonly<RenderConfig>;
  bodyLimit: string;
  /** LOGO_MAX_SIZE in bytes; tests pass a lower one to createApp. */
  logoMaxBytes: number;
  /** Uploaded images with more pixels are refused before they are decoded. */
  logoMaxInputPixels: number;
  /** LOGO_RENDER_TIMEOUT_MS: the time one logo may take to render in its own process. */
  logoRenderTimeoutMs: number;
  /** LOGO_RENDER_CONCURRENCY: logos rendered at once. */
  logoRenderConcurrency: number;
  /** Logos that may wait for a render slot; more are answered 429 at once. */
  logoRenderMaxWaiting: number;
  /** POST_MEDIA_MAX_SIZE in bytes: the largest media file a post's form may carry. */
  postMediaMaxBytes: number;
  /** Uploads and generated media: DATA_DIR/media (LocalDiskStorage). */
  mediaDir: string;
  /**
   * DATA_DIR/uploads: files being received, before they are checked and moved into the media
   * storage or deleted. Beside the media folder, so the move is a rename.
   */
  uploadTempDir: string;
  site: Readonly<SiteConfig>;
  /** Express's `trust proxy`: false, a hop count, or the proxies' addresses and ranges. */
  trustProxy: TrustProxy;
  logLevel: string;
  secrets: Secrets;
  /** Platform credentials, the sandbox platform and adapter URL overrides. */
  platforms: Readonly<PlatformsConfig>;
  /** Content generation through an OpenAI-compatible API; null for the local generator. */
  ai: Readonly<AiConfig> | null;
  /** Billing: Stripe, the offline payment Sandbox, or off (payments-config.ts). */
  payments: Readonly<PaymentsConfig>;
  /** Reels from a long video: the sources' bounds and the YouTube downloader. */
  reels: Readonly<ReelsConfig>;
  /** Where webhooks may be delivered (checked when a URL is saved, and by the worker). */
  webhooks: Readonly<WebhooksConfig>;
}

/** Reads the API's configuration from the environment once, failing fast with a readable message. */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): Readonly<ApiConfig> {
  const parsed = parseEnv('api', apiEnvSchema, env);
  const isProduction = parsed.NODE_ENV === 'production';
  const dataDir = resolveDataDir(parsed.DATA_DIR);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  const extraOrigins = (parsed.CORS_ORIGINS ?? (isProduction ? '' : 'http://localhost:5173'))
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

  const secrets = loadSecrets(env, { dataDir, isProduction });

  return Object.freeze({
    nodeEnv: parsed.NODE_ENV,
    isProduction,
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl,
    corsOrigins: [new URL(publicUrl).origin, ...extraOrigins],
    webDistDir: parsed.WEB_DIST_DIR,
    dataDir,
    mongodbUri: parsed.MONGODB_URI,
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    passwordHashCost: parsed.NODE_ENV === 'test' ? 10 : 12,
    refreshReuseGraceMs: parsed.REFRESH_REUSE_GRACE_MS,
    rateLimits: Object.freeze({
      ...DEFAULT_RATE_LIMITS,
      registerPerIp: { ...DEFAULT_RATE_LIMITS.registerPerIp, limit: parsed.SIGNUP_LIMIT_PER_HOUR },
      mediaMissesPerIp: {
        ...DEFAULT_RATE_LIMITS.mediaMissesPerIp,
        limit: parsed.MEDIA_MISS_LIMIT_PER_MINUTE,
      },
      apiKeyRequests: {
        ...DEFAULT_RATE_LIMITS.apiKeyRequests,
        limit: parsed.API_KEY_LIMIT_PER_MINUTE,
      },
    }),
    usageLimits: Object.freeze({
      generationsPerUser: {
        ...DEFAULT_USAGE_LIMITS.generationsPerUser,
        limit: parsed.GENERATION_LIMIT_PER_MINUTE,
      },
      generationsAtOnce: parsed.GENERATION_CONCURRENCY_PER_USER,
      uploadsPerUser: {
        ...DEFAULT_USAGE_LIMITS.uploadsPerUser,
        limit: parsed.UPLOAD_LIMIT_PER_MINUTE,
      },
      uploadsAtOnce: parsed.UPLOAD_CONCURRENCY_PER_USER,
    }),
    render: Object.freeze({
      threads: parsed.RENDER_THREADS ?? defaultRenderThreads(),
      maxQueue: parsed.RENDER_QUEUE_SIZE,
    }),
    bodyLimit: parsed.BODY_LIMIT,
    logoMaxBytes: parseByteSize(parsed.LOGO_MAX_SIZE),
    logoMaxInputPixels: 50_000_000,
    logoRenderTimeoutMs: parsed.LOGO_RENDER_TIMEOUT_MS,
    logoRenderConcurrency: parsed.LOGO_RENDER_CONCURRENCY,
    logoRenderMaxWaiting: 16,
    postMediaMaxBytes: parseByteSize(parsed.POST_MEDIA_MAX_SIZE),
    mediaDir: join(dataDir, 'media'),
    uploadTempDir: join(dataDir, 'uploads'),
    site: Object.freeze({
      contactEmail: parsed.CONTACT_EMAIL,
      privacyEmail: parsed.PRIVACY_EMAIL ?? parsed.CONTACT_EMAIL,
      companyName: parsed.COMPANY_NAME,
      companyAddress: parsed.COMPANY_ADDRESS,
      contactRetentionDays: parsed.CONTACT_RETENTION_DAYS,
    }),
    trustProxy: parsed.TRUST_PROXY,
    logLevel: parsed.LOG_LEVEL,
    secrets,
    platforms: readPlatformsConfig(env, {
      publicUrl,
      isProduction,
      fallbackSandboxSecret: sandboxSecretFromKey(secrets.ENCRYPTION_KEY),
    }),
    ai: readAiConfig(parsed, 'api'),
    reels: readReelsConfig(parsed),
    webhooks: Object.freeze(readWebhooksConfig(parsed, { isProduction })),
    payments: Object.freeze(
      readPaymentsConfig(parsed, {
        isProduction,
        listenPort: parsed.PORT,
        encryptionKey: secrets.ENCRYPTION_KEY,
      }),
    ),
  });
}
