import type { ConnectablePlatformId, NicheId } from '@postcraft/contracts';
import { NICHE_IDS } from '@postcraft/contracts';
import type { GenerationInput } from '../content-generator.js';
import { platformSpec } from '../platform-specs.js';
import { splitBrandKeywords } from '../text/keywords.js';
import type { NicheBank } from './niche-bank.js';
import { NICHE_BANKS_EN } from './niche-banks.en.js';
import { NICHE_BANKS_FR } from './niche-banks.fr.js';
import { fitPost, sentencesOf, type PostPart } from './fit-post.js';
import { postHashtags } from './post-hashtags.js';
import { detectLanguage, type PostLanguage } from './post-language.js';
import {
  callToAction,
  EXPLAIN_LINES,
  factSentences,
  FOLLOW_UPS,
  HOOKS,
  TONE_EMOJI,
} from './phrases.js';
import { questionOf, relatedTips } from './explain-request.js';
import { inOtherLanguage } from './translate.js';
import { polish, understandPrompt, type UnderstoodPrompt } from './understand-prompt.js';
import { extractFacts, type PromptFact } from './facts.js';
import { readInstructions } from './instructions.js';
import { ideaKindOf, smartPost } from './smart-post.js';

/** What the copywriter writes for one platform. */
export interface WrittenPost {
  caption: string;
  hashtags: string[];
  /** A few words for the image, from the post (never the prompt). */
  headline: string;
  /** What the post is about ('pistachio croissant'): the image's picture is chosen by it. */
  subject: string;
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
  // "free shipping on all orders", "2 for 1 on baths": an offer takes no determiner.
  if (understood.facts.some((fact) => subject.startsWith(fact.text))) return subject;
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
 * brand's niche when there is none; in the prompt's language. A regeneration's instructions
 * ("shorter", "mention the price: 3.50 euros", "no hashtags", "in French"...) are applied.
 */
export function writePost(input: GenerationInput, platform: ConnectablePlatformId): WrittenPost {
  const asked = readInstructions(input.instructions);
  // Read in its own language, written in the one asked for ("in French") when there is one.
  const promptLanguage = postLanguageOf(input);
  const language = asked.language ?? promptLanguage;
  const bank = nicheBankOf(input.brand.niche, language);
  const keywords = splitBrandKeywords(input.brand.keywords);
  const spec = platformSpec(platform);
  const short = SHORT_PLATFORMS.has(platform) || asked.shorter;
  const seed = input.seed + (asked.newAngle ? 1 : 0);
  const call = callToAction(platform, input.brand.contentGoals, language);
  const added = additionsOf(asked.additions, language);
  const extra: PostPart[] =
    asked.longer && !SHORT_PLATFORMS.has(platform)
      ? [{ text: extraLine(bank, input.brand.name, seed), required: false, paragraph: true }]
      : [];
  const tone = asked.tone ?? input.brand.voiceTone;
  // Professional posts carry none, unless the user asks for emoji.
  const emojis = asked.emoji
    ? (TONE_EMOJI[tone ?? ''] ?? TONE_EMOJI.friendly)
    : TONE_EMOJI[tone ?? ''];
  const withEmoji = (line: string, index: number) =>
    emojis && !line.endsWith(':') ? `${line} ${pick(emojis, index)}` : line;
  const finish = (parts: PostPart[], subject: string, headline: string): WrittenPost => {
    const hashtags = asked.noHashtags
      ? []
      : postHashtags({ subject, keywords, niche: rotate(bank.hashtags, seed) }, spec.hashtagMax);
    return { ...fitPost(parts, hashtags, spec, short), headline, subject, language };
  };
  const additions: PostPart[] = [
    ...added.sentences,
    ...factSentences(added.facts, 'general', language).map(asRequired),
  ];
  const closing: PostPart[] = [...extra, { text: call, required: false, paragraph: !short }];

  const ideaKind = ideaKindOf(input.description);
  if (!input.description.trim() || ideaKind) {
    const written = smartPost({
      bank,
      brand: input.brand,
      keywords,
      seed,
      language,
      ...(ideaKind ? { kind: ideaKind } : {}),
    });
    const body = asked.emoji ? withEmoji(written.body, seed) : written.body;
    // A question asks for answers: its call is to comment, whatever the brand's goal.
    const ending =
      written.kind === 'questions'
        ? [
            ...extra,
            { text: callToAction(platform, [], language), required: false, paragraph: !short },
          ]
        : closing;
    return finish(
      [{ text: body, required: true, paragraph: false }, ...additions, ...ending],
      written.subject,
      written.headline,
    );
  }

  const understood = inOtherLanguage(
    understandPrompt(input.description, promptLanguage),
    promptLanguage,
    language,
  );
  if (understood.kind === 'statement') {
    const sentences = sentencesOf(understood.polished);
    const parts: PostPart[] = sentences.map((text, index) => ({
      text: index === 0 && asked.emoji ? withEmoji(text, seed) : text,
      // The first sentence and the ones carrying a fact stay; "shorter" drops the others.
      required: index === 0 || carriesFact(text, understood),
      paragraph: false,
    }));
    return finish(
      [...parts.filter((part) => part.required || !asked.shorter), ...additions, ...closing],
      understood.subject,
      headlineOf(understood.subject),
    );
  }

  // A request for a tip or an explanation: about a question ("how to keep bread fresh"), or
  // about a thing the niche has no tip on, the post asks the audience rather than give advice
  // about something else.
  const asksTip = understood.intent === 'tip' && language === promptLanguage;
  const subjectTips =
    understood.intent === 'tip' ? tipsAbout(bank, understood.subject, language) : [];
  const question =
    (asksTip && questionOf(understood.topic, language)) ||
    (asksTip && subjectTips.length === 0
      ? understood.subject[0]!.toUpperCase() + understood.subject.slice(1)
      : null);
  if (question) {
    const lines = EXPLAIN_LINES[language];
    const round = Math.floor(seed / lines.withTip.length);
    const tips = relatedTips(bank, question, language);
    const tip = tips.length ? pick(tips, round) : null;
    const hook = pick(tip ? lines.withTip : lines.withoutTip, seed).replaceAll('{Q}', question);
    const parts: PostPart[] = [
      { text: withEmoji(hook, round), required: true, paragraph: false },
      ...(tip ? [asRequired(tip)] : []),
      ...factSentences(
        understood.facts.filter((fact) => !question.includes(fact.text)),
        'general',
        language,
      ).map(asRequired),
      ...additions,
      ...extra,
      // Without an answer, the post asks for the audience's; with one, the brand's call or that.
      {
        text: pick(tip ? [call, ...lines.ask] : lines.ask, round),
        required: false,
        paragraph: !short,
      },
    ];
    return finish(parts, understood.subject, headlineOf(question));
  }

  // A determiner of the prompt's language does not carry over to a post asked in the other one.
  const read = language === promptLanguage ? understood : { ...understood, determiner: '' };
  const subject = subjectPhrase(read, language, input.brand.niche === 'personal');
  const fill = (template: string) =>
    template
      .replaceAll('{S}', subject)
      .replaceAll('{s}', understood.subject)
      .replaceAll('{brand}', input.brand.name);
  const hooks = HOOKS[language][understood.intent];
  const hook = fill(pick(hooks, seed));
  // The hook changes with every seed, the rest with every round of hooks: ten seeds, ten posts.
  const round = Math.floor(seed / hooks.length);
  const followUps = FOLLOW_UPS[language][understood.intent];
  const tip = subjectTips.length ? pick(subjectTips, round) : null;
  const parts: PostPart[] = [
    { text: withEmoji(hook, round), required: true, paragraph: false },
    ...(tip ? [{ text: tip, required: true, paragraph: false }] : []),
    // A fact the hook already names ("raising 12,000 euros") is not said twice.
    ...factSentences(
      understood.facts.filter((fact) => !understood.subject.includes(fact.text)),
      understood.intent,
      language,
    ).map((text, index) => ({
      text,
      required: true,
      paragraph: index === 0 && !tip,
    })),
    ...additions,
    ...(followUps.length && !short
      ? [{ text: pick(followUps, round), required: false, paragraph: true }]
      : []),
    // A tip post ends with the brand's call or a question to the audience, in turn.
    ...(tip
      ? [
          ...extra,
          {
            text: pick([call, ...EXPLAIN_LINES[language].ask], round),
            required: false,
            paragraph: !short,
          },
        ]
      : closing),
  ];
  const headline =
    hook.split(/\s+/u).length <= 7 ? headlineOf(hook) : headlineOf(understood.subject);
  return finish(parts, understood.subject, headline);
}

/** Words that only introduce a fact ("the price: 3.50 euros"). */
const FILLER =
  /^(?:the|price|prix|date|time|heure|address|adresse|place|lieu|link|lien|offer|offre)$/iu;

const asRequired = (text: string): PostPart => ({ text, required: true, paragraph: false });

/** An instruction's additions: the facts they carry, else each as a sentence of its own. */
function additionsOf(
  additions: readonly string[],
  language: PostLanguage,
): { facts: PromptFact[]; sentences: PostPart[] } {
  const facts: PromptFact[] = [];
  const sentences: PostPart[] = [];
  for (const addition of additions) {
    const found = extractFacts(addition);
    // "the price: 3.50 euros" is its fact; "we open at 7am on Sundays" says more, in its own words.
    const rest = found.reduce((text, fact) => text.replace(fact.text, ' '), addition);
    const words = rest.match(/\p{L}{3,}/gu)?.filter((word) => !FILLER.test(word)) ?? [];
    if (found.length && words.length < 2) facts.push(...found);
    else
      sentences.push(
        asRequired(
          polish(addition.replace(language === 'en' ? /^the\s+/iu : /^(?:le|la|les)\s+/iu, '')),
        ),
      );
  }
  return { facts, sentences };
}

function carriesFact(sentence: string, understood: UnderstoodPrompt): boolean {
  return understood.facts.some((fact) => sentence.includes(fact.text));
}

/** One more line of the niche for a longer post: a story or what happens behind the scenes. */
function extraLine(bank: NicheBank, brand: string, seed: number): string {
  const lines = [...bank.stories, ...bank.behindTheScenes].filter(
    (line) => !line.includes('{keyword}') && (brand || !line.includes('{brand}')),
  );
  return pick(lines, seed).replaceAll('{brand}', brand);
}

/**
 * The niche's tips about `subject`: those naming it, then those written around a keyword; none
 * when the niche has neither.
 */
function tipsAbout(bank: NicheBank, subject: string, language: PostLanguage): string[] {
  const templates = bank.tips
    .filter((tip) => tip.includes('{keyword}'))
    .map((tip) => tip.replaceAll('{keyword}', subject));
  return [...relatedTips(bank, subject, language), ...templates];
}

/** The list from `seed` on, so posts in a row do not all carry the same niche tags. */
function rotate<T>(items: readonly T[], seed: number): T[] {
  const start = ((seed % items.length) + items.length) % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

/** A headline of a few words (at most seven): `text` without its final stop, capitalised. */
/** Words a cut headline must not end on. */
const DANGLING_WORDS =
  /(?:\s+(?:a|an|the|for|to|of|in|on|at|and|or|with|your|our|my|un|une|le|la|les|de|du|des|pour|à|au|aux|et|ou|avec|votre|notre|en|sur))+$/iu;

export function headlineOf(text: string): string {
  const words = text
    .replace(/[.!:]+$/u, '')
    .trim()
    .split(/\s+/u);
  // Cut after seven words, at the end of a clause when there is one ("What a CRM is and why
  // small teams need one": "What a CRM is"), never on a word that leads into the rest ("for a").
  const first = words.slice(0, 7).join(' ');
  const clause = words.length > 7 ? first.split(/,\s|\s(?:and|but|et|mais)\s/u)[0]! : first;
  const short = (clause.split(/\s+/u).length >= 3 ? clause : first)
    .replace(words.length > 7 ? DANGLING_WORDS : /$^/u, '')
    .replace(/[,;:]$/u, '');
  return short ? short[0]!.toUpperCase() + short.slice(1) : '';
}
