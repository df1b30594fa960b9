import { escapeMailHtml, toMailHeaderLine, type MailMessage } from '../mail/mail-message.js';
import type { ContactTopic } from './contact.schemas.js';

const TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'General question',
  sales: 'Sales',
  support: 'Support',
  billing: 'Billing',
  partnership: 'Partnership',
  privacy: 'Privacy',
};

export interface ContactMailInput {
  id: string;
  name: string;
  email: string;
  company: string;
  topic: ContactTopic;
  message: string;
  receivedAt: Date;
}

/**
 * The mail that brings a contact-form message to the operator; answering it reaches the sender.
 * The API sends it when the message arrives and the worker when it retries, so both send the
 * same text.
 */
export function contactMail(operatorAddress: string, input: ContactMailInput): MailMessage {
  const name = toMailHeaderLine(input.name);
  const topic = TOPIC_LABELS[input.topic];
  const details: Array<[string, string]> = [
    ['Name', name],
    ['Email', input.email],
    ['Company', input.company || '-'],
    ['Topic', topic],
    ['Received', input.receivedAt.toISOString()],
    ['Reference', input.id],
  ];
  const text = [
    'A message arrived through the Postcraft contact form.',
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    input.message,
    '',
    `Reply to this email to answer ${name} directly.`,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1f2937">
<p>A message arrived through the Postcraft contact form.</p>
<table>${details
    .map(
      ([label, value]) =>
        `<tr><th align="left">${label}</th><td>${escapeMailHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p style="white-space:pre-wrap;border-left:3px solid #d1d5db;padding-left:12px">${escapeMailHtml(input.message)}</p>
<p>Reply to this email to answer ${escapeMailHtml(name)} directly.</p>
</body></html>`;
  return {
    to: operatorAddress,
    subject: `[Postcraft contact] ${topic}: ${name}`,
    text,
    html,
    replyTo: { name, address: input.email },
  };
}
