import type { BrandProfile } from '../content-generator.js';
import type { NicheBank } from './niche-bank.js';
import type { PostLanguage } from './post-language.js';
import { inSeason } from './season-months.js';

export type SmartPostKind =
  'tips' | 'behindTheScenes' | 'questions' | 'stories' | 'offers' | 'seasonal';
type Kind = SmartPostKind;
const KINDS: readonly Kind[] = [
  'tips',
  'behindTheScenes',
  'questions',
  'stories',
  'offers',
  'seasonal',
];

/** How each kind of post opens, and the words on its image. */
const OPENINGS: Record<PostLanguage, Record<Kind, { hook: string; headline: string }>> = {
  en: {
    tips: { hook: 'Tip of the day:', headline: 'Tip of the day' },
    behindTheScenes: { hook: 'Behind the scenes:', headline: 'Behind the scenes' },
    questions: { hook: '', headline: 'Your turn' },
    stories: { hook: '', headline: 'Our story' },
    offers: { hook: 'Good news!', headline: 'Good news' },
    seasonal: { hook: '', headline: 'This season' },
  },
  fr: {
    tips: { hook: 'L’astuce du jour :', headline: 'L’astuce du jour' },
    behindTheScenes: { hook: 'Dans les coulisses :', headline: 'Dans les coulisses' },
    questions: { hook: '', headline: 'À vous la parole' },
    stories: { hook: '', headline: 'Notre histoire' },
    offers: { hook: 'Bonne nouvelle !', headline: 'Bonne nouvelle' },
    seasonal: { hook: '', headline: 'Cette saison' },
  },
};

/**
 * A post from the brand's niche alone (Smart AI Post): a tip, a behind-the-scenes line, a
 * question, a story, an offer or a seasonal hook from the niche's bank, with the brand's name and
 * keywords where the sentence has room for them. Each seed gives another kind or entry.
 */
export function smartPost(options: {
  bank: NicheBank;
  brand: BrandProfile;
  keywords: readonly string[];
  seed: number;
  language: PostLanguage;
  /** The kind asked for (a dashboard idea's); else the seed picks one. */
  kind?: SmartPostKind;
  /** The month the post is written in (1–12): seasonal hooks are those of this month. */
  month?: number;
}): { body: string; headline: string; subject: string; kind: SmartPostKind } {
  const { bank, brand, keywords, seed, language } = options;
  const month = options.month ?? new Date().getUTCMonth() + 1;
  const seasonal = inSeason(bank.seasonal, month, language);
  const picked = options.kind ?? KINDS[seed % KINDS.length]!;
  // Out of season, a tip rather than a hook about another time of year.
  const kind = picked === 'seasonal' && seasonal.length === 0 ? 'tips' : picked;
  const usable = (kind === 'seasonal' ? seasonal : bank[kind]).filter(
    (entry) =>
      (brand.name || !entry.includes('{brand}')) &&
      (keywords.length || !entry.includes('{keyword}')),
  );
  const entries = usable.length ? usable : kind === 'seasonal' ? seasonal : bank[kind];
  const round = Math.floor(seed / KINDS.length);
  // A tip standing in for a hook is taken from the end, away from the seeds' own tips.
  const index =
    kind === picked ? round % entries.length : entries.length - 1 - (round % entries.length);
  const entry = entries[index]!.replaceAll('{brand}', brand.name).replaceAll(
    '{keyword}',
    keywords[round % Math.max(1, keywords.length)] ?? '',
  );
  const opening = OPENINGS[language][kind];
  const subject =
    keywords[round % Math.max(1, keywords.length)] ?? bank.subjects[round % bank.subjects.length]!;
  return {
    body: opening.hook ? `${opening.hook} ${entry}` : entry,
    headline: opening.headline,
    subject,
    kind,
  };
}

/**
 * The studio's dashboard ideas (apps/web's studio.home.ideas texts, in English and French) that
 * ask for a post of the niche rather than about a subject, and the kind each one gets.
 */
const IDEAS: Array<[RegExp, SmartPostKind]> = [
  [/^(?:this week in your field|cette semaine dans votre domaine)\b/iu, 'seasonal'],
  [/^(?:for your goal|pour votre objectif)\b/iu, 'stories'],
  [/^(?:turn your latest idea into|transformez votre dernière idée en)\b/iu, 'tips'],
  [/^(?:behind the scenes (?:of|at)|les coulisses de)\b/iu, 'behindTheScenes'],
];

/** The kind of niche post a dashboard idea asks for, or null for any other prompt. */
export function ideaKindOf(prompt: string): SmartPostKind | null {
  return IDEAS.find(([pattern]) => pattern.test(prompt.trim()))?.[1] ?? null;
}
