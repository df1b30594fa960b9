export {
  createSmtpMailer,
  MailDeliveryError,
  type SmtpMailer,
  type SmtpMailerSettings,
} from './smtp-mailer.js';
