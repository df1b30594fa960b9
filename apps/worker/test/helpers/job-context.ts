import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@postcraft/logger';
import { LocalDiskStorage } from '@postcraft/media';
import type { Db } from 'mongodb';
import { loadWorkerConfig, type WorkerConfig } from '../../src/config/env.js';
import type { JobContext, JobDependencies, JobStore } from '../../src/jobs/job-definition.js';
import { createWorkerServices } from '../../src/services/worker-services.js';

/**
 * The worker's real configuration and services on test settings: a throwaway DATA_DIR (so the
 * media storage is a folder of the test's own) and whatever SMTP server `env` names.
 */
export function testWorkerSetup(env: NodeJS.ProcessEnv = {}): {
  config: Readonly<WorkerConfig>;
  dependencies: JobDependencies;
  mediaStorage: LocalDiskStorage;
} {
  const config = loadWorkerConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'postcraft-worker-test-')),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const services = createWorkerServices(config, createLogger('silent', 'test'));
  return {
    config,
    dependencies: { services, config },
    mediaStorage: services.mediaStorage as LocalDiskStorage,
  };
}

/** A job store for handlers that never reach the job table. */
const NO_JOB_STORE: JobStore = {
  get pool(): never {
    throw new Error('this test gave the job no job table (pass one to jobContext)');
  },
};

/** What a job's handler gets, around `dependencies`. */
export function jobContext(
  db: Db,
  dependencies: JobDependencies,
  jobStore: JobStore = NO_JOB_STORE,
): JobContext & { jobId: string } {
  return { ...dependencies, db, jobStore, logger: createLogger('silent', 'test'), jobId: 'test' };
}
