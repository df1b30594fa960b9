import { asOwnerId, listOverduePendingPosts, updateScheduledPost } from '@postcraft/data';
import { z } from 'zod';
import { defineJob } from '../job-definition.js';
import { insertJob, jobTableName, newJobId, POST_PUBLISH_JOB } from '@postcraft/jobs';

export const SWEEP_OVERDUE_POSTS = 'post.sweep-overdue';

/** Overdue posts looked at per sweep, oldest first. */
const BATCH_SIZE = 500;

/** Job ids are PostgreSQL uuids; anything else (a job of the former store) is gone. */
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every minute: a pending post whose time passed more than PUBLISH_OVERDUE_GRACE_MS ago and whose
 * publish job is gone (lost, failed, or never created because the API stopped between saving the
 * post and queueing it) gets a new `post.publish` job due now, and the post takes its id. A post
 * whose job is still queued or running is left alone: a burst only makes it late.
 */
export const sweepOverduePostsJob = defineJob({
  name: SWEEP_OVERDUE_POSTS,
  payloadSchema: z.object({}),
  every: '1 minute',
  async handle(_payload, { agenda, config, jobStore, logger }) {
    const overdue = await listOverduePendingPosts(
      new Date(Date.now() - config.publish.overdueGraceMs),
      BATCH_SIZE,
    );
    if (overdue.length === 0) return;

    const jobIds = overdue.flatMap((post) =>
      post.jobId && JOB_ID.test(post.jobId) ? [post.jobId] : [],
    );
    const { jobs } = jobIds.length
      ? await agenda.queryJobs({ name: POST_PUBLISH_JOB, ids: jobIds, limit: jobIds.length })
      : { jobs: [] };
    const live = new Set(
      jobs.filter((job) => job.nextRunAt || job.lockedAt).map((job) => String(job._id)),
    );

    let requeued = 0;
    for (const post of overdue) {
      if (post.jobId && live.has(post.jobId)) continue;
      // The post takes the new job's id before the job exists (see newJobId).
      const jobId = newJobId();
      await updateScheduledPost(asOwnerId(post.ownerId.toString()), post._id, { jobId });
      await insertJob(jobStore.pool, jobTableName(jobStore.tableName), {
        id: jobId,
        name: POST_PUBLISH_JOB,
        runAt: new Date(),
        data: { postId: post._id.toString() },
      });
      requeued += 1;
      logger.warn(
        { postId: post._id.toString(), lostJobId: post.jobId, scheduledTime: post.scheduledTime },
        'overdue post re-queued',
      );
    }
    logger.info({ overdue: overdue.length, requeued }, 'swept overdue posts');
  },
});
