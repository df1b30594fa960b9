import type { Logger } from '@postcraft/logger';
import type { Agenda } from 'agenda';
import type { Db } from 'mongodb';
import { createAgenda, type AgendaSettings } from './agenda/create-agenda.js';
import type { JobDefinition } from './jobs/job-definition.js';

export interface RunningWorker {
  agenda: Agenda;
  /** Waits up to `drainTimeoutMs` for running jobs, then unlocks the rest for other workers. */
  stop(drainTimeoutMs: number): Promise<void>;
}

/** Starts processing jobs and schedules the recurring ones (once across all workers). */
export async function startWorker(
  db: Db,
  definitions: ReadonlyArray<JobDefinition<unknown>>,
  settings: AgendaSettings,
  logger: Logger,
): Promise<RunningWorker> {
  const agenda = createAgenda(db, definitions, settings, logger);
  await agenda.start();
  for (const definition of definitions) {
    if (definition.every) await agenda.every(definition.every, definition.name, {}, { skipImmediate: true });
  }
  logger.info({ jobs: definitions.map((definition) => definition.name) }, 'worker started');

  return {
    agenda,
    stop: async (drainTimeoutMs) => {
      const drained = await agenda.drain({ timeout: drainTimeoutMs });
      if (drained.timedOut) logger.warn({ running: drained.running }, 'drain timed out; unlocking jobs');
      await agenda.stop();
    },
  };
}
