/** A fact a prompt carries, which the post keeps word for word. */
export interface PromptFact {
  kind: 'link' | 'price' | 'offer' | 'quantity' | 'date' | 'time' | 'place';
  /** Exactly as the user wrote it. */
  text: string;
  /** Where it starts in the prompt. */
  index: number;
}

const WEEKDAYS =
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|' +
  'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';
const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|' +
  'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|' +
  'décembre|decembre';
/** 3.50, 3,50, 12,000, 12 000, 1.299,99. */
const AMOUNT = '\\d{1,3}(?:[ ,.\\u202f]\\d{3})*(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?';
const CURRENCY_WORDS = 'euros?|eur|dollars?|usd|pounds?|gbp|chf|francs?';
const STREET_WORDS_FR = 'rue|avenue|boulevard|bd|place|quai|allée|chemin|impasse|cours|passage';
const STREET_WORDS_EN = 'street|st\\.?|road|rd\\.?|avenue|ave\\.?|lane|boulevard|blvd|square';
const CAPITALISED = "\\p{Lu}[\\p{L}'’-]*";

/** Street words are written in lower case as often as not; the names after them are not. */
const caseless = (words: string) =>
  words.replace(/\p{Ll}/gu, (letter) => `[${letter}${letter.toUpperCase()}]`);

/** Each kind's patterns, most specific first; a later match inside an earlier one is dropped. */
const PATTERNS: Array<{ kind: PromptFact['kind']; pattern: RegExp }> = [
  { kind: 'link', pattern: /\bhttps?:\/\/[^\s]+[^\s.,;:!?)]|\bwww\.[^\s]+[^\s.,;:!?)]/giu },
  {
    kind: 'offer',
    pattern: new RegExp(
      [
        '-?\\d+(?:[.,]\\d+)?\\s?%(?:\\s?(?:off|de réduction|de remise))?',
        '\\b\\d+\\s?(?:for|pour)\\s?\\d+\\b',
        '\\bbuy one,? get one(?: free)?\\b',
        '\\bfree (?:shipping|delivery)\\b',
        '\\blivraison (?:offerte|gratuite)\\b',
      ].join('|'),
      'giu',
    ),
  },
  {
    kind: 'price',
    pattern: new RegExp(
      `[€$£]\\s?(?:${AMOUNT})|\\b(?:${AMOUNT})\\s?(?:€|\\$|£|(?:${CURRENCY_WORDS})\\b)`,
      'giu',
    ),
  },
  {
    kind: 'quantity',
    pattern: new RegExp(
      '\\b(?:only|just|seulement|uniquement|limited to|limité à)\\s+\\d+(?:\\s+(?!(?:a|per|par)\\b)[\\p{L}-]+)?' +
        '(?:\\s+(?:a|per|par)\\s+(?:day|week|customer|person|jour|semaine|client|personne))?' +
        '|\\b\\d+\\s+(?:a|per|par)\\s+(?:day|week|jour|semaine)\\b',
      'giu',
    ),
  },
  {
    kind: 'date',
    pattern: new RegExp(
      [
        `\\b(?:(?:until|till|through|from|jusqu'au|jusqu’au|jusqu'à|jusqu’à|dès|à partir du)\\s+)?(?:this|next|ce|cette|le|la)?\\s?(?:${WEEKDAYS})(?:\\s+(?:prochain|\\d{1,2}(?:er)?(?:\\s+(?:${MONTHS}))?))?\\b`,
        `\\b(?:(?:until|till|through|from|jusqu'au|jusqu’au|dès le|à partir du)\\s+)?\\d{1,2}(?:st|nd|rd|th|er)?\\s+(?:of\\s+)?(?:${MONTHS})(?:\\s+\\d{4})?\\b`,
        `\\b(?:${MONTHS})\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?\\b`,
        '\\b\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?\\b',
        '\\b(?:tomorrow|tonight|this weekend|next week|demain|ce soir|ce week-end|la semaine prochaine)\\b',
      ].join('|'),
      'giu',
    ),
  },
  {
    kind: 'time',
    pattern: /\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b\d{1,2}h(?:\d{2})?\b|\b\d{1,2}:\d{2}\b/giu,
  },
  {
    kind: 'place',
    pattern: new RegExp(
      [
        `\\b(?:\\d+(?:bis|ter)?,?\\s+)?(?:${caseless(STREET_WORDS_FR)})\\s+(?:(?:de la|de l'|des|du|de|d')\\s?)?${CAPITALISED}(?:\\s+${CAPITALISED})*`,
        `\\b(?:\\d+\\s+)?${CAPITALISED}(?:\\s+${CAPITALISED})*\\s+(?:${caseless(STREET_WORDS_EN)})\\b`,
        `\\b(?:in|à)\\s+(?!(?:${WEEKDAYS}|${MONTHS})\\b)${CAPITALISED}(?:[\\s-]${CAPITALISED})*`,
      ].join('|'),
      'gu',
    ),
  },
];

/** The facts of a prompt (links, prices, offers, quantities, dates, times, places), in order. */
export function extractFacts(text: string): PromptFact[] {
  const facts: PromptFact[] = [];
  const taken: Array<[number, number]> = [];
  const overlaps = (start: number, end: number) =>
    taken.some(([from, to]) => start < to && end > from);
  for (const { kind, pattern } of PATTERNS) {
    for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags))) {
      const found = match[0].trim();
      const start = (match.index ?? 0) + match[0].indexOf(found);
      const end = start + found.length;
      if (!found || overlaps(start, end)) continue;
      taken.push([start, end]);
      facts.push({ kind, text: found, index: start });
    }
  }
  return facts.sort((a, b) => a.index - b.index);
}
