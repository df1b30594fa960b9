import type { ConnectablePlatformId } from '@postcraft/contracts';
import type { GenerationInput } from '../content-generator.js';
import { extractFacts, type PromptFact } from '../copy/facts.js';
import { fitPost, sentencesOf, type PostPart } from '../copy/fit-post.js';
import { readInstructions } from '../copy/instructions.js';
import { factSentences } from '../copy/phrases.js';
import { detectLanguage, type PostLanguage } from '../copy/post-language.js';
import { postLanguageOf } from '../copy/write-post.js';
import { platformSpec } from '../platform-specs.js';
import { measureCaption, postText } from '../text/caption-length.js';
import type { ProviderPosts } from './openai-answers.js';

/** Platforms where "link in bio" points nowhere. */
const NO_BIO_LINK = new Set<ConnectablePlatformId>(['linkedin', 'twitter', 'facebook', 'youtube']);
const BIO_LINK =
  /[^.!?\n]*\b(?:link in (?:our |the )?bio|lien (?:en|dans la) bio)\b[^.!?\n]*[.!?]?/giu;
const LANGUAGE_NAMES: Record<PostLanguage, string> = { en: 'English', fr: 'French' };

/** What a provider is told and checked against: the post's language and the prompt's facts. */
export function providerRules(input: GenerationInput): {
  language: PostLanguage;
  facts: PromptFact[];
} {
  const asked = readInstructions(input.instructions);
  return {
    language: asked.language ?? postLanguageOf(input),
    facts: [...extractFacts(input.description), ...asked.additions.flatMap(extractFacts)],
  };
}

/** The rules as the system prompt states them. */
export function rulesPrompt(input: GenerationInput): string {
  const { language, facts } = providerRules(input);
  return [
    `Write every post in ${LANGUAGE_NAMES[language]}.`,
    facts.length
      ? `Keep these facts word for word in every caption: ${facts.map((fact) => `"${fact.text}"`).join(', ')}.`
      : '',
    'Never cut a caption with "…"; never write "link in bio" for LinkedIn, X, Facebook or YouTube.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The rules a provider's answer breaks, one line each (empty when it keeps them all). */
export function brokenRules(posts: ProviderPosts, input: GenerationInput): string[] {
  const { language, facts } = providerRules(input);
  const problems: string[] = [];
  for (const platform of input.platforms) {
    const post = posts.posts.find((entry) => entry.platform.toLowerCase() === platform);
    if (!post) {
      problems.push(`${platform}: no post was written`);
      continue;
    }
    const spec = platformSpec(platform);
    const length = measureCaption(postText(post.caption, post.hashtags.map(String)), spec.measure);
    if (length > spec.captionMax) problems.push(`${platform}: ${length} over ${spec.captionMax}`);
    if (post.hashtags.length > spec.hashtagMax) {
      problems.push(`${platform}: ${post.hashtags.length} hashtags, at most ${spec.hashtagMax}`);
    }
    if ((detectLanguage(post.caption) ?? language) !== language) {
      problems.push(`${platform}: not written in ${LANGUAGE_NAMES[language]}`);
    }
    for (const fact of facts) {
      if (!post.caption.includes(fact.text))
        problems.push(`${platform}: "${fact.text}" is missing`);
    }
    if (post.caption.includes('…')) problems.push(`${platform}: cut with "…"`);
    if (NO_BIO_LINK.has(platform) && new RegExp(BIO_LINK.source, 'iu').test(post.caption)) {
      problems.push(`${platform}: says "link in bio"`);
    }
  }
  return problems;
}

/**
 * A provider's caption made to keep the rules when it still breaks them after its retry: the
 * "link in bio" sentence taken out where there is no bio link, missing facts added in the post's
 * language, and the whole fitted to the platform by whole sentences (never "…").
 */
export function repairCaption(
  caption: string,
  hashtags: readonly string[],
  platform: ConnectablePlatformId,
  input: GenerationInput,
): { caption: string; hashtags: string[] } {
  const { language, facts } = providerRules(input);
  const spec = platformSpec(platform);
  const kept = NO_BIO_LINK.has(platform) ? caption.replace(BIO_LINK, '').trim() : caption;
  const clean = kept.replace(/\s*…\s*$/u, '.').replace(/…/gu, '');
  const missing = facts.filter((fact) => !clean.includes(fact.text));
  const sentences = sentencesOf(clean);
  const parts: PostPart[] = [
    ...sentences.map((text, index) => ({ text, required: index === 0, paragraph: false })),
    ...factSentences(missing, 'general', language).map((text) => ({
      text,
      required: true,
      paragraph: false,
    })),
  ];
  return fitPost(parts, hashtags, spec, false);
}
