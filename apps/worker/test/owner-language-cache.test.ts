import type { MailLanguage } from '@postcraft/contracts';
import { createOwnerLanguageCache } from '../src/services/owner-language-cache.js';

describe("owners' language, read once a minute", () => {
  function setup() {
    const languages = new Map<string, MailLanguage>([['ada', 'fr']]);
    const reads: string[] = [];
    let clock = 0;
    const languageOf = createOwnerLanguageCache(
      async (ownerId) => {
        reads.push(ownerId);
        return languages.get(ownerId) ?? 'en';
      },
      60_000,
      () => clock,
    );
    return { languageOf, languages, reads, advance: (ms: number) => (clock += ms) };
  }

  it('when posts of one owner publish within the minute, then the user is read once', async () => {
    const { languageOf, reads, advance } = setup();
    expect(await languageOf('ada')).toBe('fr');
    advance(59_000);
    expect(await languageOf('ada')).toBe('fr');
    expect(await languageOf('bob')).toBe('en');
    expect(reads).toEqual(['ada', 'bob']);
  });

  it('when the owner changes their language, then notifications follow it after the minute', async () => {
    const { languageOf, languages, advance } = setup();
    expect(await languageOf('ada')).toBe('fr');
    languages.set('ada', 'en');
    advance(60_000);
    expect(await languageOf('ada')).toBe('en');
  });
});
