import type { Logger } from '@postcraft/logger';
import { closeOwnerVersions, openOwnerVersions } from '@postcraft/data';
import { createJobPool, handBackHeldJobs } from '@postcraft/jobs';
import type { Agenda } from 'agenda';
import type { Db } from 'mongodb';
import { createAgenda, type AgendaSettings } from './agenda/create-agenda.js';
import type { JobDefinition, JobDependencies } from './jobs/job-definition.js';

export interface WorkerSettings extends AgendaSettings {
  /** PostgreSQL holding the job table (DATABASE_URL). */
  databaseUrl: string;
}

export interface RunningWorker {
  agenda: Agenda;
  /**
   * Takes no new jobs, waits up to `drainTimeoutMs` for running ones, then hands back the jobs
   * this process still holds (unlocked; the interrupted ones due now) so another worker picks
   * them up at once, and closes its connections to PostgreSQL.
   */
  stop(drainTimeoutMs: number): Promise<void>;
}

/**
 * Starts processing jobs and schedules the recurring ones (once across all workers). A recurring
 * job new to the database runs at once; one already scheduled keeps its next run, so restarts
 * never push a daily job back (Agenda's `skipImmediate` would move it a full interval ahead at
 * every start). Due jobs are locked with FOR UPDATE SKIP LOCKED, and a job saved anywhere wakes
 * the workers through LISTEN/NOTIFY instead of waiting for their next poll.
 */
export async function startWorker(
  db: Db,
  definitions: ReadonlyArray<JobDefinition<unknown>>,
  settings: WorkerSettings,
  logger: Logger,
  dependencies: JobDependencies,
): Promise<RunningWorker> {
  // Jobs write scheduled posts (publish outcomes, the overdue sweep): each write is announced to
  // the API processes through the versions, which must be open before the first job runs.
  await openOwnerVersions(settings.databaseUrl);
  const pool = createJobPool(settings.databaseUrl);
  const agenda = createAgenda(pool, db, definitions, settings, logger, dependencies);
  try {
    await agenda.start();
    for (const definition of definitions) {
      if (definition.every) {
        await agenda.every(definition.every, definition.name, {});
      }
    }
  } catch (error) {
    await pool.end();
    await closeOwnerVersions();
    throw error;
  }
  logger.info(
    { workerName: settings.name, jobs: definitions.map((definition) => definition.name) },
    'worker started',
  );

  let stopped = false;
  return {
    agenda,
    stop: async (drainTimeoutMs) => {
      if (stopped) return;
      stopped = true;
      const drained = await agenda.drain({ timeout: drainTimeoutMs });
      if (drained.timedOut) {
        logger.warn({ running: drained.running }, 'drain timed out; handing unfinished jobs back');
      }
      const handedBack = await handBackHeldJobs(pool, settings.name, settings.jobTable);
      if (handedBack.length > 0) logger.info({ jobIds: handedBack }, 'handed held jobs back');
      await agenda.stop();
      await pool.end();
      await closeOwnerVersions();
    },
  };
}
