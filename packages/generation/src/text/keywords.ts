import nlp from 'compromise';

/** Words that never make a hashtag on their own, whatever the extractor thinks of them. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'but',
  'by',
  'for',
  'from',
  'has',
  'have',
  'how',
  'i',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'my',
  'new',
  'of',
  'on',
  'or',
  'our',
  'post',
  'so',
  'that',
  'the',
  'their',
  'them',
  'they',
  'this',
  'to',
  'us',
  'was',
  'we',
  'what',
  'when',
  'which',
  'who',
  'why',
  'will',
  'with',
  'you',
  'your',
  'about',
  'make',
  'create',
  'please',
  'something',
  'thing',
  'things',
  'way',
  'ways',
  'today',
  'http',
  'https',
  'www',
  'com',
  'visit',
  'check',
  'click',
  'shop',
  'learn',
  'follow',
  'get',
  'see',
  'off',
  'here',
  'link',
]);

const URL_PATTERN = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
const MAX_TAG_CHARS = 30;

/**
 * A hashtag body from a phrase: letters and digits of any script, words joined in camel case
 * ('remote work' → 'RemoteWork'), or null when nothing usable is left (a stop word, a number).
 */
export function toHashtag(phrase: string): string | null {
  const words = phrase
    .normalize('NFKC')
    .replace(/^#+/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  if (meaningful.length === 0) return null;
  const tag = meaningful
    .map((word, index) =>
      index === 0 && meaningful.length === 1 ? word : word[0]!.toUpperCase() + word.slice(1),
    )
    .join('');
  if (/^\p{N}+$/u.test(tag) || tag.length < 2) return null;
  return tag.slice(0, MAX_TAG_CHARS);
}

/** The user's own keywords, in their order: comma, semicolon, line or '#' separated. */
export function splitBrandKeywords(keywords: string): string[] {
  return keywords
    .split(/[,;\n#]+/)
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword.length > 0);
}

/**
 * The topics of a text, most telling first: named things (people, places, organisations), then
 * noun phrases, then hashtags the user wrote. URLs are left out. Extraction by compromise.
 */
export function extractKeywords(text: string, max = 12): string[] {
  const clean = text.replace(URL_PATTERN, ' ');
  const doc = nlp(clean);
  const found = [
    ...(doc.topics().out('array') as string[]),
    ...(doc.hashTags().out('array') as string[]),
    ...(doc.nouns().toSingular().out('array') as string[]),
  ];
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const phrase of found) {
    const cleaned = phrase
      .replace(/^(the|a|an|our|my|your|their|this|these|those)\s+/i, '')
      .replace(/[.,!?;:"'()]+/g, ' ')
      .trim();
    const key = cleaned.toLowerCase();
    if (!cleaned || seen.has(key) || STOP_WORDS.has(key) || cleaned.split(/\s+/).length > 3)
      continue;
    seen.add(key);
    keywords.push(cleaned);
    if (keywords.length >= max) break;
  }
  return keywords;
}
