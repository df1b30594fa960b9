import enApp from './locales/en.app.json' with { type: 'json' };
import enPublic from './locales/en.public.json' with { type: 'json' };
import frApp from './locales/fr.app.json' with { type: 'json' };
import frPublic from './locales/fr.public.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [childPath, text] of flatten(value, path)) entries.set(childPath, text);
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const english = flatten({ ...enPublic, ...enApp });
const french = flatten({ ...frPublic, ...frApp });

describe('locale files', () => {
  it('when a language is split into public and app texts, then no section is in both', () => {
    const pairs: [object, object][] = [
      [enPublic, enApp],
      [frPublic, frApp],
    ];
    for (const [publicTexts, appTexts] of pairs) {
      const shared = Object.keys(publicTexts).filter((key) => key in appTexts);
      expect(shared).toEqual([]);
    }
  });

  it('when the public texts of both languages are compared, then they have the same sections', () => {
    expect(Object.keys(frPublic).sort()).toEqual(Object.keys(enPublic).sort());
  });

  it('when both locales are loaded, then they have exactly the same keys', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('when a text is translated, then it is not empty', () => {
    for (const [key, text] of [...english, ...french]) {
      expect({ key, isEmpty: text.trim() === '' }).toEqual({ key, isEmpty: false });
    }
  });

  it('when a text has {{placeholders}}, then its translation has the same ones', () => {
    for (const [key, text] of english) {
      expect({ key, placeholders: placeholders(french.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });
});
