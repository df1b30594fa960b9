import type { Logger } from '@postcraft/logger';
import { createJobBackend } from '@postcraft/jobs';
import { Agenda } from 'agenda';
import type { Db } from 'mongodb';
import type pg from 'pg';
import {
  resolveJobSetting,
  type JobDefinition,
  type JobDependencies,
  type JobSetting,
} from '../jobs/job-definition.js';

export interface AgendaSettings {
  /** This process's name, unique per process: the jobs it locks carry it (lastModifiedBy). */
  name: string;
  pollIntervalMs: number;
  concurrency: number;
  /** Jobs of every kind one worker runs at once (`concurrency` when unset). */
  maxConcurrency?: number;
  /**
   * How long a job may hold its lock before Agenda counts it as dead (Agenda's default, 10
   * minutes, when unset). Agenda checks a running job every half of it with a timer it never
   * clears, so short-lived test workers pass a small value to let the process exit.
   */
  lockLifetimeMs?: number;
  /** Agenda's job table on PostgreSQL (default `agenda_jobs`); tests use one of their own. */
  jobTable?: string;
}

/**
 * An Agenda on the job table in PostgreSQL with every given job defined; their handlers get the
 * services and settings in `dependencies`, and the shared MongoDB database for the product's data.
 */
export function createAgenda(
  pool: pg.Pool,
  db: Db,
  definitions: ReadonlyArray<JobDefinition<unknown>>,
  settings: AgendaSettings,
  logger: Logger,
  dependencies: JobDependencies,
): Agenda {
  const agenda = new Agenda({
    backend: createJobBackend(pool, settings.jobTable, (error) =>
      logger.warn({ err: error }, 'job notifications interrupted; reconnecting'),
    ),
    name: settings.name,
    processEvery: settings.pollIntervalMs,
    maxConcurrency: settings.maxConcurrency ?? settings.concurrency,
    defaultConcurrency: settings.concurrency,
    ...(settings.lockLifetimeMs ? { defaultLockLifetime: settings.lockLifetimeMs } : {}),
  });
  const jobStore = { pool, tableName: settings.jobTable };

  const setting = (value: JobSetting | undefined) => resolveJobSetting(value, dependencies.config);
  for (const definition of definitions) {
    agenda.define(
      definition.name,
      async (job) => {
        const jobId = String(job.attrs._id);
        const jobLogger = logger.child({ job: definition.name, jobId });
        const payload = definition.payloadSchema.parse(job.attrs.data ?? {});
        await definition.handle(payload, {
          ...dependencies,
          db,
          jobStore,
          logger: jobLogger,
          jobId,
          job,
          agenda,
        });
      },
      {
        concurrency: setting(definition.concurrency) ?? settings.concurrency,
        lockLifetime: setting(definition.lockLifetimeMs) ?? settings.lockLifetimeMs,
        lockLimit: setting(definition.lockLimit),
      },
    );
  }

  agenda.on('error', (error) => logger.error({ err: error }, 'agenda error'));
  // Other workers' job events arrive here too (LISTEN/NOTIFY), flagged remote: each logs its own.
  agenda.on('fail', (error, job, remote?: boolean) => {
    if (remote) return;
    logger.warn({ err: error, job: job.attrs.name, jobId: String(job.attrs._id) }, 'job failed');
  });
  return agenda;
}
