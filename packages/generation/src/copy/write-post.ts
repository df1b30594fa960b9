import type { ConnectablePlatformId, NicheId } from '@postcraft/contracts';
import { NICHE_IDS } from '@postcraft/contracts';
import type { GenerationInput } from '../content-generator.js';
import { platformSpec } from '../platform-specs.js';
import { splitBrandKeywords } from '../text/keywords.js';
import type { NicheBank } from './niche-bank.js';
import { NICHE_BANKS_EN } from './niche-banks.en.js';
import { NICHE_BANKS_FR } from './niche-banks.fr.js';
import { fitPost, type PostPart } from './fit-post.js';
import { postHashtags } from './post-hashtags.js';
import { detectLanguage, type PostLanguage } from './post-language.js';
import { callToAction, factSentences, FOLLOW_UPS, HOOKS, TONE_EMOJI } from './phrases.js';
import { understandPrompt, type UnderstoodPrompt } from './understand-prompt.js';
import { smartPost } from './smart-post.js';

/** What the copywriter writes for one platform. */
export interface WrittenPost {
  caption: string;
  hashtags: string[];
  /** A few words for the image, from the post (never the prompt). */
  headline: string;
  language: PostLanguage;
}

/** Platforms whose posts read best in one short paragraph. */
const SHORT_PLATFORMS = new Set<ConnectablePlatformId>(['twitter', 'snapchat', 'pinterest']);

export const pick = <T>(items: readonly T[], index: number): T =>
  items[((index % items.length) + items.length) % items.length]!;

/** The post's language: the prompt's, else the interface's. */
export function postLanguageOf(input: GenerationInput): PostLanguage {
  return detectLanguage(input.description) ?? input.language;
}

export function nicheBankOf(niche: string | null, language: PostLanguage): NicheBank {
  const id: NicheId = (NICHE_IDS as readonly string[]).includes(niche ?? '')
    ? (niche as NicheId)
    : 'business';
  return (language === 'fr' ? NICHE_BANKS_FR : NICHE_BANKS_EN)[id];
}

/** The subject with a determiner that reads well in a hook. */
function subjectPhrase(understood: UnderstoodPrompt, language: PostLanguage, personal: boolean) {
  const { subject, determiner } = understood;
  if (/^\p{Lu}/u.test(subject) && !determiner) return subject;
  // "raising 12,000 euros", "coming to our open day": a verb phrase takes no determiner.
  if (language === 'en' && /^\p{L}+ing\b/u.test(subject) && !determiner) return subject;
  if (language === 'en') {
    const kept = ['our', 'my', 'the', 'your', 'this', 'these'].includes(determiner);
    return `${kept ? determiner : personal ? 'my' : 'our'} ${subject}`;
  }
  return `${determiner && determiner !== 'des' ? determiner : 'notre'}${determiner.endsWith("'") || determiner.endsWith('’') ? '' : ' '}${subject}`;
}

/**
 * The caption, hashtags and headline of a post for `platform`, written from the prompt (a
 * request is turned into a post about what it asks for, a statement is tidied), or from the
 * brand's niche when there is none; in the prompt's language.
 */
export function writePost(input: GenerationInput, platform: ConnectablePlatformId): WrittenPost {
  const language = postLanguageOf(input);
  const bank = nicheBankOf(input.brand.niche, language);
  const keywords = splitBrandKeywords(input.brand.keywords);
  const spec = platformSpec(platform);
  const short = SHORT_PLATFORMS.has(platform);
  const call = callToAction(platform, input.brand.contentGoals, language);

  if (!input.description.trim()) {
    const written = smartPost({ bank, brand: input.brand, keywords, seed: input.seed, language });
    const hashtags = postHashtags(
      { subject: written.subject, keywords, niche: rotate(bank.hashtags, input.seed) },
      spec.hashtagMax,
    );
    const parts: PostPart[] = [
      { text: written.body, required: true, paragraph: false },
      { text: call, required: false, paragraph: !short },
    ];
    return { ...fitPost(parts, hashtags, spec, short), headline: written.headline, language };
  }

  const understood = understandPrompt(input.description, language);
  const hashtags = postHashtags(
    {
      subject: understood.subject,
      keywords,
      niche: rotate(bank.hashtags, input.seed),
    },
    spec.hashtagMax,
  );
  if (understood.kind === 'statement') {
    const parts: PostPart[] = [
      ...sentencesOf(understood.polished).map((text, index) => ({
        text,
        required: index === 0,
        paragraph: false,
      })),
      { text: call, required: false, paragraph: !short },
    ];
    return {
      ...fitPost(parts, hashtags, spec, short),
      headline: headlineOf(understood.subject),
      language,
    };
  }

  const { seed } = input;
  const subject = subjectPhrase(understood, language, input.brand.niche === 'personal');
  const fill = (template: string) =>
    template
      .replaceAll('{S}', subject)
      .replaceAll('{s}', understood.subject)
      .replaceAll('{brand}', input.brand.name);
  const hooks = HOOKS[language][understood.intent];
  const hook = fill(pick(hooks, seed));
  // The hook changes with every seed, the rest with every round of hooks: ten seeds, ten posts.
  const round = Math.floor(seed / hooks.length);
  const emoji = TONE_EMOJI[input.brand.voiceTone ?? ''];
  // An emoji ends the hook's line, never a colon that leads into a tip.
  const openingLine = emoji && !hook.endsWith(':') ? `${hook} ${pick(emoji, round)}` : hook;
  const followUps = FOLLOW_UPS[language][understood.intent];
  const tip = understood.intent === 'tip' ? tipAbout(bank, understood.subject, round) : null;
  const parts: PostPart[] = [
    { text: openingLine, required: true, paragraph: false },
    ...(tip ? [{ text: tip, required: true, paragraph: false }] : []),
    ...factSentences(understood.facts, understood.intent, language).map((text, index) => ({
      text,
      required: true,
      paragraph: index === 0 && !tip,
    })),
    ...(followUps.length && !short
      ? [{ text: pick(followUps, round), required: false, paragraph: true }]
      : []),
    { text: call, required: false, paragraph: !short },
  ];
  const headline =
    hook.split(/\s+/u).length <= 7 ? headlineOf(hook) : headlineOf(understood.subject);
  return { ...fitPost(parts, hashtags, spec, short), headline, language };
}

/** A tip of the niche about `subject`: one written around a keyword when there is one. */
function tipAbout(bank: NicheBank, subject: string, round: number): string {
  const around = bank.tips.filter((tip) => tip.includes('{keyword}'));
  // Tips written around a keyword first, then the niche's others, so seeds keep finding new ones.
  const tips = [...around, ...bank.tips.filter((tip) => !tip.includes('{keyword}'))];
  const tip = pick(tips, round);
  return tip.replaceAll('{keyword}', subject);
}

/** The list from `seed` on, so posts in a row do not all carry the same niche tags. */
function rotate<T>(items: readonly T[], seed: number): T[] {
  const start = ((seed % items.length) + items.length) % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/u).filter((sentence) => sentence.trim().length > 0);
}

/** A headline of a few words (at most seven): `text` without its final stop, capitalised. */
export function headlineOf(text: string): string {
  const words = text
    .replace(/[.!:]+$/u, '')
    .trim()
    .split(/\s+/u);
  const short = words.slice(0, 7).join(' ');
  return short ? short[0]!.toUpperCase() + short.slice(1) : '';
}
