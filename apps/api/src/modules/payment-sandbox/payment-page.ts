import { MAIL_LANGUAGES, type MailLanguage } from '@postcraft/contracts';
import type { Request, Response } from 'express';
import { escapeHtml } from '../../lib/html-page.js';
import { requestLanguage } from '../../lib/request-language.js';
import { returnOriginsOf, type PaymentSandboxDeps } from './payment-sandbox.deps.js';
import { PAYMENT_SANDBOX_TEXTS, type PaymentSandboxTexts } from './payment-sandbox.texts.js';

export type PageTheme = 'light' | 'dark';

/** Who reads a page: their language and theme (the web app passes both to the card field). */
export interface PaymentPageContext {
  language: MailLanguage;
  /** Null follows the browser's preference. */
  theme: PageTheme | null;
  texts: PaymentSandboxTexts;
}

const readParam = (req: Request, name: string): unknown =>
  (req.query as Record<string, unknown>)[name] ??
  (req.body as Record<string, unknown> | undefined)?.[name];

/** `lang` (query or form) or else Accept-Language; `theme` (query or form) or else the browser's. */
export function pageContextOf(req: Request): PaymentPageContext {
  const lang = readParam(req, 'lang');
  const language = MAIL_LANGUAGES.find((known) => known === lang) ?? requestLanguage(req);
  const theme = readParam(req, 'theme');
  return {
    language,
    theme: theme === 'light' || theme === 'dark' ? theme : null,
    texts: PAYMENT_SANDBOX_TEXTS[language],
  };
}

const COLOURS = {
  light:
    '--bg: #f8fafc; --surface: #ffffff; --text: #0f172a; --muted: #64748b; --border: #cbd5e1; --error: #b91c1c; --focus: #6d28d9;',
  dark: '--bg: #0b1120; --surface: #111827; --text: #e2e8f0; --muted: #94a3b8; --border: #334155; --error: #f87171; --focus: #a78bfa;',
};

const STYLE = `
  :root { ${COLOURS.light} color-scheme: light; --accent: #6d28d9; }
  :root[data-theme=dark] { ${COLOURS.dark} color-scheme: dark; }
  @media (prefers-color-scheme: dark) { :root:not([data-theme]) { ${COLOURS.dark} color-scheme: dark; } }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; background: var(--bg); color: var(--text); }
  main { max-width: 560px; margin: 0 auto; padding: 32px 20px; }
  .card { background: var(--surface); border: 1px solid var(--border); border-radius: 16px; padding: 24px; margin-bottom: 16px; }
  h1 { font-size: 22px; margin: 8px 0; } h2 { font-size: 17px; margin: 0 0 8px; }
  .muted { color: var(--muted); font-size: 14px; }
  .badge { display: inline-block; font-size: 12px; padding: 2px 8px; border-radius: 999px; background: #ede9fe; color: #5b21b6; font-weight: 600; }
  .error { color: var(--error); }
  .actions { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 20px; }
  .actions + h2 { margin-top: 24px; }
  form.inline { display: inline; margin: 0; }
  button, .button { font: inherit; font-weight: 600; padding: 10px 18px; border-radius: 10px; border: 1px solid var(--border); background: transparent; color: inherit; cursor: pointer; text-decoration: none; display: inline-block; }
  button.primary, .button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
  button:focus-visible, .button:focus-visible, input:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
  label { display: block; font-weight: 600; margin: 12px 0 4px; font-size: 14px; }
  input { width: 100%; padding: 10px 12px; border: 1px solid var(--border); border-radius: 8px; font: inherit; background: var(--surface); color: var(--text); }
  table { width: 100%; border-collapse: collapse; font-size: 14px; } td, th { text-align: left; padding: 6px 4px; border-bottom: 1px solid var(--border); }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

/** A page of the payment Sandbox, self-contained: no external resources, its script by address. */
export function renderPaymentPage(
  context: PaymentPageContext,
  title: string,
  body: string,
  options: { extraStyle?: string; scriptSrc?: string } = {},
): string {
  const theme = context.theme ? ` data-theme="${context.theme}"` : '';
  const script = options.scriptSrc
    ? `<script src="${escapeHtml(options.scriptSrc)}"></script>`
    : '';
  return `<!doctype html>
<html lang="${context.language}"${theme}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}${options.extraStyle ?? ''}</style>
</head>
<body>${body}${script}</body>
</html>`;
}

/** A page with an error; `message` is already in the reader's language. */
export function renderErrorPage(context: PaymentPageContext, message: string): string {
  const { texts } = context;
  return renderPaymentPage(
    context,
    texts.errors.title,
    `<main><div class="card"><span class="badge">${escapeHtml(texts.badge)}</span><h1>${escapeHtml(texts.errors.heading)}</h1><p class="error" role="alert">${escapeHtml(message)}</p></div></main>`,
  );
}

/**
 * Sends a page with its own security headers: scripts only from this server and only where the
 * page has one, forms only to this server and the origins it returns to, and framing by nobody,
 * or, for the card field, by this server and the web app's origins alone.
 */
export function sendPaymentPage(
  res: Response,
  deps: PaymentSandboxDeps,
  html: string,
  options: { status?: number; isFramedByApp?: boolean; hasScript?: boolean } = {},
) {
  const origins = returnOriginsOf(deps).join(' ');
  const directives = [
    "default-src 'none'",
    options.hasScript ? "script-src 'self'" : "script-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `form-action 'self' ${origins}`,
    options.isFramedByApp ? `frame-ancestors 'self' ${origins}` : "frame-ancestors 'none'",
    "base-uri 'none'",
  ];
  res.set('Content-Security-Policy', directives.join('; '));
  if (options.isFramedByApp) res.removeHeader('X-Frame-Options');
  else res.set('X-Frame-Options', 'DENY');
  res.set('Cache-Control', 'no-store');
  res
    .status(options.status ?? 200)
    .type('html')
    .send(html);
}
