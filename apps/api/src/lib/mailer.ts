import type { Logger } from '@postcraft/logger';
import { resolveSmtpUrl } from '@postcraft/runtime-config';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ApiConfig } from '../config/env.js';
import { AppError } from './app-error.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go (the visitor of the contact form); nodemailer encodes the name. */
  replyTo?: { name: string; address: string };
}

export interface Mailer {
  /** Throws a 503 AppError before anything changes when no mail server is known. */
  assertAvailable(): void;
  /** Sends or throws a 503 AppError; the message's content is never logged. */
  send(message: MailMessage): Promise<void>;
}

const MAIL_UNAVAILABLE =
  'Email cannot be sent right now, so no code could be sent. Please try again later.';

/**
 * Mail through nodemailer to SMTP_URL, or else to the mail catcher that `pnpm start` records in
 * DATA_DIR (looked up at each send, so an API started before the launcher's catcher still finds
 * it). Without either, mail is off and the calls that need it answer 503.
 */
export function createSmtpMailer(
  config: Pick<Readonly<ApiConfig>, 'smtpUrl' | 'dataDir' | 'mailFrom'>,
  logger: Logger,
): Mailer {
  const transports = new Map<string, Transporter>();

  const currentUrl = () => resolveSmtpUrl(config.smtpUrl, config.dataDir);
  const transportFor = (url: string) => {
    let transport = transports.get(url);
    if (!transport) {
      transport = nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
      transports.set(url, transport);
    }
    return transport;
  };

  return {
    assertAvailable() {
      if (!currentUrl()) throw new AppError('mail_unavailable', MAIL_UNAVAILABLE);
    },
    async send({ to, subject, text, html, replyTo }) {
      const url = currentUrl();
      if (!url) throw new AppError('mail_unavailable', MAIL_UNAVAILABLE);
      try {
        await transportFor(url).sendMail({
          from: config.mailFrom,
          to,
          subject,
          text,
          html,
          ...(replyTo ? { replyTo } : {}),
        });
      } catch (error) {
        // Only the failure's kind: the subject and body carry a code.
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        logger.error({ smtpError: code, responseCode }, 'mail could not be sent');
        throw new AppError('mail_unavailable', MAIL_UNAVAILABLE, {
          cause: { smtpError: code, responseCode },
        });
      }
    },
  };
}
