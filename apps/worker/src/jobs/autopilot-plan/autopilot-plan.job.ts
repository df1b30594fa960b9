import { randomUUID } from 'node:crypto';
import {
  autopilotApprovalMail,
  AUTOPILOT_PLAN_JOB,
  AutopilotPlanPayloadSchema,
  type AutopilotPlanPayload,
} from '@postcraft/contracts';
import {
  asOwnerId,
  findAutopilotState,
  toScheduledPostResponse,
  type ScheduledPostRecord,
} from '@postcraft/data';
import { insertJobOnce, jobTableName, POST_PUBLISH_JOB } from '@postcraft/jobs';
import {
  notifyAwaitingApproval,
  notifyPaused,
  planAutopilotHorizon,
  type AutopilotPlanOutcome,
} from '@postcraft/studio';
import { postEvent, recordWebhookEvent } from '@postcraft/webhooks';
import { queueOnceOn } from '../deliver-webhook/webhook-services.js';
import { defineJob, type JobConfig, type JobContext, type JobRun } from '../job-definition.js';
import { renewLockWhileRunning } from '../lock-renewal.js';

/**
 * Plan jobs one worker locks ahead of those it runs (two per run it may make at once). Without
 * a limit, the first worker to look locked every queued plan: users were planned a few at a time
 * in whatever order, those left waiting past the lock lifetime were taken again by the other
 * worker (runs that found the lease busy and came back later), and most users' weeks were filled
 * at the very end. One run locked ahead per slot keeps the slots busy between polls and takes
 * users in queue order.
 */
const planLockLimit = (config: Readonly<JobConfig>) => config.autopilot.concurrency * 2;

/**
 * One user's autopilot plan (queued when they turn it on or change it, and by the top-up): fills
 * their coming week (see planAutopilotHorizon), then tells them once per run about the posts that
 * wait for their approval (the bell and, unless turned off, a mail), or why it paused.
 */
export const autopilotPlanJob = defineJob<AutopilotPlanPayload>({
  name: AUTOPILOT_PLAN_JOB,
  payloadSchema: AutopilotPlanPayloadSchema,
  // Users planned at once by one worker: each run draws its posts' images on this process.
  concurrency: (config) => config.autopilot.concurrency,
  lockLimit: planLockLimit,
  // A dead worker's run is taken over after this; the user's planning lease lasts as long.
  lockLifetimeMs: (config) => config.autopilot.lockLifetimeMs,
  async handle({ ownerId: id, queuedAt }, context) {
    const { services, config, jobStore, logger } = context;
    const ownerId = asOwnerId(id);
    const lastPlannedAt = (await findAutopilotState(ownerId))?.lastPlannedAt ?? null;
    // Asked twice (the top-up and a settings change): a plan that started since does it.
    if (queuedAt && lastPlannedAt && lastPlannedAt.getTime() >= Date.parse(queuedAt)) {
      logger.info({ ownerId: id }, 'autopilot planned since this plan was asked for');
      return;
    }
    const pausedSince = lastPlannedAt;
    const table = jobTableName(jobStore.tableName);
    const lockLifetimeMs = config.autopilot.lockLifetimeMs;
    const renewal = renewLockWhileRunning(context, lockLifetimeMs);
    let outcome: AutopilotPlanOutcome;
    try {
      outcome = await planAutopilotHorizon(
        {
          storage: services.mediaStorage,
          generator: services.contentGenerator,
          billingEnabled: config.billingEnabled,
          leaseSeconds: lockLifetimeMs / 1000,
          holder: `${config.name}:${context.jobId}`,
          renderQueue: {
            // A planned video's render is queued under its slot's id: a re-run keeps the job.
            async schedule(name, runAt, data, jobId = randomUUID()) {
              await insertJobOnce(jobStore.pool, table, { id: jobId, name, runAt, data });
              return jobId;
            },
            cancel: async () => false,
            positionOf: async () => null,
          },
          scheduleJob: async (jobId, runAt, postId) => {
            await insertJobOnce(jobStore.pool, table, {
              id: jobId,
              name: POST_PUBLISH_JOB,
              runAt,
              data: { postId },
            });
          },
        },
        ownerId,
      );
    } finally {
      renewal.stop();
    }
    if (outcome.state === 'busy') {
      // Another run holds the user's lease: it finishes the plan, or it died and its lease runs
      // out. Either way this run looks again once the lease could have run out.
      context.job.attrs.nextRunAt = new Date(Date.now() + lockLifetimeMs + Math.random() * 1_000);
      await context.job.save();
    }
    logger.info(
      {
        ownerId: id,
        state: outcome.state,
        created: outcome.state === 'planned' ? outcome.created.length : 0,
      },
      'autopilot planned',
    );
    await tellOwner(context, ownerId, outcome, pausedSince);
  },
});

async function tellOwner(
  context: JobContext & JobRun,
  ownerId: ReturnType<typeof asOwnerId>,
  outcome: AutopilotPlanOutcome,
  pausedSince: Date | null,
): Promise<void> {
  const { services, config, logger } = context;
  const pause =
    outcome.state === 'paused'
      ? outcome.reason
      : outcome.state === 'planned'
        ? outcome.pausedFor
        : null;
  if (pause) {
    const language = await services.ownerLanguage(ownerId);
    const notification = await notifyPaused(ownerId, language, pause, pausedSince);
    if (notification) await services.notify(ownerId, notification);
  }
  if (outcome.state !== 'planned') return;
  await tellWebhooksOfTrimmed(context, ownerId, outcome.trimmed);
  const waiting = outcome.created.filter((post) => post.status === 'awaiting_approval');
  if (waiting.length === 0) return;
  const { owner } = outcome;
  const batchId = waiting[0]!.autopilot!.batchId;
  const now = new Date();
  await recordWebhookEvent(
    ownerId,
    {
      type: 'autopilot.awaiting_approval',
      key: `autopilot.awaiting_approval:${batchId}`,
      at: now,
      posts: waiting.map((post) => toScheduledPostResponse(post, now)),
    },
    queueOnceOn(context),
  );
  const notification = await notifyAwaitingApproval(ownerId, owner.language, batchId, waiting);
  if (!notification) return;
  await services.notify(ownerId, notification);
  if (!owner.emailOnApproval) return;
  const format = new Intl.DateTimeFormat(owner.language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: owner.timeZone,
  });
  await services.mailer
    .send(
      autopilotApprovalMail(
        owner.email,
        owner.language,
        waiting.map((post) => ({
          when: format.format(post.scheduledTime),
          topic: post.autopilot!.topic,
        })),
        `${config.publicUrl}/autopilotsettings`,
      ),
    )
    .catch((error: unknown) => logger.warn({ err: error, ownerId }, 'approval mail not sent'));
}

/** A planned post a lower frequency cancelled is a post.cancelled, as a reject is. */
async function tellWebhooksOfTrimmed(
  context: JobContext & JobRun,
  ownerId: ReturnType<typeof asOwnerId>,
  trimmed: readonly ScheduledPostRecord[],
): Promise<void> {
  for (const post of trimmed) {
    const at = new Date();
    const event = postEvent('post.cancelled', toScheduledPostResponse(post, at), at);
    await recordWebhookEvent(ownerId, event, queueOnceOn(context));
  }
}
