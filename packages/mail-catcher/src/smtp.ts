import { randomUUID } from 'node:crypto';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { Mailbox } from './mailbox.js';

/** Largest message accepted, well above any mail Postcraft sends. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** An SMTP server on loopback that accepts every message (no auth, no TLS) into the mailbox. */
export function createSmtpServer(mailbox: Mailbox): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            mailbox.add({
              id: randomUUID(),
              from: email.from?.address ?? session.envelope.mailFrom?.toString() ?? '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html,
              receivedAt: new Date().toISOString(),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
}
