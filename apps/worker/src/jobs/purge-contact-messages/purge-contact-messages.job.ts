import { PURGE_CONTACT_MESSAGES, PurgeContactMessagesPayloadSchema } from '@postcraft/contracts';
import { purgeContactMessagesBefore } from '@postcraft/data';
import { defineJob } from '../job-definition.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes contact-form messages received more than CONTACT_RETENTION_DAYS ago (delivered or
 * not), with their delivery claims: the period the privacy policy states.
 */
export const purgeContactMessagesJob = defineJob({
  name: PURGE_CONTACT_MESSAGES,
  payloadSchema: PurgeContactMessagesPayloadSchema,
  every: '1 hour',
  async handle(_payload, { logger, config }) {
    const cutoff = new Date(Date.now() - config.contactRetentionDays * DAY_MS);
    const deleted = await purgeContactMessagesBefore(cutoff);
    logger.info(
      { deleted, retentionDays: config.contactRetentionDays },
      'purged old contact messages',
    );
  },
});
