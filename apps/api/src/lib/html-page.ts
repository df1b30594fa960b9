/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const PAGE_STYLE = `
  :root { color-scheme: light dark; --accent: #6d28d9; --muted: #6b7280; --border: #e5e7eb; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; background: #f8fafc; color: #0f172a; }
  @media (prefers-color-scheme: dark) { body { background: #0b1120; color: #e2e8f0; } :root { --border: #1e293b; --muted: #94a3b8; } .card { background: #111827 !important; } }
  main { max-width: 640px; margin: 0 auto; padding: 32px 20px; }
  .card { background: #fff; border: 1px solid var(--border); border-radius: 16px; padding: 24px; margin-bottom: 16px; }
  h1 { font-size: 22px; margin: 0 0 8px; } h2 { font-size: 17px; margin: 0 0 8px; }
  p, li { color: inherit; } .muted { color: var(--muted); font-size: 14px; }
  label { display: block; font-weight: 600; margin: 14px 0 6px; }
  input[type=text] { width: 100%; padding: 10px 12px; border: 1px solid var(--border); border-radius: 10px; font: inherit; background: transparent; color: inherit; }
  .actions { display: flex; gap: 10px; margin-top: 20px; }
  button, .button { font: inherit; font-weight: 600; padding: 10px 18px; border-radius: 10px; border: 1px solid var(--border); background: transparent; color: inherit; cursor: pointer; text-decoration: none; }
  button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
  .error { color: #b91c1c; background: #fef2f2; border: 1px solid #fecaca; padding: 10px 12px; border-radius: 10px; }
  .badge { display: inline-block; font-size: 12px; padding: 2px 8px; border-radius: 999px; background: #ede9fe; color: #5b21b6; font-weight: 600; }
  .post img, .post video { max-width: 100%; border-radius: 12px; margin-top: 10px; display: block; }
  .post .carousel { display: flex; gap: 8px; overflow-x: auto; scroll-snap-type: x mandatory; }
  .post .carousel img { width: 80%; flex: none; scroll-snap-align: start; }
  .post pre { white-space: pre-wrap; font: inherit; margin: 0; }
  .avatar { width: 56px; height: 56px; border-radius: 50%; }
  .row { display: flex; align-items: center; gap: 14px; }
  .row .grow { flex: 1; } .card > :first-child { margin-top: 0; } .card > :last-child { margin-bottom: 0; }
  a { color: var(--accent); } .button { display: inline-block; }
  a.button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
  ol { padding-left: 20px; } ol li { margin: 4px 0; }
  @media (prefers-color-scheme: dark) { a { color: #c4b5fd; } a.button.primary { color: #fff; } }
`;

/**
 * A small self-contained HTML page (no script) for the pages the API serves itself, in the given
 * language (its `<html lang>`).
 */
export function renderHtmlPage(title: string, body: string, language = 'en'): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
