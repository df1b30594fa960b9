import type { Logger } from '@postcraft/logger';
import type { Agenda } from 'agenda';
import type { Db } from 'mongodb';
import { requeueHeldJobs } from './agenda/claim-locking-repository.js';
import { AGENDA_COLLECTION, createAgenda, type AgendaSettings } from './agenda/create-agenda.js';
import type { JobDefinition, JobDependencies } from './jobs/job-definition.js';

export interface RunningWorker {
  agenda: Agenda;
  /**
   * Takes no new jobs, waits up to `drainTimeoutMs` for running ones, then hands the unfinished
   * ones back (due now, unlocked) so another worker picks them up at once.
   */
  stop(drainTimeoutMs: number): Promise<void>;
}

/**
 * Starts processing jobs and schedules the recurring ones (once across all workers). A recurring
 * job new to the database runs at once; one already scheduled keeps its next run, so restarts
 * never push a daily job back (Agenda's `skipImmediate` would move it a full interval ahead at
 * every start).
 */
export async function startWorker(
  db: Db,
  definitions: ReadonlyArray<JobDefinition<unknown>>,
  settings: AgendaSettings,
  logger: Logger,
  dependencies: JobDependencies,
): Promise<RunningWorker> {
  const agenda = createAgenda(db, definitions, settings, logger, dependencies);
  const running = new Set<string>();
  agenda.on('start', (job) => running.add(String(job.attrs._id)));
  agenda.on('complete', (job) => running.delete(String(job.attrs._id)));

  await agenda.start();
  for (const definition of definitions) {
    if (definition.every) {
      await agenda.every(definition.every, definition.name, {});
    }
  }
  logger.info({ jobs: definitions.map((definition) => definition.name) }, 'worker started');

  return {
    agenda,
    stop: async (drainTimeoutMs) => {
      const drained = await agenda.drain({ timeout: drainTimeoutMs });
      if (drained.timedOut && running.size > 0) {
        logger.warn({ jobIds: [...running] }, 'drain timed out; handing unfinished jobs back');
      }
      await requeueHeldJobs(db, AGENDA_COLLECTION, settings.name, [...running]);
      await agenda.stop();
    },
  };
}
