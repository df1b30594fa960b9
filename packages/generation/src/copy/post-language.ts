/** The languages the copywriter writes in (the interface's languages). */
export type PostLanguage = 'en' | 'fr';

const FRENCH_WORDS = new Set(
  (
    'le la les des du de un une et est sont pour avec notre nos nous vous votre vos sur dans au ' +
    'aux ce cette ces qui que en à pas plus chez tous toutes jour nouveau nouvelle seulement ' +
    'par annonce annoncer écris rédige crée fais présente partage sa son ses leur il elle on ' +
    'mais ou où très bien aussi comme être avoir fait faire'
  ).split(' '),
);
const ENGLISH_WORDS = new Set(
  (
    'the a an and is are for with our we you your on in at of to this that new today only ' +
    'each day from just announce write create make share about it its be been will can all ' +
    'my me they their there here what when how who but or very also'
  ).split(' '),
);
const FRENCH_LETTERS = /[éèêëàâçîïôûùœ]/giu;

/**
 * The language a text is written in, from its common words and accented letters; null when it
 * says too little to tell (empty, a name, a few hashtags).
 */
export function detectLanguage(text: string): PostLanguage | null {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  let french = (text.match(FRENCH_LETTERS)?.length ?? 0) * 0.5;
  let english = 0;
  for (const raw of words) {
    const word = raw.replace(/^[ldjcmnst]'/u, '');
    if (raw !== word) french += 1;
    if (FRENCH_WORDS.has(word)) french += 1;
    if (ENGLISH_WORDS.has(word)) english += 1;
  }
  if (french < 1 && english < 1) return null;
  return french > english ? 'fr' : 'en';
}
