// Which months a seasonal sentence fits, read from the months, seasons and holidays it names.
import type { PostLanguage } from './post-language.js';

type Months = readonly number[];

const SPRING: Months = [2, 3, 4, 5];
const SUMMER: Months = [5, 6, 7, 8];
const AUTUMN: Months = [8, 9, 10, 11];
const WINTER: Months = [11, 12, 1, 2];

/** A month's name fits that month and the one before it (a post announces what comes). */
const monthAndEve = (month: number): Months => [month === 1 ? 12 : month - 1, month];

const MONTH_NAMES: Record<PostLanguage, readonly string[]> = {
  en: [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

/** A pattern of whole words (the bounds are letters, so accented words match as words). */
const words = (source: string) => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, 'u');

/** Seasons and holidays, as the banks write them, with the months a post about them goes out. */
const OCCASIONS: Record<PostLanguage, ReadonlyArray<[RegExp, Months]>> = {
  en: [
    [words('spring'), SPRING],
    [words('summer|hot days|heatwave'), SUMMER],
    [words('autumn|(?:this|the|in) fall'), AUTUMN],
    [words('winter'), WINTER],
    [words('christmas|holiday season|the holidays|party season'), [11, 12]],
    [words('new year|year-end|end of the year'), [12, 1]],
    [words('easter'), [3, 4]],
    [words("valentine's day|valentine"), [1, 2]],
    [words('halloween'), [9, 10]],
    [words('back to school|back-to-school'), [8, 9]],
    [words('black friday|thanksgiving'), [11]],
    [words("mother's day|mothers' day"), [4, 5]],
    [words("father's day"), [5, 6]],
    [words('strawberry season'), [5, 6]],
    [words('fireworks'), [6, 7, 10, 11, 12]],
  ],
  fr: [
    [words('printemps'), SPRING],
    [
      words("(?:l['’]|cet |en |d['’])été|estival\\p{L}*|grandes vacances|canicule|il fait chaud"),
      SUMMER,
    ],
    [words('automne|automnal\\p{L}*'), AUTUMN],
    [words('hiver|hivernal\\p{L}*'), WINTER],
    [words("noël|fêtes de fin d['’]année|les fêtes"), [11, 12]],
    [words("nouvel an|nouvelle année|fin d['’]année"), [12, 1]],
    [words('pâques'), [3, 4]],
    [words('saint-valentin'), [1, 2]],
    [words('halloween'), [9, 10]],
    [words('rentrée'), [8, 9]],
    [words('black friday'), [11]],
    [words('fête des mères'), [4, 5]],
    [words('fête des pères'), [5, 6]],
    [words('saison des fraises'), [5, 6]],
    [words("feux d['’]artifice"), [6, 7, 12]],
  ],
};

/** Every month name and occasion of a language, as patterns with their months. */
const SEASON_WORDS: Record<PostLanguage, ReadonlyArray<[RegExp, Months]>> = {
  en: [
    ...MONTH_NAMES.en.map((name, index): [RegExp, Months] => [
      // 'may' is a month only when written as one: 'in May', 'May is'.
      name === 'may' ? /(?:^|\b(?:in|of|this|every|early|late) )may\b/u : words(name),
      monthAndEve(index + 1),
    ]),
    ...OCCASIONS.en,
  ],
  fr: [
    ...MONTH_NAMES.fr.map((name, index): [RegExp, Months] => [words(name), monthAndEve(index + 1)]),
    ...OCCASIONS.fr,
  ],
};

/**
 * The months (1–12) a seasonal sentence may go out in, from the first month, season or holiday
 * it names ("September feels like a second January" is a September post), or null when it
 * names none (it fits the whole year).
 */
export function monthsOf(sentence: string, language: PostLanguage): ReadonlySet<number> | null {
  const text = sentence.toLowerCase();
  let first: { at: number; months: Months } | null = null;
  for (const [pattern, months] of SEASON_WORDS[language]) {
    const at = text.search(pattern);
    if (at >= 0 && (!first || at < first.at)) first = { at, months };
  }
  return first ? new Set(first.months) : null;
}

/** Of these seasonal sentences, those that fit the month (1–12). */
export function inSeason(
  sentences: readonly string[],
  month: number,
  language: PostLanguage,
): string[] {
  return sentences.filter((sentence) => monthsOf(sentence, language)?.has(month) ?? true);
}
