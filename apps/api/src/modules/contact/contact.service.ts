import type { ContactBody } from '@postcraft/contracts';
import { ContactMessageModel } from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import type { ApiConfig } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { contactMail } from './contact.mail.js';

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
 * Stores a contact-form message, then mails it to the operator (CONTACT_EMAIL) with the sender
 * as Reply-To. The message is stored first and the visitor's request succeeds even when mail
 * fails: the row then keeps `mailError` (and the failure is logged), so nothing accepted is lost.
 */
export async function submitContactMessage(
  { config, mailer, logger }: ContactDeps,
  body: ContactBody,
): Promise<void> {
  const row = await ContactMessageModel.create(body);
  const id = row._id.toString();
  let outcome: { mailedAt: Date } | { mailError: string };
  try {
    await mailer.send(
      contactMail(config.site.contactEmail, {
        id,
        name: row.name,
        email: row.email,
        company: row.company,
        topic: row.topic,
        message: row.message,
        receivedAt: row.createdAt,
      }),
    );
    outcome = { mailedAt: new Date() };
  } catch (error) {
    outcome = { mailError: describeMailFailure(error) };
    logger.error({ contactMessageId: id, ...outcome }, 'contact message stored but not mailed');
  }
  try {
    await ContactMessageModel.updateOne({ _id: row._id }, { $set: outcome }).exec();
  } catch (error) {
    // The message is stored (and maybe mailed): failing the request now would only invite a
    // duplicate.
    logger.error({ err: error, contactMessageId: id }, 'contact message outcome not recorded');
  }
}
