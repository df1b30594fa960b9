/**
 * A contact sheet of what the offline generator makes for the copywriter's panel: each prompt's
 * Instagram image and caption with its hashtags, and its LinkedIn caption, on one page per
 * language and theme, rendered to PNG by Debian's Chromium for people to look at.
 *
 *   pnpm contact-sheet                 every panel prompt, en and fr, light and dark
 *   pnpm contact-sheet --limit 12      the first 12 of each language
 *
 * Prints where the pages went. Nothing is checked here: the panel's test checks the rules.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import {
  createLocalContentGenerator,
  type GeneratedPlatformContent,
} from '../../packages/generation/src/index.js';
import { COPYWRITER_PANEL } from '../../packages/generation/src/test-support/copywriter-panel.js';
import {
  brandProfile,
  generationInput,
} from '../../packages/generation/src/test-support/generation-input.js';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const limitArgument = process.argv.indexOf('--limit');
const LIMIT = limitArgument > 0 ? Number(process.argv[limitArgument + 1]) : Infinity;
const PALETTES = [
  ['#f4e1c1', '#8b4513'],
  ['#0f766e', '#fde68a'],
  ['#1f2a44', '#ffb400'],
  ['#7c2d12', '#fed7aa'],
  ['#f5f3ff', '#6d28d9'],
];

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

function captionHtml(entry: GeneratedPlatformContent): string {
  const tags = entry.hashtags.map((tag) => `#${tag}`).join(' ');
  return `<p>${escape(entry.caption).replace(/\n/g, '<br>')}</p>${tags ? `<p class="tags">${escape(tags)}</p>` : ''}`;
}

async function cardsFor(language: 'en' | 'fr'): Promise<string[]> {
  const generator = createLocalContentGenerator();
  const entries = COPYWRITER_PANEL.filter((entry) => entry.language === language).slice(0, LIMIT);
  const cards: string[] = [];
  for (const [index, entry] of entries.entries()) {
    const { content } = await generator.generate(
      generationInput(['instagram', 'linkedin'], {
        description: entry.prompt,
        language,
        seed: index,
        brand: brandProfile({
          name: entry.brand,
          niche: entry.niche,
          keywords: entry.keywords,
          voiceTone: entry.tone,
          contentGoals: entry.goals,
          colors: PALETTES[index % PALETTES.length]!,
        }),
      }),
    );
    const instagram = content.instagram!;
    const image = `data:image/png;base64,${Buffer.from(instagram.image.png).toString('base64')}`;
    cards.push(`<article>
  <img src="${image}" alt="">
  <div>
    <h2>${escape(entry.niche)} · ${escape(entry.prompt || 'Smart AI Post')}</h2>
    <h3>Instagram</h3>${captionHtml(instagram)}
    <h3>LinkedIn</h3>${captionHtml(content.linkedin!)}
  </div>
</article>`);
  }
  return cards;
}

function page(cards: string[], dark: boolean): string {
  const [background, text, muted, card] = dark
    ? ['#0b0f17', '#e5e7eb', '#9ca3af', '#151b26']
    : ['#f8fafc', '#111827', '#6b7280', '#ffffff'];
  return `<!doctype html><meta charset="utf-8"><style>
body { margin: 24px; background: ${background}; color: ${text}; font: 13px/1.45 system-ui, sans-serif; }
main { display: grid; grid-template-columns: repeat(2, 1fr); gap: 16px; }
article { display: grid; grid-template-columns: 216px 1fr; gap: 14px; padding: 12px; background: ${card}; border-radius: 10px; }
img { width: 216px; border-radius: 6px; }
h2 { margin: 0 0 6px; font-size: 13px; } h3 { margin: 8px 0 2px; font-size: 11px; color: ${muted}; text-transform: uppercase; }
p { margin: 0 0 4px; } .tags { color: #2563eb; }
</style><main>${cards.join('\n')}</main>`;
}

const out = mkdtempSync(join(tmpdir(), 'postcraft-contact-sheet-'));
mkdirSync(out, { recursive: true });
const browser = await puppeteer.launch({
  executablePath: CHROME_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const language of ['en', 'fr'] as const) {
    const cards = await cardsFor(language);
    for (const dark of [false, true]) {
      const name = `contact-sheet-${language}-${dark ? 'dark' : 'light'}`;
      const html = join(out, `${name}.html`);
      writeFileSync(html, page(cards, dark));
      const tab = await browser.newPage();
      await tab.setViewport({ width: 1400, height: 900 });
      await tab.goto(`file://${html}`);
      await tab.screenshot({ path: join(out, `${name}.png`), fullPage: true });
      await tab.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`Contact sheets (HTML and PNG, en and fr, light and dark): ${out}`);
