import type { Logger } from '@postcraft/logger';
import type { Agenda, Job } from 'agenda';
import type { Db } from 'mongodb';
import type pg from 'pg';
import type { z } from 'zod';
import type { WorkerConfig } from '../config/env.js';
import type { WorkerServices } from '../services/worker-services.js';

/** The settings jobs read (the rest of the configuration is the worker's own). */
export type JobConfig = Pick<
  WorkerConfig,
  | 'contactEmail'
  | 'contactRetentionDays'
  | 'name'
  | 'publish'
  | 'publicUrl'
  | 'render'
  | 'reels'
  | 'autopilot'
  | 'ai'
  | 'billingEnabled'
  | 'webhooks'
  | 'encryptionKey'
>;

/** What the worker's main builds once for every job. */
export interface JobDependencies {
  services: WorkerServices;
  config: Readonly<JobConfig>;
}

/** Where Agenda keeps the jobs: PostgreSQL's pool and the job table. */
export interface JobStore {
  pool: pg.Pool;
  /** Undefined for the default table. */
  tableName?: string;
}

export interface JobContext extends JobDependencies {
  /** The product's data (MongoDB). */
  db: Db;
  jobStore: JobStore;
  logger: Logger;
}

/** The run being handled: its Agenda job (renew its lock, run it again) and the Agenda. */
export interface JobRun {
  jobId: string;
  job: Job;
  agenda: Agenda;
}

/** A number a job definition gives, fixed or read from the worker's configuration. */
export type JobSetting = number | ((config: Readonly<JobConfig>) => number);

export const resolveJobSetting = (
  setting: JobSetting | undefined,
  config: Readonly<JobConfig>,
): number | undefined => (typeof setting === 'function' ? setting(config) : setting);

/** One kind of background job: its name, the contract of its payload and what it does. */
export interface JobDefinition<Payload = unknown> {
  name: string;
  payloadSchema: z.ZodType<Payload>;
  /** Runs of this kind one worker makes at once (a number, or read from the configuration). */
  concurrency?: JobSetting;
  /** Recurring jobs declare their interval; the worker schedules them at start. */
  every?: string;
  /**
   * How long a run may hold its lock without renewing it (`job.touch()`) before another worker
   * counts its worker as dead and takes it; the worker's default when unset.
   */
  lockLifetimeMs?: JobSetting;
  /** At most this many jobs of this kind locked ahead by one worker (Agenda's lockLimit). */
  lockLimit?: JobSetting;
  handle(payload: Payload, context: JobContext & JobRun): Promise<void>;
}

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<unknown> {
  return definition as JobDefinition<unknown>;
}
