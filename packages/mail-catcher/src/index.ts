export type { CaughtMail } from './caught-mail.js';
export {
  startMailCatcher,
  type MailCatcher,
  type MailCatcherOptions,
} from './start-mail-catcher.js';
