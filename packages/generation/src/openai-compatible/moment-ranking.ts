import { z } from 'zod';
import { detectLanguage, type PostLanguage } from '../copy/post-language.js';
import { GeneratorError } from '../generator-error.js';
import { readChatJson } from './openai-answers.js';
import { postJson, type OpenAiCompatibleConfig } from './openai-client.js';

/** A stretch of a long video that could be a clip, as the chat model sees it: its words and place. */
export interface RankingCandidate {
  index: number;
  /** Where it is in the video (seconds). */
  start: number;
  end: number;
  /** What is said in it (the transcript: the model never sees the picture). */
  text: string;
}

/** The model's verdict on one candidate: a score from 0 to 100 and why, in one short sentence. */
export interface RankingAnswer {
  index: number;
  score: number;
  reason: string;
}

/** The JSON schema the ranking is asked in (structured output). */
export const MOMENT_RANKING_JSON_SCHEMA = {
  name: 'reel_moments',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['moments'],
    properties: {
      moments: {
        type: 'array',
        description: 'One entry per candidate moment.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['index', 'score', 'reason'],
          properties: {
            index: { type: 'integer', description: "The candidate's index, as given." },
            score: { type: 'integer', description: 'How good a short clip it makes, 0 to 100.' },
            reason: { type: 'string', description: 'Why, in one short sentence.' },
          },
        },
      },
    },
  },
} as const;

const AnswerItemSchema = z.object({
  index: z.number().int(),
  score: z.number().finite(),
  reason: z.string(),
});
/** The object asked for, or a bare array (some compatible servers ignore the schema's wrapper). */
const RankingSchema = z.union([
  z.object({ moments: z.array(z.unknown()) }).transform((answer) => answer.moments),
  z.array(z.unknown()),
]);

/** The chat call gives up after this long at most, whatever the provider's timeout. */
export const MOMENT_RANKING_TIMEOUT_MS = 60_000;
/** The answer's tokens: a short sentence and two numbers per candidate, and a margin. */
const TOKENS_PER_CANDIDATE = 80;
const TOKENS_BASE = 200;
const TOKENS_MAX = 4000;
/** What the model reads of each candidate at most (a minute of speech is about 1,000 characters). */
const CANDIDATE_CHARS = 1500;
const REASON_CHARS = 200;

const LANGUAGE_NAMES: Record<PostLanguage, string> = { en: 'English', fr: 'French' };

const secondsOf = (value: number) => `${value.toFixed(1)} s`;

/**
 * A long video's candidate clips ranked by the provider's chat model from their transcript (it
 * never sees the picture): a score from 0 to 100 and a one-sentence reason, in the transcript's
 * language, for each. Unknown indexes and malformed entries are left out; an answer with none
 * usable, an HTTP error, a timeout or a non-JSON answer throw a GeneratorError.
 */
export async function rankMomentsWithProvider(
  config: OpenAiCompatibleConfig,
  candidates: readonly RankingCandidate[],
  signal?: AbortSignal,
): Promise<RankingAnswer[]> {
  if (candidates.length === 0) return [];
  const transcript = candidates.map((candidate) => candidate.text).join(' ');
  const language = detectLanguage(transcript);
  const reasonLanguage = language ? LANGUAGE_NAMES[language] : 'the language the transcript is in';
  const system = [
    'You pick the moments of a long video that make the best short vertical clips (Reels, TikTok, Shorts). You read only the transcript of each candidate, never the picture. Answer with JSON only.',
    'Score each candidate from 0 to 100 for how well it stands alone as a clip: a hook in its first seconds (a question, a surprising fact, a strong claim), one complete idea, clarity, emotion or usefulness, no dangling reference to something said before.',
    `For each candidate give its index as given, its score, and the reason in one short sentence in ${reasonLanguage}.`,
  ].join('\n');
  const user = candidates
    .map((candidate) => {
      const text =
        candidate.text.length > CANDIDATE_CHARS
          ? `${candidate.text.slice(0, CANDIDATE_CHARS)}…`
          : candidate.text;
      return `Candidate ${candidate.index} (${secondsOf(candidate.start)} to ${secondsOf(candidate.end)}, ${secondsOf(candidate.end - candidate.start)}): ${JSON.stringify(text || '(no speech)')}`;
    })
    .join('\n');
  const answer = await postJson(
    { ...config, timeoutMs: Math.min(config.timeoutMs, MOMENT_RANKING_TIMEOUT_MS) },
    '/chat/completions',
    {
      model: config.textModel,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      response_format: { type: 'json_schema', json_schema: MOMENT_RANKING_JSON_SCHEMA },
      max_tokens: Math.min(TOKENS_MAX, TOKENS_BASE + TOKENS_PER_CANDIDATE * candidates.length),
    },
    signal,
  );
  return readMomentRanking(
    readChatJson(answer),
    candidates.map((candidate) => candidate.index),
  );
}

/**
 * The usable entries of a ranking answer: known indexes (the first answer for each), scores
 * within 0 to 100, a reason cut to one short sentence. None usable throws a GeneratorError.
 */
export function readMomentRanking(json: unknown, indexes: readonly number[]): RankingAnswer[] {
  const read = RankingSchema.safeParse(json);
  if (!read.success) throw new GeneratorError('failed', 'The ranking was not a list of moments');
  const known = new Set(indexes);
  const answers = new Map<number, RankingAnswer>();
  for (const item of read.data) {
    const entry = AnswerItemSchema.safeParse(item);
    if (!entry.success || !known.has(entry.data.index) || answers.has(entry.data.index)) continue;
    const reason = entry.data.reason.replace(/\s+/gu, ' ').trim();
    if (!reason) continue;
    answers.set(entry.data.index, {
      index: entry.data.index,
      score: Math.max(0, Math.min(100, Math.round(entry.data.score))),
      reason: reason.length > REASON_CHARS ? `${reason.slice(0, REASON_CHARS - 1)}…` : reason,
    });
  }
  if (answers.size === 0) {
    throw new GeneratorError('failed', 'The ranking answered for none of the moments given');
  }
  return [...answers.values()];
}
