import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };

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

const english = flatten(en);
const french = flatten(fr);

describe('locale files', () => {
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
