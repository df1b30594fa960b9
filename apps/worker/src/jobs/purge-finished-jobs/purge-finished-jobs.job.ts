import { PURGE_FINISHED_JOBS, PurgeFinishedJobsPayloadSchema } from '@postcraft/contracts';
import { AGENDA_COLLECTION } from '../../agenda/create-agenda.js';
import { defineJob } from '../job-definition.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const purgeFinishedJobsJob = defineJob({
  name: PURGE_FINISHED_JOBS,
  payloadSchema: PurgeFinishedJobsPayloadSchema,
  every: '1 hour',
  async handle({ olderThanDays }, { db, logger }) {
    const cutoff = new Date(Date.now() - olderThanDays * DAY_MS);
    const { deletedCount } = await db.collection(AGENDA_COLLECTION).deleteMany({
      nextRunAt: null,
      lockedAt: null,
      lastFinishedAt: { $lt: cutoff },
    });
    logger.info({ deletedCount, olderThanDays }, 'purged finished jobs');
  },
});
