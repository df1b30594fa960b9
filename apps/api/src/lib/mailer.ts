import { API_ERROR_MESSAGES, type MailMessage } from '@postcraft/contracts';
import type { Logger } from '@postcraft/logger';
import { createSmtpMailer, MailDeliveryError } from '@postcraft/mail';
import type { ApiConfig } from '../config/env.js';
import { AppError } from './app-error.js';

export type { MailMessage };

export interface Mailer {
  /** Throws a 503 AppError before anything changes when no mail server is known. */
  assertAvailable(): void;
  /** Sends or throws a 503 AppError; the message's content is never logged. */
  send(message: MailMessage): Promise<void>;
}

const MAIL_UNAVAILABLE = API_ERROR_MESSAGES.mailUnavailable;

/**
 * The shared SMTP mailer with the API's answer to a failure: a 503 before anything changes when
 * no mail server is known, and a 503 when the server refuses.
 */
export function createApiMailer(
  config: Pick<Readonly<ApiConfig>, 'smtpUrl' | 'dataDir' | 'mailFrom'>,
  logger: Logger,
): Mailer {
  const smtp = createSmtpMailer(config, logger);
  return {
    assertAvailable() {
      if (!smtp.isAvailable()) throw new AppError('mail_unavailable', MAIL_UNAVAILABLE);
    },
    async send(message) {
      try {
        await smtp.send(message);
      } catch (error) {
        if (!(error instanceof MailDeliveryError)) throw error;
        throw new AppError('mail_unavailable', MAIL_UNAVAILABLE, {
          cause: { smtpError: error.smtpError, responseCode: error.responseCode },
        });
      }
    },
  };
}
