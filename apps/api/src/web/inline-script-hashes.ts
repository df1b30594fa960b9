import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP hash sources (`'sha256-…'`) of a page's inline scripts: the text between the tags,
 * byte for byte, as browsers hash it. Scripts with a `src` are covered by `'self'`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The built web app's pages: the app, and the landing page visitors get. */
const PAGES = ['index.html', 'landing.html'];

/**
 * The hashes of the built web app's pages, read once when the API starts (so they follow
 * whatever the build puts there). A missing index.html is serveWebApp's error to report.
 */
export function readWebAppScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const page of PAGES) {
    const file = join(distDir, page);
    if (existsSync(file)) {
      for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
    }
  }
  return [...hashes];
}
