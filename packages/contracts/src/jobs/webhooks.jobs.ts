import { z } from 'zod';

/**
 * Delivers one webhook delivery (an event for one endpoint): an attempt, then the job runs again
 * at the next retry until the endpoint answers 2xx or the retry window closes. Its job id is
 * derived from the delivery's endpoint and event, so recording an event twice queues it once.
 */
export const DELIVER_WEBHOOK = 'webhook.deliver';
export const DeliverWebhookPayloadSchema = z.object({ deliveryId: z.string().min(1) });
export type DeliverWebhookPayload = z.infer<typeof DeliverWebhookPayloadSchema>;

/**
 * Queues again the pending deliveries whose attempt is overdue: a process that died between
 * recording an event and queuing its delivery leaves one behind.
 */
export const SWEEP_WEBHOOK_DELIVERIES = 'webhook.sweep-deliveries';
export const SweepWebhookDeliveriesPayloadSchema = z.object({
  batchSize: z.number().int().min(1).max(1_000).default(200),
});
export type SweepWebhookDeliveriesPayload = z.infer<typeof SweepWebhookDeliveriesPayloadSchema>;
