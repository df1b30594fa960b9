import type { Logger } from '@postcraft/logger';
import { Agenda } from 'agenda';
import type { Db } from 'mongodb';
import {
  resolveJobSetting,
  type JobDefinition,
  type JobDependencies,
  type JobSetting,
} from '../jobs/job-definition.js';
import { ClaimLockingMongoBackend } from './claim-locking-backend.js';

/** Agenda's job collection; a scheduled post's `jobId` is the `_id` of its row here. */
export const AGENDA_COLLECTION = 'agendaJobs';

export interface AgendaSettings {
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
}

/**
 * An Agenda on the shared database with every given job defined; their handlers get the services
 * and settings in `dependencies`.
 */
export function createAgenda(
  db: Db,
  definitions: ReadonlyArray<JobDefinition<unknown>>,
  settings: AgendaSettings,
  logger: Logger,
  dependencies: JobDependencies,
): Agenda {
  const agenda = new Agenda({
    backend: new ClaimLockingMongoBackend(db, AGENDA_COLLECTION),
    name: settings.name,
    processEvery: settings.pollIntervalMs,
    maxConcurrency: settings.maxConcurrency ?? settings.concurrency,
    defaultConcurrency: settings.concurrency,
    ...(settings.lockLifetimeMs ? { defaultLockLifetime: settings.lockLifetimeMs } : {}),
  });

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
  agenda.on('fail', (error, job) =>
    logger.warn({ err: error, job: job.attrs.name, jobId: String(job.attrs._id) }, 'job failed'),
  );
  return agenda;
}
