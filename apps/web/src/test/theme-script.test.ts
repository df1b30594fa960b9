import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const WEB_ROOT = resolve(import.meta.dirname, '../..');
const themeScript = readFileSync(resolve(WEB_ROOT, 'public/theme.js'), 'utf8');
const readPage = (page: string) => readFileSync(resolve(WEB_ROOT, page), 'utf8');

function runThemeScript(): void {
  // The file runs as a classic script in the page; here it runs against jsdom's document.
  new Function(themeScript)();
}

describe('theme script', () => {
  it.each([
    ['index.html', '/src/main.tsx'],
    ['landing.html', '/src/landing-main.tsx'],
  ])(
    'when %s is served, then it has no inline script and loads the theme file before its code',
    (page, entry) => {
      const scripts = [...readPage(page).matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.map(([, attributes, body]) => [attributes?.trim(), body?.trim()])).toEqual([
        ['src="/theme.js"', ''],
        [`type="module" src="${entry}"`, ''],
      ]);
    },
  );

  it('when dark mode was saved, then the page starts dark', () => {
    localStorage.setItem('postcraft.theme', 'dark');
    runThemeScript();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('when light mode or nothing was saved, then the page starts light', () => {
    localStorage.setItem('postcraft.theme', 'light');
    runThemeScript();
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
