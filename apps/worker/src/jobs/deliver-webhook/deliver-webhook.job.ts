import { DELIVER_WEBHOOK, DeliverWebhookPayloadSchema } from '@postcraft/contracts';
import { attemptWebhookDelivery } from '@postcraft/webhooks';
import { defineJob } from '../job-definition.js';
import { renewLockWhileRunning } from '../lock-renewal.js';
import { webhookDeliveryServices } from './webhook-services.js';

/**
 * One attempt at a webhook delivery; a failed one that may be retried moves this same job to the
 * retry's time. Agenda lets one worker hold the job at a time; a worker that dies mid-attempt
 * leaves it to another once its lock runs out, which sends the same `webhook-id` again (receivers
 * dedupe on it), never a second id for the event.
 */
export const deliverWebhookJob = defineJob({
  name: DELIVER_WEBHOOK,
  payloadSchema: DeliverWebhookPayloadSchema,
  concurrency: 10,
  // As a publish's: renewed while the attempt runs, so only a dead worker's run is taken over.
  lockLifetimeMs: (config) => config.publish.lockLifetimeMs,
  async handle({ deliveryId }, context) {
    const renewal = renewLockWhileRunning(context, context.config.publish.lockLifetimeMs);
    let outcome;
    try {
      outcome = await attemptWebhookDelivery(deliveryId, webhookDeliveryServices(context));
    } finally {
      renewal.stop();
    }
    context.logger.info({ deliveryId, outcome: outcome.state }, 'webhook delivery attempted');
    if (outcome.state === 'retry') {
      context.job.attrs.nextRunAt = outcome.at;
      await context.job.save();
    }
  },
});
