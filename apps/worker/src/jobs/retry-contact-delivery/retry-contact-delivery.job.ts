import {
  contactMail,
  RETRY_CONTACT_DELIVERY,
  RetryContactDeliveryPayloadSchema,
} from '@postcraft/contracts';
import { attemptContactDelivery, findDueContactMessages } from '@postcraft/data';
import { defineJob } from '../job-definition.js';

/** The failure as recorded on the message: the mailer's log-safe text, never the content. */
const describeFailure = (error: unknown) =>
  error instanceof Error ? error.message.slice(0, 200) : 'unknown error';

/**
 * Mails the contact-form messages whose earlier attempt failed, once their backoff has passed
 * (5 minutes after the first failure, doubling up to 6 hours, 10 attempts in all). Each attempt
 * is claimed with a unique insert, so workers running this at once, or the API still making its
 * first attempt, never mail a message twice.
 */
export const retryContactDeliveryJob = defineJob({
  name: RETRY_CONTACT_DELIVERY,
  payloadSchema: RetryContactDeliveryPayloadSchema,
  every: '5 minutes',
  concurrency: 1,
  async handle({ batchSize }, { logger, services, config }) {
    const due = await findDueContactMessages(new Date(), batchSize);
    const counts = { delivered: 0, failed: 0, skipped: 0, givenUp: 0 };
    for (const message of due) {
      const id = message._id.toString();
      const result = await attemptContactDelivery(
        message,
        () =>
          services.mailer.send(
            contactMail(config.contactEmail, {
              id,
              name: message.name,
              email: message.email,
              company: message.company,
              topic: message.topic,
              message: message.message,
              receivedAt: message.createdAt,
            }),
          ),
        describeFailure,
      );
      if (result.outcome === 'failed') {
        counts.failed += 1;
        if (!result.willRetry) {
          counts.givenUp += 1;
          logger.error(
            { contactMessageId: id, attempt: result.attempt, mailError: result.error },
            'contact message could not be mailed; no attempts left',
          );
        }
      } else {
        counts[result.outcome] += 1;
      }
    }
    if (due.length > 0) logger.info(counts, 'retried contact message delivery');
  },
});
