import { join } from 'node:path';
import { startMailCatcher, type MailCatcher } from '@postcraft/mail-catcher';
import { forgetRunningService, recordRunningService } from '@postcraft/runtime-config';

export interface ProductMail {
  smtpUrl: string;
  /** Where a developer reads the caught mail; undefined when SMTP_URL points elsewhere. */
  inboxUrl?: string;
  stop(): Promise<void>;
}

/** Preferred ports of the embedded mail catcher; a free one is used when they are taken. */
const SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT || 1025);
const HTTP_PORT = Number(process.env.MAIL_CATCHER_HTTP_PORT || 8025);

async function startOnPreferredPorts(storageDir: string): Promise<MailCatcher> {
  try {
    return await startMailCatcher({ smtpPort: SMTP_PORT, httpPort: HTTP_PORT, storageDir });
  } catch {
    return startMailCatcher({ smtpPort: 0, httpPort: 0, storageDir });
  }
}

/** SMTP_URL when set; otherwise the embedded mail catcher, with its mail kept in DATA_DIR/mail. */
export async function startProductMail(dataDir: string): Promise<ProductMail> {
  if (process.env.SMTP_URL) return { smtpUrl: process.env.SMTP_URL, stop: async () => undefined };
  const catcher = await startOnPreferredPorts(join(dataDir, 'mail'));
  recordRunningService(dataDir, 'mail-catcher', catcher.smtpUrl);
  return {
    smtpUrl: catcher.smtpUrl,
    inboxUrl: catcher.httpUrl,
    stop: async () => {
      forgetRunningService(dataDir, 'mail-catcher');
      await catcher.stop();
    },
  };
}
