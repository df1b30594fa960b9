import { z } from 'zod';

/**
 * Mails the contact-form messages whose delivery failed (the API stores a message before it
 * mails it), with backoff and a limit on attempts recorded on each message.
 */
export const RETRY_CONTACT_DELIVERY = 'contact.retry-delivery';
export const RetryContactDeliveryPayloadSchema = z.object({
  /** Messages tried per run, the oldest due first. */
  batchSize: z.number().int().min(1).max(500).default(50),
});
export type RetryContactDeliveryPayload = z.infer<typeof RetryContactDeliveryPayloadSchema>;

/** Deletes contact-form messages older than CONTACT_RETENTION_DAYS (what the policy promises). */
export const PURGE_CONTACT_MESSAGES = 'maintenance.purge-contact-messages';
export const PurgeContactMessagesPayloadSchema = z.object({});
export type PurgeContactMessagesPayload = z.infer<typeof PurgeContactMessagesPayloadSchema>;
