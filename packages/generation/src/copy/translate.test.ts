import { translateFact, translateSubject } from './translate.js';

describe('a subject in the other language', () => {
  it.each([
    ['pistachio croissant', 'croissant à la pistache'],
    ['sourdough bread', 'pain de levain'],
    ['real butter', 'vrai beurre'],
    ['free outdoor yoga class', 'cours de yoga gratuit en plein air'],
    ['autumn menu', 'menu d’automne'],
    ['chocolate cakes', 'gâteaux au chocolat'],
    ['winter sale', 'soldes d’hiver'],
  ])('when "%s" is said in French, then it is "%s"', (english, french) => {
    expect(translateSubject(english, 'en', 'fr')).toBe(french);
  });

  it.each([
    ['croissant à la pistache', 'pistachio croissant'],
    ['cours de pilates', 'pilates class'],
    ['atelier de poterie', 'pottery workshop'],
    ['newsletter locale', 'local newsletter'],
  ])('when "%s" is said in English, then it is "%s"', (french, english) => {
    expect(translateSubject(french, 'fr', 'en')).toBe(english);
  });

  it('when a word is not in the glossary, then there is no translation rather than a half one', () => {
    expect(translateSubject('Lisbon food tour', 'en', 'fr')).toBeNull();
    expect(translateSubject('stage de tournage', 'fr', 'en')).toBeNull();
  });
});

describe("a fact's words in the other language", () => {
  const fact = (kind: 'date' | 'time' | 'quantity' | 'place' | 'price', text: string) => ({
    kind,
    text,
    index: 0,
  });

  it.each([
    ['quantity', 'only 20 a day', 'seulement 20 par jour'],
    ['date', 'next Saturday', 'samedi prochain'],
    ['date', 'from 12 May', 'à partir du 12 mai'],
    ['date', 'November 30', '30 novembre'],
    ['time', '7:30pm', '19 h 30'],
    ['place', 'in Hyde Park', 'in Hyde Park'],
    ['price', '3.50 euros', '3.50 euros'],
  ] as const)('when the %s "%s" is said in French, then it is "%s"', (kind, english, french) => {
    expect(translateFact(fact(kind, english), 'en', 'fr').text).toBe(french);
  });

  it.each([
    ['quantity', 'seulement 20 par jour', 'only 20 a day'],
    ['date', 'samedi 14 mars', 'Saturday March 14'],
    ['date', 'jusqu’au 31 janvier', 'until January 31'],
    ['time', '18h30', '6:30pm'],
  ] as const)('when the %s "%s" is said in English, then it is "%s"', (kind, french, english) => {
    expect(translateFact(fact(kind, french), 'fr', 'en').text).toBe(english);
  });
});
