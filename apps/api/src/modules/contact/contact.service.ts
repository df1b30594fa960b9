import {
  contactConfirmationMail,
  contactMail,
  type ContactBody,
  type MailLanguage,
} from '@postcraft/contracts';
import { attemptContactDelivery, ContactMessageModel } from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import type { ApiConfig } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mailer.js';

export interface ContactDeps {
  config: Pick<Readonly<ApiConfig>, 'site'>;
  mailer: Mailer;
  logger: Logger;
}

/** A short, log-safe description of why the mail did not go out (never the message itself). */
function describeMailFailure(error: unknown): string {
  if (error instanceof AppError) {
    const cause = (error.cause ?? {}) as { smtpError?: string; responseCode?: number };
    return [error.code, cause.smtpError, cause.responseCode].filter(Boolean).join(' ');
  }
  return error instanceof Error ? error.message.slice(0, 200) : 'unknown error';
}

/**
 * Stores a contact-form message, then makes the first attempt to mail it to the operator
 * (CONTACT_EMAIL) with the sender as Reply-To. The message is stored first and the visitor's
 * request succeeds even when mail fails: the row then records the failed attempt and the worker
 * retries it with backoff (contact.retry-delivery), so nothing accepted is lost. Each attempt is
 * claimed once, so the worker never mails a message this request is mailing.
 */
export async function submitContactMessage(
  { config, mailer, logger }: ContactDeps,
  body: ContactBody,
  language: MailLanguage,
): Promise<void> {
  const row = await ContactMessageModel.create(body);
  const id = row._id.toString();
  try {
    const result = await attemptContactDelivery(
      row,
      () =>
        mailer.send(
          contactMail(config.site.contactEmail, {
            id,
            name: row.name,
            email: row.email,
            company: row.company,
            topic: row.topic,
            message: row.message,
            receivedAt: row.createdAt,
          }),
        ),
      describeMailFailure,
    );
    if (result.outcome === 'failed') {
      logger.error(
        { contactMessageId: id, mailError: result.error },
        'contact message stored but not mailed; the worker retries it',
      );
    }
  } catch (error) {
    // The message is stored (and maybe mailed): failing the request now would only invite a
    // duplicate. The worker picks up what was not recorded as delivered.
    logger.error({ err: error, contactMessageId: id }, 'contact message outcome not recorded');
  }
  await sendConfirmation({ mailer, logger }, row.email, id, language);
}

/**
 * Tells the visitor, in the interface's language, that the message arrived. One attempt, never
 * retried: the message itself is what must not be lost, and the page already said it was sent.
 */
async function sendConfirmation(
  { mailer, logger }: Pick<ContactDeps, 'mailer' | 'logger'>,
  email: string,
  id: string,
  language: MailLanguage,
): Promise<void> {
  try {
    await mailer.send(contactConfirmationMail(email, id, language));
  } catch (error) {
    logger.warn(
      { contactMessageId: id, mailError: describeMailFailure(error) },
      'contact confirmation not mailed',
    );
  }
}
