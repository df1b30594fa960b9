// Writes nginx.conf with the hashes of the built index.html's inline scripts added to its
// Content-Security-Policy's script-src (the API computes the same hashes at start):
//   node docker/nginx-csp.mjs apps/web/dist/index.html docker/nginx.conf > nginx.conf
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const [indexFile, confFile] = process.argv.slice(2);
if (!indexFile || !confFile) {
  console.error('usage: node nginx-csp.mjs <index.html> <nginx.conf>');
  process.exit(2);
}
const html = readFileSync(indexFile, 'utf8');
const hashes = new Set();
for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
  if (/\bsrc\s*=/i.test(attributes)) continue;
  hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}
const conf = readFileSync(confFile, 'utf8');
if (!conf.includes("script-src 'self';")) {
  console.error(`${confFile} has no "script-src 'self';" to extend`);
  process.exit(1);
}
process.stdout.write(
  conf.replaceAll("script-src 'self';", `script-src ${["'self'", ...hashes].join(' ')};`),
);
