import { mailLanguageFromHeader } from './mail-language.js';

describe('mailLanguageFromHeader', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['FR-fr,en;q=0.8', 'fr'],
    ['en-US,fr;q=0.9', 'en'],
    ['de,fr;q=0.9', 'en'],
    ['en;q=0.5, fr;q=0.8', 'fr'],
    ['fr;q=0, en', 'en'],
    ['*', 'en'],
    ['', 'en'],
    ['garbage;;;q=abc', 'en'],
  ])('when the header is %j, then mails are in %s', (header, language) => {
    expect(mailLanguageFromHeader(header)).toBe(language);
  });

  it('when there is no header, then mails are in English', () => {
    expect(mailLanguageFromHeader(undefined)).toBe('en');
  });
});
