import type { JobDefinition } from './job-definition.js';
import { deliverWebhookJob } from './deliver-webhook/deliver-webhook.job.js';
import { sweepWebhookDeliveriesJob } from './sweep-webhook-deliveries/sweep-webhook-deliveries.job.js';
import { purgeContactMessagesJob } from './purge-contact-messages/purge-contact-messages.job.js';
import { purgeExpiredRecordsJob } from './purge-expired-records/purge-expired-records.job.js';
import { publishPostJob } from './publish-post/publish-post.job.js';
import { purgeFinishedJobsJob } from './purge-finished-jobs/purge-finished-jobs.job.js';
import { renderVideoJob } from './render-video/render-video.job.js';
import { makeReelsJob } from './make-reels/make-reels.job.js';
import { autopilotPlanJob } from './autopilot-plan/autopilot-plan.job.js';
import { autopilotTopUpJob } from './autopilot-top-up/autopilot-top-up.job.js';
import { sweepReelLeftoversJob } from './sweep-reel-leftovers/sweep-reel-leftovers.job.js';
import { refreshEngagementJob } from './refresh-engagement/refresh-engagement.job.js';
import { refreshExpiringTokensJob } from './refresh-expiring-tokens/refresh-expiring-tokens.job.js';
import { retryContactDeliveryJob } from './retry-contact-delivery/retry-contact-delivery.job.js';
import { sweepGeneratedMediaJob } from './sweep-generated-media/sweep-generated-media.job.js';
import { sweepOverduePostsJob } from './sweep-overdue-posts/sweep-overdue-posts.job.js';
import { sweepOrphanLogosJob } from './sweep-orphan-logos/sweep-orphan-logos.job.js';
import { sweepPostUploadsJob } from './sweep-post-uploads/sweep-post-uploads.job.js';
import { sweepUnqueuedRendersJob } from './sweep-unqueued-renders/sweep-unqueued-renders.job.js';

/** Every job the worker runs, in one place. */
export const JOB_DEFINITIONS: ReadonlyArray<JobDefinition<unknown>> = [
  publishPostJob,
  renderVideoJob,
  makeReelsJob,
  autopilotPlanJob,
  autopilotTopUpJob,
  sweepReelLeftoversJob,
  sweepUnqueuedRendersJob,
  sweepOverduePostsJob,
  purgeFinishedJobsJob,
  purgeExpiredRecordsJob,
  purgeContactMessagesJob,
  retryContactDeliveryJob,
  sweepOrphanLogosJob,
  sweepGeneratedMediaJob,
  sweepPostUploadsJob,
  refreshExpiringTokensJob,
  refreshEngagementJob,
  deliverWebhookJob,
  sweepWebhookDeliveriesJob,
];
