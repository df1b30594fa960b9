// "Explain how to keep bread fresh": a question the post is about, and the niche's tip on it.
import nlp from 'compromise';
import type { NicheBank } from './niche-bank.js';
import type { PostLanguage } from './post-language.js';
import { inSeason } from './season-months.js';

const QUESTION_START: Record<PostLanguage, RegExp> = {
  en: /^(?:how|why|what|when|where|which|who)\b/iu,
  fr: /^(?:comment|pourquoi|quand|quel|quelle|quels|quelles|où|qu['’]est-ce|ce qu['’])(?!\p{L})/iu,
};

const DETERMINER: Record<PostLanguage, RegExp> = {
  en: /^(?:the|a|an|your|our|my|their|his|her|its|this|these|those|some)\s+/iu,
  fr: /(?:^|\s)(?:le|la|les|l['’]|un|une|des|du|de la|votre|vos|notre|nos|son|sa|ses|mon|ma|mes)\s*(?=\p{L})/iu,
};

/** French infinitives a how-to starts with ("garder le pain frais"). */
const FRENCH_INFINITIVE = /^\p{L}{2,}(?:er|ir)(?!\p{L})/iu;

/**
 * The question a request to explain is about, written as a headline ("How to keep bread fresh
 * for a week"; "keep your dog calm" is a how-to too), or null when its topic is a thing rather
 * than a question ("our sourdough").
 */
export function questionOf(topic: string, language: PostLanguage): string | null {
  let text = topic.replace(/[\s.!?:;,]+$/u, '').trim();
  if (!text) return null;
  if (!QUESTION_START[language].test(text)) {
    const startsWithVerb =
      language === 'en'
        ? nlp(text).terms().first().has('#Infinitive')
        : FRENCH_INFINITIVE.test(text);
    if (!startsWithVerb) return null;
    text = `${language === 'en' ? 'how to' : 'comment'} ${text}`;
  }
  return text[0]!.toUpperCase() + text.slice(1);
}

/** Nouns that say when, not what: they do not pick a tip. */
const TIME_NOUNS =
  /^(?:day|week|month|year|time|today|night|hour|minute|jour|semaine|mois|an|année|fois|heure|nuit)s?$/iu;

/** The things a question is about: its nouns, without determiners ("keep your dog calm": dog). */
export function nounsOf(question: string, language: PostLanguage): string[] {
  const nouns =
    language === 'en'
      ? nlp(question)
          .nouns()
          .not('#Pronoun')
          .terms()
          .filter((term) => !term.has('#Adjective') && !term.has('#Determiner'))
          .out('array')
      : [...question.matchAll(new RegExp(DETERMINER.fr.source + '(\\p{L}[\\p{L}-]*)', 'giu'))].map(
          (match) => match[1]!,
        );
  return (nouns as string[])
    .map((noun) => noun.toLowerCase().replace(/[^\p{L}-]/gu, ''))
    .filter((noun) => noun.length > 1 && !TIME_NOUNS.test(noun));
}

/** A word reduced to what its singular and plural share ("dogs", "dog": "dog"). */
const stem = (word: string) => word.toLowerCase().replace(/(?:es|s|x)$/u, '');

const wordsOf = (text: string) => new Set((text.match(/\p{L}{3,}/gu) ?? []).map(stem));

/**
 * The niche's tips about the question. Of its nouns the niche has tips on, the rarest in the
 * niche's bank wins ("fireworks" rather than "dog" for a pet shop); a hook of this month counts
 * when no tip names the noun. When the niche never mentions the question's first noun ("CRM"),
 * or has no tip on any of them, none: no unrelated advice is given.
 */
export function relatedTips(
  bank: NicheBank,
  question: string,
  language: PostLanguage,
  month = new Date().getUTCMonth() + 1,
): string[] {
  const entriesOf = (texts: readonly string[]) =>
    texts.filter((text) => !text.includes('{')).map((text) => ({ text, words: wordsOf(text) }));
  const tips = entriesOf(bank.tips);
  const hooks = entriesOf(inSeason(bank.seasonal, month, language));
  const everything = entriesOf(Object.values(bank).flat());
  const naming = (entries: typeof tips, noun: string) =>
    entries.filter((entry) => entry.words.has(noun)).map((entry) => entry.text);
  const nouns = nounsOf(question, language).map(stem);
  if (nouns.length === 0 || naming(everything, nouns[0]!).length === 0) return [];
  const candidates = nouns
    .map((noun) => ({
      found: naming(tips, noun).length ? naming(tips, noun) : naming(hooks, noun),
      frequency: naming(everything, noun).length,
    }))
    .filter(({ found }) => found.length > 0)
    .sort((a, b) => a.frequency - b.frequency);
  return candidates[0]?.found ?? [];
}
