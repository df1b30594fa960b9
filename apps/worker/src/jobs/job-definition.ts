import type { Logger } from '@postcraft/logger';
import type { Db } from 'mongodb';
import type pg from 'pg';
import type { z } from 'zod';
import type { WorkerConfig } from '../config/env.js';
import type { WorkerServices } from '../services/worker-services.js';

/** The settings jobs read (the rest of the configuration is the worker's own). */
export type JobConfig = Pick<WorkerConfig, 'contactEmail' | 'contactRetentionDays'>;

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

/** One kind of background job: its name, the contract of its payload and what it does. */
export interface JobDefinition<Payload = unknown> {
  name: string;
  payloadSchema: z.ZodType<Payload>;
  concurrency?: number;
  /** Recurring jobs declare their interval; the worker schedules them at start. */
  every?: string;
  handle(payload: Payload, context: JobContext & { jobId: string }): Promise<void>;
}

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<unknown> {
  return definition as JobDefinition<unknown>;
}
