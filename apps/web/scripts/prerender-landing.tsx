// Makes the built landing.html paint on its own, without waiting for any other file: renders the
// landing page ahead into it (see render-landing-ahead.tsx) and inlines its stylesheet and the
// theme script, which would each cost a round trip before the first paint. Run after
// `vite build`, before precompress.js:   node --import tsx scripts/prerender-landing.tsx [dist]
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AHEAD_LANGUAGE, renderLandingAhead } from '../src/features/landing/render-landing-ahead';

const DIST = resolve(process.argv[2] ?? join(import.meta.dirname, '../dist'));
const PAGE = join(DIST, 'landing.html');
const THEME_SCRIPT = '<script src="/theme.js"></script>';
/** Vite's stylesheet link; the stylesheet's url()s are absolute (/assets/…), so they still hold. */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

async function inlineAssets(html: string): Promise<string> {
  if (!html.includes(THEME_SCRIPT)) throw new Error(`landing.html has no ${THEME_SCRIPT}`);
  const stylesheet = STYLESHEET.exec(html);
  if (!stylesheet?.[1]) throw new Error('landing.html links no stylesheet under /assets');
  const css = await readFile(join(DIST, stylesheet[1]), 'utf8');
  const theme = (await readFile(join(DIST, 'theme.js'), 'utf8')).trim();
  // Functions as replacements: `$` in the CSS or script is not a pattern.
  return html
    .replace(THEME_SCRIPT, () => `<script>${theme}</script>`)
    .replace(stylesheet[0], () => `<style>${css}</style>`);
}

const texts = JSON.parse(
  await readFile(
    join(import.meta.dirname, `../src/i18n/locales/${AHEAD_LANGUAGE}.public.json`),
    'utf8',
  ),
) as Record<string, unknown>;
const html = await inlineAssets(await renderLandingAhead(await readFile(PAGE, 'utf8'), texts));
await writeFile(PAGE, html);
process.stdout.write(
  `rendered the landing page ahead into ${PAGE} (${(html.length / 1024).toFixed(1)} KB)\n`,
);
