import { PostPublishPayloadSchema } from '@postcraft/contracts';
import {
  asOwnerId,
  loadScheduledPostForPublish,
  toScheduledPostResponse,
  type ScheduledPostRecord,
} from '@postcraft/data';
import { publicMediaUrl, publishPost, type PublishServices } from '@postcraft/publishing';
import {
  handleNotReadyDue,
  idleAccountMessage,
  notReadyReasonOf,
  type NotReadyReason,
} from '@postcraft/studio';
import { z } from 'zod';
import { defineJob, type JobContext, type JobRun } from '../job-definition.js';
import { renewLockWhileRunning } from '../lock-renewal.js';
import { POST_PUBLISH_JOB } from '@postcraft/jobs';
import { postEvent, recordWebhookEvent } from '@postcraft/webhooks';
import { queueOnceOn } from '../deliver-webhook/webhook-services.js';

/** A run whose post's platforms are all at their cap comes back after this (plus jitter). */
const BUSY_DELAY_MS = 500;
/**
 * A run that found another process's claim still within its lease looks again after this (or
 * half the lease when shorter), until the claim has an outcome or its lease ran out.
 */
const IN_PROGRESS_RECHECK_MS = 15_000;
/** A run never starts a publish earlier than this before the post's time. */
const EARLY_TOLERANCE_MS = 1_000;

/** The API's payload, plus the count of retries this job already made. */
const PublishPostJobPayloadSchema = PostPublishPayloadSchema.extend({
  retries: z.number().int().min(0).optional(),
});
type PublishPostJobPayload = z.infer<typeof PublishPostJobPayloadSchema>;

/**
 * One run per scheduled post, at its time: publishes each platform of the post once (the
 * publishing use case claims each platform, calls it and records the outcome), then the post's
 * status, results and notifications. It never waits inside a run: a temporary failure, a full
 * platform or a platform another process still publishes moves this same job later (the post's
 * `jobId` stays valid). Its lock is renewed while it publishes, so only a dead worker's run is
 * taken over, after PUBLISH_LOCK_LIFETIME_MS.
 */
export const publishPostJob = defineJob<PublishPostJobPayload>({
  name: POST_PUBLISH_JOB,
  payloadSchema: PublishPostJobPayloadSchema,
  concurrency: (config) => config.publish.concurrency,
  lockLifetimeMs: (config) => config.publish.lockLifetimeMs,
  // Enough locked ahead to keep every slot busy, not so many that one worker holds a burst.
  lockLimit: (config) => config.publish.concurrency * 2,
  async handle(payload, context) {
    const { logger, services, config } = context;
    const post = await loadScheduledPostForPublish(payload.postId);
    const notReady = post ? notReadyReasonOf(post) : null;
    if (post && notReady) {
      await handleNotReady(post, notReady, context);
      return;
    }
    if (!post || post.status !== 'pending') {
      logger.info({ postId: payload.postId, status: post?.status }, 'post not pending, skipped');
      return;
    }
    if (post.jobId && post.jobId !== context.jobId) {
      logger.info({ postId: payload.postId, jobId: post.jobId }, 'another job publishes the post');
      return;
    }
    const now = Date.now();
    if (post.scheduledTime.getTime() > now + EARLY_TOLERANCE_MS) {
      await runAgainAt(context, post.scheduledTime);
      return;
    }
    const slots = services.platformSlots.tryReserve(post.platforms);
    if (!slots) {
      await runAgainAt(context, new Date(now + BUSY_DELAY_MS + Math.random() * BUSY_DELAY_MS));
      return;
    }

    const renewal = renewLockWhileRunning(context, config.publish.lockLifetimeMs);
    let outcome;
    try {
      outcome = await publishPost(post, publishServicesOf(context, payload.retries ?? 0));
    } finally {
      renewal.stop();
      slots.release();
    }

    switch (outcome.state) {
      case 'done':
        logger.info({ postId: payload.postId, status: outcome.status }, 'post published');
        // Right after they are stored: the user's open browsers, and a mail for a failure.
        for (const notification of outcome.notifications) {
          await services.notify(post.ownerId.toString(), notification);
        }
        return;
      case 'skipped':
        return;
      case 'retry_later':
        await runAgainAt(context, new Date(Date.now() + outcome.retryInMs), {
          retries: (payload.retries ?? 0) + 1,
        });
        return;
      case 'in_progress':
        await runAgainAt(
          context,
          new Date(
            Date.now() + Math.min(IN_PROGRESS_RECHECK_MS, config.publish.attemptLeaseMs / 2),
          ),
        );
        return;
    }
  },
});

/**
 * A planned post still awaiting approval, or whose video is not made, is never published: before
 * its time the run waits; at its time it moves once to the next free slot (this job runs again
 * then), the second time it expires and its owner is told.
 */
async function handleNotReady(
  post: ScheduledPostRecord,
  reason: NotReadyReason,
  context: JobContext & JobRun,
): Promise<void> {
  if (post.jobId && post.jobId !== context.jobId) return;
  if (post.scheduledTime.getTime() > Date.now() + EARLY_TOLERANCE_MS) {
    await runAgainAt(context, post.scheduledTime);
    return;
  }
  const outcome = await handleNotReadyDue(post, reason);
  context.logger.info(
    { postId: post._id.toString(), reason, outcome: outcome.state },
    'planned post came due not ready',
  );
  if (outcome.state === 'moved') await runAgainAt(context, outcome.to);
  if (outcome.state !== 'expired') return;
  // Expired, the planned post is cancelled: the owner's webhooks hear of it as of any cancel.
  const at = new Date();
  const cancelled = toScheduledPostResponse(
    {
      ...post,
      status: 'cancelled',
      autopilot: post.autopilot ? { ...post.autopilot, expired: true } : post.autopilot,
      updatedAt: at,
    },
    at,
  );
  await recordWebhookEvent(
    asOwnerId(post.ownerId.toString()),
    postEvent('post.cancelled', cancelled, at),
    queueOnceOn(context),
  );
  if (outcome.notification) {
    await context.services.notify(post.ownerId.toString(), outcome.notification);
  }
}

function publishServicesOf(context: JobContext & JobRun, retriesSoFar: number): PublishServices {
  const { services, config, logger } = context;
  return {
    platforms: services.platforms,
    tokenCipher: services.tokenCipher,
    mediaStorage: services.mediaStorage,
    publicUrlOf: (key) => publicMediaUrl(services.mediaStorage, config.publicUrl, key),
    claimedBy: config.name,
    retry: { baseDelayMs: config.publish.retryBaseMs },
    retryMode: 'reschedule',
    retriesSoFar,
    attemptLeaseMs: config.publish.attemptLeaseMs,
    languageOf: services.ownerLanguage,
    logger,
    recordEvent: (ownerId, event) =>
      recordWebhookEvent(asOwnerId(ownerId), event, queueOnceOn(context)),
    planRefusal: (ownerId, platform) =>
      idleAccountMessage(
        asOwnerId(ownerId),
        platform,
        { billingEnabled: config.billingEnabled },
        (id) => services.platforms.find(id)?.displayName ?? id,
      ),
  };
}

/**
 * Moves this same job to `at` (its handler runs again then), with `data` merged into its payload.
 * Saved now, so a worker that dies right after still leaves the job scheduled.
 */
async function runAgainAt(
  { job }: JobRun,
  at: Date,
  data: Record<string, unknown> = {},
): Promise<void> {
  job.attrs.data = { ...(job.attrs.data as Record<string, unknown>), ...data };
  job.attrs.nextRunAt = at;
  await job.save();
}
