import { EventEmitter } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaughtMail } from './caught-mail.js';

/** The newest messages kept; older ones are dropped so a long-running catcher stays small. */
const MAX_MESSAGES = 500;

/** Received messages in memory, and in `storageDir/mailbox.json` when given (kept across runs). */
export class Mailbox extends EventEmitter {
  private messages: CaughtMail[] = [];
  private readonly file?: string;

  constructor(storageDir?: string) {
    super();
    if (storageDir) {
      mkdirSync(storageDir, { recursive: true });
      this.file = join(storageDir, 'mailbox.json');
      if (existsSync(this.file))
        this.messages = JSON.parse(readFileSync(this.file, 'utf8')) as CaughtMail[];
    }
  }

  add(mail: CaughtMail): void {
    this.messages = [...this.messages, mail].slice(-MAX_MESSAGES);
    this.save();
    this.emit('mail', mail);
  }

  list(): CaughtMail[] {
    return [...this.messages];
  }

  clear(): void {
    this.messages = [];
    this.save();
  }

  private save(): void {
    if (this.file) writeFileSync(this.file, JSON.stringify(this.messages));
  }
}
