import type { CaughtMail, MailCatcher } from '@postcraft/mail-catcher';

/**
 * Reads the mails a test expects, one after the other per address, and remembers every code it
 * saw so that the answers can be searched for them.
 */
export class Inbox {
  readonly codes: string[] = [];
  private readonly read = new Map<string, number>();

  constructor(private readonly catcher: MailCatcher) {}

  /** How many mails reached this address so far. */
  count(email: string): number {
    const address = email.trim().toLowerCase();
    return this.catcher.messages().filter((mail) => mail.to.includes(address)).length;
  }

  async nextMail(email: string): Promise<CaughtMail> {
    const address = email.trim().toLowerCase();
    const after = this.read.get(address) ?? 0;
    const mail = await this.catcher.waitForMail(address, { after, timeoutMs: 10_000 });
    this.read.set(address, after + 1);
    return mail;
  }

  /** The code of the next mail to this address, read from its text. */
  async nextCode(email: string): Promise<string> {
    return this.codeIn(await this.nextMail(email));
  }

  /** The code a mail carries, read from its text (and remembered). */
  codeIn(mail: CaughtMail): string {
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`No 6-digit code in the mail "${mail.subject}"`);
    this.codes.push(code);
    return code;
  }

  /** Marks every mail received so far as read (after a test that does not read them). */
  skipAll(email: string): void {
    this.read.set(email.trim().toLowerCase(), this.count(email));
  }
}
