import type { Logger } from '@postcraft/logger';
import { Agenda } from 'agenda';
import type { Db } from 'mongodb';
import type { JobDefinition } from '../jobs/job-definition.js';
import { ClaimLockingMongoBackend } from './claim-locking-backend.js';

/** Agenda's job collection; a scheduled post's `jobId` is the `_id` of its row here. */
export const AGENDA_COLLECTION = 'agendaJobs';

export interface AgendaSettings {
  name: string;
  pollIntervalMs: number;
  concurrency: number;
}

/** An Agenda on the shared database with every given job defined. */
export function createAgenda(
  db: Db,
  definitions: ReadonlyArray<JobDefinition<unknown>>,
  settings: AgendaSettings,
  logger: Logger,
): Agenda {
  const agenda = new Agenda({
    backend: new ClaimLockingMongoBackend(db, AGENDA_COLLECTION),
    name: settings.name,
    processEvery: settings.pollIntervalMs,
    maxConcurrency: settings.concurrency,
    defaultConcurrency: settings.concurrency,
  });

  for (const definition of definitions) {
    agenda.define(
      definition.name,
      async (job) => {
        const jobId = String(job.attrs._id);
        const jobLogger = logger.child({ job: definition.name, jobId });
        const payload = definition.payloadSchema.parse(job.attrs.data ?? {});
        await definition.handle(payload, { db, logger: jobLogger, jobId });
      },
      { concurrency: definition.concurrency ?? settings.concurrency },
    );
  }

  agenda.on('error', (error) => logger.error({ err: error }, 'agenda error'));
  agenda.on('fail', (error, job) =>
    logger.warn({ err: error, job: job.attrs.name, jobId: String(job.attrs._id) }, 'job failed'),
  );
  return agenda;
}
