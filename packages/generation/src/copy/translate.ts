// The words a post keeps from its prompt, in the other language, when Regenerate asks for it
// ("in French"): the subject through the glossary, the facts' dates and quantities word by word.
import type { PromptFact } from './facts.js';
import type { PostLanguage } from './post-language.js';
import type { UnderstoodPrompt } from './understand-prompt.js';
import {
  ADJECTIVES,
  FACT_WORDS,
  FRENCH_FACT_WORDS,
  FLAVOURS,
  NOUNS,
  SEASONS,
  type GlossaryNoun,
} from './translation-glossary.js';

const startsWithVowel = (word: string) => /^[aeiouàâéèêëîïôûh]/iu.test(word);
/** "de poterie", "d'atelier". */
const of = (word: string) => (startsWithVowel(word) ? `d’${word}` : `de ${word}`);
const pluralFr = (word: string) =>
  /[sxz]$/u.test(word) ? word : /(?:au|eu)$/u.test(word) ? `${word}x` : `${word}s`;
const pluralEn = (word: string) => (/(?:s|sh|ch|x)$/u.test(word) ? `${word}es` : `${word}s`);

/** A glossary noun by its English form, singular or plural. */
function englishNoun(word: string): { noun: GlossaryNoun; plural: boolean } | null {
  const exact = NOUNS.find((noun) => noun.en === word);
  if (exact) return { noun: exact, plural: false };
  const singular = word.replace(/(?:es|s)$/u, '');
  const found =
    NOUNS.find((noun) => noun.en === singular) ??
    NOUNS.find((noun) => noun.en === word.replace(/s$/u, ''));
  return found ? { noun: found, plural: true } : null;
}

function frenchNoun(word: string): { noun: GlossaryNoun; plural: boolean } | null {
  const exact = NOUNS.find((noun) => noun.fr === word);
  if (exact) return { noun: exact, plural: false };
  const found = NOUNS.find((noun) => noun.fr === word.replace(/[sx]$/u, ''));
  return found ? { noun: found, plural: true } : null;
}

/** "pistachio croissant" → "croissant à la pistache"; null when a word is not in the glossary. */
function englishToFrench(subject: string): string | null {
  const words = subject.toLowerCase().split(/\s+/u).filter(Boolean);
  const head = englishNoun(words.at(-1) ?? '');
  if (!head) return null;
  const before: string[] = [];
  const adjectives: string[] = [];
  const nouns: string[] = [];
  const after: string[] = [];
  for (const word of words.slice(0, -1)) {
    const adjective = ADJECTIVES.find((entry) => entry.en === word);
    const noun = englishNoun(word);
    if (adjective) {
      const form = head.noun.gender === 'f' ? adjective.feminine : adjective.masculine;
      const agreed = head.plural && !/[sx]$/u.test(form) && !form.includes(' ') ? `${form}s` : form;
      (adjective.place === 'before' ? before : adjectives).push(agreed);
    } else if (SEASONS[word]) {
      after.push(SEASONS[word]!);
    } else if (noun && FLAVOURS.has(noun.noun.en)) {
      const { fr, gender } = noun.noun;
      after.push(startsWithVowel(fr) ? `à l’${fr}` : gender === 'f' ? `à la ${fr}` : `au ${fr}`);
    } else if (noun) {
      // English modifiers read from the noun outwards: "dog grooming offer".
      nouns.unshift(of(noun.noun.fr));
    } else {
      return null;
    }
  }
  const headWord = head.plural ? pluralFr(head.noun.fr) : head.noun.fr;
  return [...before, headWord, ...nouns, ...after, ...adjectives].join(' ');
}

/** "croissant à la pistache" → "pistachio croissant"; null when a word is not in the glossary. */
function frenchToEnglish(subject: string): string | null {
  const words = subject.toLowerCase().replace(/[’']/gu, '’ ').split(/\s+/u).filter(Boolean);
  const head = frenchNoun(words[0] ?? '');
  if (!head) return null;
  const before: string[] = [];
  const seasonOf = Object.entries(SEASONS);
  for (let index = 1; index < words.length; index += 1) {
    const word = words[index]!;
    if (['de', 'd’', 'du', 'des', 'au', 'aux', 'à', 'la', 'l’'].includes(word)) continue;
    const season = seasonOf.find(
      ([, french]) => french.split(' ').at(-1)!.replace(/^d’/u, '') === word,
    );
    const adjective = ADJECTIVES.find(
      (entry) =>
        [entry.masculine, entry.feminine].includes(word.replace(/s$/u, '')) ||
        [entry.masculine, entry.feminine].includes(word),
    );
    const noun = frenchNoun(word);
    if (season) before.push(season[0]);
    else if (adjective) before.unshift(adjective.en);
    else if (noun) before.push(noun.noun.en);
    else return null;
  }
  const headWord = head.plural ? pluralEn(head.noun.en) : head.noun.en;
  return [...before, headWord].join(' ');
}

/** A post's subject in the other language, or null when the glossary cannot say it. */
export function translateSubject(
  subject: string,
  from: PostLanguage,
  to: PostLanguage,
): string | null {
  if (from === to) return subject;
  return from === 'en' ? englishToFrench(subject) : frenchToEnglish(subject);
}

/** French to English: the first English word of each French one ("seulement": "only"). */
const FRENCH_WORDS: Record<string, string> = { ...FRENCH_FACT_WORDS };
for (const [english, french] of Object.entries(FACT_WORDS)) FRENCH_WORDS[french] ??= english;

const MONTH = new RegExp(
  `^(?:${Object.keys(FACT_WORDS).slice(7, 19).join('|')}|${Object.values(FACT_WORDS).slice(7, 19).join('|')})$`,
  'iu',
);

/** "10am" → "10 h", "7:30pm" → "19 h 30"; and back. */
function translateTimes(text: string, to: PostLanguage): string {
  if (to === 'fr') {
    return text.replace(/\b(\d{1,2})(?::(\d{2}))?\s?(am|pm)\b/giu, (_all, hour, minutes, half) => {
      const hours = (Number(hour) % 12) + (String(half).toLowerCase() === 'pm' ? 12 : 0);
      return `${hours} h${minutes ? ` ${minutes}` : ''}`;
    });
  }
  return text.replace(/\b(\d{1,2})\s?h\s?(\d{2})?\b/giu, (_all, hour, minutes) => {
    const hours = Number(hour);
    const half = hours >= 12 ? 'pm' : 'am';
    return `${hours % 12 || 12}${minutes ? `:${minutes}` : ''}${half}`;
  });
}

/** A fact in the other language: its dates, times and quantity words; names, prices, links kept. */
export function translateFact(fact: PromptFact, from: PostLanguage, to: PostLanguage): PromptFact {
  if (from === to || ['link', 'price', 'place'].includes(fact.kind)) return fact;
  const words = to === 'fr' ? FACT_WORDS : FRENCH_WORDS;
  const phrases = Object.keys(words).sort((a, b) => b.length - a.length);
  let text = translateTimes(fact.text, to);
  // "next Saturday" → "samedi prochain"; "November 30" → "30 novembre".
  if (to === 'fr') {
    text = text
      .replace(/\bnext (\p{L}+)/giu, '$1 next')
      .replace(/\b(\p{L}+) (\d{1,2})\b/gu, (all, month: string, day: string) =>
        MONTH.test(month) ? `${day} ${month}` : all,
      );
  } else {
    text = text.replace(/\b(\d{1,2}) (\p{L}+)/gu, (all, day: string, month: string) =>
      MONTH.test(month) ? `${month} ${day}` : all,
    );
  }
  for (const phrase of phrases) {
    const pattern = new RegExp(`(?<!\\p{L})${phrase}(?!\\p{L})`, 'giu');
    text = text.replace(pattern, (found) => {
      const said = words[phrase]!;
      // English days and months are capitalised, French ones are not.
      return to === 'en' &&
        /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/u.test(
          said,
        )
        ? said[0]!.toUpperCase() + said.slice(1)
        : found === found.toUpperCase() && found.length > 1
          ? said.toUpperCase()
          : said;
    });
  }
  return { ...fact, text };
}

/**
 * A prompt read in one language, for a post in the other: its subject and facts translated where
 * the glossary can (else kept as written), and a statement written anew as a request about its
 * subject, since its own sentence cannot be kept.
 */
export function inOtherLanguage(
  understood: UnderstoodPrompt,
  from: PostLanguage,
  to: PostLanguage,
): UnderstoodPrompt {
  if (from === to) return understood;
  return {
    ...understood,
    kind: 'request',
    subject: translateSubject(understood.subject, from, to) ?? understood.subject,
    determiner: '',
    facts: understood.facts.map((fact) => translateFact(fact, from, to)),
  };
}
