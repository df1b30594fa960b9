import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@postcraft/logger';
import { LocalDiskStorage } from '@postcraft/media';
import type { Db } from 'mongodb';
import { loadWorkerConfig, type WorkerConfig } from '../../src/config/env.js';
import type { Agenda, Job } from 'agenda';
import type {
  JobContext,
  JobDependencies,
  JobRun,
  JobStore,
} from '../../src/jobs/job-definition.js';
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

/** Stands for the Agenda job and Agenda of a handler called directly: any use fails loudly. */
const notInThisTest = <T extends object>(what: string): T =>
  new Proxy({} as T, {
    get: () => {
      throw new Error(`${what} is not available to a handler called directly`);
    },
  });

/** What a job's handler gets, around `dependencies`, for a handler called without Agenda. */
export function jobContext(
  db: Db,
  dependencies: JobDependencies,
  jobStore: JobStore = NO_JOB_STORE,
): JobContext & JobRun {
  return {
    ...dependencies,
    db,
    jobStore,
    logger: createLogger('silent', 'test'),
    jobId: 'test',
    job: notInThisTest<Job>('The Agenda job'),
    agenda: notInThisTest<Agenda>('Agenda'),
  };
}
