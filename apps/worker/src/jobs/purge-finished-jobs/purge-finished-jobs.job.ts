import { PURGE_FINISHED_JOBS, PurgeFinishedJobsPayloadSchema } from '@postcraft/contracts';
import { purgeFinishedJobs } from '@postcraft/jobs';
import { defineJob } from '../job-definition.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes one-off jobs that finished long ago from Agenda's job table. */
export const purgeFinishedJobsJob = defineJob({
  name: PURGE_FINISHED_JOBS,
  payloadSchema: PurgeFinishedJobsPayloadSchema,
  every: '1 hour',
  async handle({ olderThanDays }, { jobStore, logger }) {
    const cutoff = new Date(Date.now() - olderThanDays * DAY_MS);
    const deletedCount = await purgeFinishedJobs(jobStore.pool, cutoff, jobStore.tableName);
    logger.info({ deletedCount, olderThanDays }, 'purged finished jobs');
  },
});
