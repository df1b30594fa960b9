/**
 * A mail as Postcraft's mailers send it (the API's and the worker's): one recipient, a plain-text
 * and an HTML body. The templates that build one live with their feature (contact.mail.ts) so
 * that the API's first attempt and the worker's retries send the very same message.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go (the visitor of the contact form); the mailer encodes the name. */
  replyTo?: { name: string; address: string };
}

/** Escapes text for an HTML mail body. */
export const escapeMailHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Line breaks and other control characters never reach a mail header. */
export const toMailHeaderLine = (value: string) => value.replace(/\p{Cc}+/gu, ' ').trim();
