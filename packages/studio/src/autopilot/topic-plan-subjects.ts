// The subjects a profile's posts can be about, and the filling of a format's texts with one.
import { GENERATION_LIMITS } from '@postcraft/contracts';
import type { AngleText, TopicLanguage } from './topic-catalogue.js';
import { GENERAL_SUBJECTS, NICHE_SUBJECTS } from './topic-catalogue-subjects.js';
import type { TopicProfile } from './topic-plan.js';

export interface Subject {
  text: string;
  /** Stable part of the topic key ('single-origin'). */
  slug: string;
  /** How often it comes up compared with the others: the user's keywords most. */
  weight: number;
  /** Only used once the profile's own subjects are spent (general subjects widening a profile). */
  reserve: boolean;
}

const MAX_KEYWORDS = 12;
const MAX_SUBJECT_CHARS = 40;
/** Below this many subjects of its own, a profile's general subjects count as its own. */
const MIN_OWN_SUBJECTS = 3;

export function slugOf(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

const tidy = (text: string) =>
  text
    .replace(/^[#\s]+/u, '')
    .replace(/\s+/gu, ' ')
    .trim();

/** The user's keywords as subjects: comma, semicolon or line separated, '#' dropped, deduplicated. */
function keywordsOf(keywords: string): string[] {
  return keywords
    .split(/[,;\n]+/u)
    .map(tidy)
    .filter((keyword) => keyword.length > 1 && keyword.length <= MAX_SUBJECT_CHARS)
    .slice(0, MAX_KEYWORDS);
}

/** The profile's subjects, its keywords first; none is ever empty. */
export function subjectsOf(profile: TopicProfile): Subject[] {
  const own: Array<[string, number]> = keywordsOf(profile.brandKeywords).map((text) => [text, 4]);
  const description = tidy(profile.nicheDescription);
  if (description && description.length <= MAX_SUBJECT_CHARS && description.split(' ').length <= 4)
    own.push([description, 3]);
  if (profile.niche)
    for (const text of NICHE_SUBJECTS[profile.niche][profile.language]) own.push([text, 1]);
  const reserve = own.length >= MIN_OWN_SUBJECTS;
  const general = GENERAL_SUBJECTS[profile.language].map((text): [string, number] => [text, 1]);
  const subjects: Subject[] = [];
  const seen = new Set<string>();
  for (const [index, [text, weight]] of [...own, ...general].entries()) {
    const slug = slugOf(text);
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    subjects.push({ text, slug, weight, reserve: reserve && index >= own.length });
  }
  return subjects;
}

/** The subject a topic key names, from the profile, else read back from its slug. */
export function subjectFor(profile: TopicProfile, slug: string): Subject {
  return (
    subjectsOf(profile).find((subject) => subject.slug === slug) ?? {
      text: slug.replaceAll('-', ' '),
      slug,
      weight: 1,
      reserve: false,
    }
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The months' names in each language (January, janvier), as Intl writes them, made once. */
const monthNamesOf = (language: TopicLanguage) => {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) =>
    format.format(new Date(Date.UTC(2026, index, 1))),
  );
};
const MONTHS: Readonly<Record<TopicLanguage, readonly string[]>> = {
  en: monthNamesOf('en'),
  fr: monthNamesOf('fr'),
};

/** A catalogue text with its subject and brand filled in, each sentence capitalised. */
export function fillText(
  template: string,
  subject: string,
  companyName: string,
  language: TopicLanguage,
  /** 1–12, for a 'this-month' text. */
  month = 1,
): string {
  const brand = tidy(companyName).slice(0, 60);
  const team =
    language === 'fr'
      ? brand
        ? `l’équipe ${brand}`
        : 'notre équipe'
      : brand
        ? `the ${brand} team`
        : 'our team';
  const at = brand ? (language === 'fr' ? ` chez ${brand}` : ` at ${brand}`) : '';
  const filled = template
    .replaceAll('{S}', capitalise(subject))
    .replaceAll('{s}', subject)
    .replaceAll('{team}', team)
    .replaceAll('{at}', at)
    .replaceAll('{month}', MONTHS[language][(month - 1 + 12) % 12]!);
  return capitalise(filled).replace(
    /([.!?] )(\p{Ll})/gu,
    (_, stop: string, letter: string) => `${stop}${letter.toUpperCase()}`,
  );
}

/** An angle's text and the generator's prompt for it, within the generation limit. */
export function writeAngle(
  text: AngleText,
  subject: string,
  profile: TopicProfile,
  month: number,
): { angle: string; description: string } {
  const fill = (template: string) =>
    fillText(template, subject, profile.companyName, profile.language, month);
  return {
    angle: fill(text.angle),
    description: fill(text.post).slice(0, GENERATION_LIMITS.descriptionMaxChars),
  };
}
