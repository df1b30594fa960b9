import { commonEnvSchema, parseEnv, resolveDataDir } from '@postcraft/runtime-config';
import { z } from 'zod';

const workerEnvSchema = commonEnvSchema.extend({
  /** How often each worker asks the database for due jobs. */
  WORKER_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  /** How many jobs one worker process runs at once. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(10),
  /** How long SIGTERM waits for running jobs before unlocking them for another worker. */
  WORKER_DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  WORKER_NAME: z.string().max(100).optional(),
});

export interface WorkerConfig {
  dataDir: string;
  mongodbUri?: string;
  logLevel: string;
  pollIntervalMs: number;
  concurrency: number;
  drainTimeoutMs: number;
  name: string;
}

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): Readonly<WorkerConfig> {
  const parsed = parseEnv('worker', workerEnvSchema, env);
  return Object.freeze({
    dataDir: resolveDataDir(parsed.DATA_DIR),
    mongodbUri: parsed.MONGODB_URI,
    logLevel: parsed.LOG_LEVEL,
    pollIntervalMs: parsed.WORKER_POLL_INTERVAL_MS,
    concurrency: parsed.WORKER_CONCURRENCY,
    drainTimeoutMs: parsed.WORKER_DRAIN_TIMEOUT_MS,
    name: parsed.WORKER_NAME ?? `worker-${process.pid}`,
  });
}
