export { POST_PUBLISH_JOB } from './job-names.js';
export { openJobQueue, type JobQueue } from './job-queue.js';
export { insertJob, insertJobOnce, newJobId } from './job-insert.js';
export {
  createJobBackend,
  createJobPool,
  DEFAULT_JOB_TABLE,
  jobTableName,
  type JobStoreOptions,
} from './job-backend.js';
export { handBackHeldJobs, purgeFinishedJobs, retireJobId } from './job-maintenance.js';
export * from './socket-attachments.js';
