import { createServer, type Server } from 'node:http';
import type { CaughtMail } from './caught-mail.js';
import type { Mailbox } from './mailbox.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function renderInbox(messages: CaughtMail[]): string {
  const rows = messages
    .slice()
    .reverse()
    .map(
      (mail) => `<article><header><strong>${escapeHtml(mail.subject)}</strong>
<span>to ${escapeHtml(mail.to.join(', '))} · ${escapeHtml(mail.receivedAt)}</span></header>
<pre>${escapeHtml(mail.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Postcraft mail catcher</title>
<meta http-equiv="refresh" content="5"><style>
body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:12px;padding:1rem;margin:1rem 0}
header{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}span{color:#6b7280;font-size:.9rem}
pre{white-space:pre-wrap;font-family:inherit}</style></head><body>
<h1>Mail caught by Postcraft</h1><p>Every message Postcraft sends on this machine lands here (newest first). Nothing leaves the machine.</p>
${rows || '<p>No mail yet.</p>'}</body></html>`;
}

/** Read-only web view of the mailbox: `/` (HTML) and `/messages` (JSON). Binds to loopback. */
export function createHttpServer(mailbox: Mailbox): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method === 'GET' && path === '/messages') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(mailbox.list()));
    } else if (req.method === 'GET' && path === '/') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      res.end(renderInbox(mailbox.list()));
    } else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Not found' }));
    }
  });
}
