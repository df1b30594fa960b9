import type { OwnerId } from '@postcraft/data';
import type { JobQueue } from '@postcraft/jobs';
import type { Logger } from '@postcraft/logger';
import { recordWebhookEvent, type WebhookEvent } from '@postcraft/webhooks';

/** Records a post's webhook event for the owner's webhooks; never fails the change it reports. */
export type PostEventRecorder = (ownerId: OwnerId, event: WebhookEvent) => Promise<void>;

/**
 * The API's recorder: the change (a post scheduled, cancelled, published now) is already stored
 * when its event is recorded, so a failure to record is logged rather than answered as the
 * change's failure. Without a job store no delivery could be queued: nothing is recorded.
 */
export function createPostEventRecorder(
  jobQueue: Pick<JobQueue, 'scheduleOnce'> | null,
  logger: Pick<Logger, 'error'>,
): PostEventRecorder {
  return async (ownerId, event) => {
    if (!jobQueue) return;
    try {
      await recordWebhookEvent(ownerId, event, (...job) => jobQueue.scheduleOnce(...job));
    } catch (error) {
      logger.error({ err: error, eventKey: event.key }, 'webhook event not recorded');
    }
  };
}
