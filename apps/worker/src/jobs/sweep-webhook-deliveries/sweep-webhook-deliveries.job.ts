import {
  DELIVER_WEBHOOK,
  SWEEP_WEBHOOK_DELIVERIES,
  SweepWebhookDeliveriesPayloadSchema,
} from '@postcraft/contracts';
import { listOverdueWebhookDeliveries } from '@postcraft/data';
import { jobTableName } from '@postcraft/jobs';
import { defineJob } from '../job-definition.js';
import { queueOnceOn } from '../deliver-webhook/webhook-services.js';

/** A delivery this late is one whose job is gone (its process died before queuing it). */
const OVERDUE_AFTER_MS = 2 * 60_000;

/**
 * Every five minutes: a pending delivery whose attempt is two minutes overdue gets its job back,
 * queued now under its own id. One still queued or running is left as it is; one whose job
 * finished without moving on is run again.
 */
export const sweepWebhookDeliveriesJob = defineJob({
  name: SWEEP_WEBHOOK_DELIVERIES,
  payloadSchema: SweepWebhookDeliveriesPayloadSchema,
  every: '5 minutes',
  concurrency: 1,
  async handle({ batchSize }, context) {
    const overdue = await listOverdueWebhookDeliveries(
      new Date(Date.now() - OVERDUE_AFTER_MS),
      batchSize,
    );
    const queueOnce = queueOnceOn(context);
    const table = jobTableName(context.jobStore.tableName);
    let requeued = 0;
    for (const delivery of overdue) {
      const data = { deliveryId: delivery._id };
      if (await queueOnce(DELIVER_WEBHOOK, new Date(), data, delivery.jobId)) {
        requeued += 1;
        continue;
      }
      // Its job exists: run it now if it has finished (a job still queued keeps its time).
      const { rowCount } = await context.jobStore.pool.query(
        `UPDATE "${table}" SET next_run_at = now()
          WHERE id = $1 AND next_run_at IS NULL AND locked_at IS NULL`,
        [delivery.jobId],
      );
      requeued += rowCount ?? 0;
    }
    if (requeued > 0) context.logger.info({ requeued }, 'overdue webhook deliveries queued again');
  },
});
