import type { AddressInfo, Server as NetServer } from 'node:net';
import type { CaughtMail } from './caught-mail.js';
import { createHttpServer } from './http.js';
import { Mailbox } from './mailbox.js';
import { createSmtpServer } from './smtp.js';

export interface MailCatcherOptions {
  /** SMTP port on 127.0.0.1; 0 picks a free one. */
  smtpPort?: number;
  /** Port of the web view on 127.0.0.1; omit for none, 0 picks a free one. */
  httpPort?: number;
  /** Keeps the mailbox in this folder across runs. */
  storageDir?: string;
}

export interface MailCatcher {
  smtpUrl: string;
  httpUrl?: string;
  messages(): CaughtMail[];
  /** The next mail to `to` beyond the first `after` ones already received for that address. */
  waitForMail(to: string, options?: { timeoutMs?: number; after?: number }): Promise<CaughtMail>;
  clear(): void;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';

function listen(server: NetServer, port: number) {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve((server.address() as AddressInfo).port));
  });
}

/**
 * A local mail catcher: a real SMTP server that keeps what it receives, with a web view. It is
 * the embedded default for SMTP_URL, so sign-up codes can be read without any mail account.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const mailbox = new Mailbox(options.storageDir);
  const smtp = createSmtpServer(mailbox);
  const smtpPort = await listen(smtp.server, options.smtpPort ?? 0);
  const http = options.httpPort === undefined ? undefined : createHttpServer(mailbox);
  const httpPort = http ? await listen(http, options.httpPort!) : undefined;

  const mailsTo = (to: string) =>
    mailbox.list().filter((mail) => mail.to.includes(to.toLowerCase()));

  return {
    smtpUrl: `smtp://${HOST}:${smtpPort}`,
    httpUrl: httpPort === undefined ? undefined : `http://${HOST}:${httpPort}`,
    messages: () => mailbox.list(),
    clear: () => mailbox.clear(),
    waitForMail: (to, { timeoutMs = 10_000, after = 0 } = {}) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const mail = mailsTo(to)[after];
          if (!mail) return false;
          clearTimeout(timer);
          mailbox.off('mail', check);
          resolve(mail);
          return true;
        };
        const timer = setTimeout(() => {
          mailbox.off('mail', check);
          reject(new Error(`No mail #${after + 1} to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) mailbox.on('mail', check);
      }),
    stop: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (http) await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
