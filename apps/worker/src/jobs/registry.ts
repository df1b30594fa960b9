import type { JobDefinition } from './job-definition.js';
import { purgeExpiredRecordsJob } from './purge-expired-records/purge-expired-records.job.js';
import { purgeFinishedJobsJob } from './purge-finished-jobs/purge-finished-jobs.job.js';

/** Every job the worker runs, in one place. */
export const JOB_DEFINITIONS: ReadonlyArray<JobDefinition<unknown>> = [
  purgeFinishedJobsJob,
  purgeExpiredRecordsJob,
];
