import { foldKey } from '../text/hashtags.js';
import { toHashtag } from '../text/keywords.js';

/** Words no hashtag is made of alone, in either language. */
const WEAK_WORDS = new Set(
  (
    'new nouveau nouvelle our notre nos the le la les un une des du de and et only seulement ' +
    'day jour week semaine today aujourdhui post tip astuce here ici now maintenant every chaque ' +
    'à au aux en pour avec sur for with on at in of to a an'
  ).split(' '),
);

/** A tag as people write one: each word capitalised, joined ('pistachio croissant' → 'PistachioCroissant'). */
function cased(phrase: string): string | null {
  const words = phrase
    .replace(/['’]s\b/gu, '')
    // French elisions are no words of their own: "menu d’automne" is #MenuAutomne.
    .replace(/(?<!\p{L})(?:d|l|qu|j|n|s|c)['’](?=\p{L})/giu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  const meaningful = words.filter(
    (word) => !WEAK_WORDS.has(word.toLowerCase()) && !/^\p{N}+$/u.test(word),
  );
  if (meaningful.length === 0 || meaningful.join('').length < 3) return null;
  const tag = toHashtag(meaningful.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' '));
  return tag && /\p{L}/u.test(tag) ? tag[0]!.toUpperCase() + tag.slice(1) : null;
}

/**
 * A post's hashtags, most telling first: its subject (whole, then its main noun when the
 * subject has several words), the brand's keywords, then the niche's usual tags; each cased as
 * people write them, no duplicates, at most `max`.
 */
export function postHashtags(
  phrases: { subject: string; keywords: readonly string[]; niche: readonly string[] },
  max: number,
): string[] {
  const subjectWords = phrases.subject.split(/\s+/u).filter(Boolean);
  // The head noun of an English phrase is its last word ('pistachio croissant' → #Croissant);
  // of a French one, its first. Not for a set phrase, whose last word alone means something
  // else: an idiom ('behind the scenes' is no #Scenes) or one of the user's own keywords
  // ('single origin' is no #Origin).
  const isSetPhrase =
    subjectWords.some((word) => WEAK_WORDS.has(word.toLowerCase())) ||
    phrases.keywords.some((keyword) => foldKey(keyword.trim()) === foldKey(phrases.subject.trim()));
  const candidates = [
    phrases.subject.split(/\s+(?:à|au|aux|de|du|des|d’|d')\s+/u)[0] ?? '',
    phrases.subject,
    subjectWords.length > 1 && !isSetPhrase ? subjectWords[subjectWords.length - 1]! : '',
    ...phrases.keywords,
    ...phrases.niche,
  ];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const candidate of candidates) {
    if (tags.length >= max) break;
    if (candidate.split(/\s+/u).length > 4) continue;
    const tag = cased(candidate);
    if (!tag || tag.length > 30 || seen.has(foldKey(tag))) continue;
    seen.add(foldKey(tag));
    tags.push(tag);
  }
  return tags;
}
