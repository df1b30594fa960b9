import type { MailMessage } from '@postcraft/contracts';
import type { Logger } from '@postcraft/logger';
import { resolveSmtpUrl } from '@postcraft/runtime-config';
import nodemailer, { type Transporter } from 'nodemailer';

/**
 * A mail that did not go out. `message` is log-safe (`mail_unavailable`, the SMTP error code and
 * reply code), never the mail's content, which may carry a code.
 */
export class MailDeliveryError extends Error {
  constructor(
    readonly smtpError?: string,
    readonly responseCode?: number,
  ) {
    super(
      ['mail_unavailable', smtpError ?? 'no SMTP server configured', responseCode]
        .filter(Boolean)
        .join(' '),
    );
    this.name = 'MailDeliveryError';
  }
}

export interface SmtpMailer {
  /** Whether a mail server is known right now. */
  isAvailable(): boolean;
  /** Sends, or throws a MailDeliveryError saying why not. */
  send(message: MailMessage): Promise<void>;
}

export interface SmtpMailerSettings {
  /** SMTP_URL; when unset, the mail catcher that the launcher records in `dataDir`. */
  smtpUrl?: string;
  dataDir: string;
  mailFrom: string;
}

/**
 * Mail through nodemailer to SMTP_URL, or else to the mail catcher that `pnpm start` records in
 * DATA_DIR. The address is looked up at each send, so an app started before the launcher's
 * catcher still finds it. One transport per address.
 */
export function createSmtpMailer(settings: SmtpMailerSettings, logger: Logger): SmtpMailer {
  const transports = new Map<string, Transporter>();
  const currentUrl = () => resolveSmtpUrl(settings.smtpUrl, settings.dataDir);
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
    isAvailable: () => Boolean(currentUrl()),
    async send({ to, subject, text, html, replyTo }) {
      const url = currentUrl();
      if (!url) throw new MailDeliveryError();
      try {
        await transportFor(url).sendMail({
          from: settings.mailFrom,
          to,
          subject,
          text,
          html,
          ...(replyTo ? { replyTo } : {}),
        });
      } catch (error) {
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        logger.warn({ smtpError: code, responseCode }, 'mail could not be sent');
        throw new MailDeliveryError(code ?? 'unknown', responseCode);
      }
    },
  };
}
