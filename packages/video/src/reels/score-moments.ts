import type { Moment, MomentLengths } from './find-moments.js';

/** A moment with its score (0 to 100) and why it was picked, in words a creator reads. */
export interface ScoredMoment extends Moment {
  score: number;
  reasons: string[];
}

/** What a ranking (the provider's chat model) sees of a moment: its text and place, no picture. */
export interface RankableMoment {
  index: number;
  start: number;
  end: number;
  text: string;
}

/** A ranking's answer for some of the moments: a score (0 to 100) and its reason. */
export type RankMoments = (
  moments: readonly RankableMoment[],
  signal?: AbortSignal,
) => Promise<Array<{ index: number; score: number; reason: string }>>;

/** Two clips may share at most this much of the source. */
export const REEL_OVERLAP_MAX_SEC = 3;
/** The hook is what is said in the clip's first seconds. */
const HOOK_SEC = 4;

const QUESTION_START =
  /^(?:what|why|how|who|when|where|which|did|do|does|is|are|can|could|should|would|will|have|has)\b/iu;
const NUMBER =
  /\b(?:\d[\d.,%]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|billion|percent|half|double|triple)\b/iu;
const STRONG_CLAIM =
  /\b(?:never|always|best|worst|secret|mistake|nobody|everyone|everybody|only|biggest|most|stop|truth|guarantee|proven|fastest|first|last|free|must|wrong)\b/iu;

const quote = (text: string) => `“${text.length > 48 ? `${text.slice(0, 47)}…` : text}”`;

/**
 * A moment's score by rules, offline: a hook in its first seconds (a question, a number, a
 * strong claim), speech density, the brand's keywords, no long silence, whole sentences, a
 * length near the one asked. A moment without speech is scored by its scenes.
 */
export function scoreMoment(
  moment: Moment,
  lengths: MomentLengths,
  keywords: readonly string[],
): ScoredMoment {
  const reasons: string[] = [];
  let score = 0;
  const length = moment.end - moment.start;
  const closeness = 1 - Math.min(1, Math.abs(length - lengths.targetSec) / lengths.targetSec);
  score += 10 * closeness;
  if (moment.sentences.length === 0) {
    score += Math.min(30, moment.sceneCuts.length * 10);
    reasons.push(
      moment.sceneCuts.length > 0
        ? `No speech: ${moment.sceneCuts.length + 1} whole scenes, cut where the picture changes`
        : 'No speech: one scene, from its start',
    );
    return { ...moment, score: Math.round(score), reasons };
  }
  const words = moment.sentences.flatMap((sentence) => sentence.words);
  const hookWords = words.filter((word) => word.start < moment.sentences[0]!.start + HOOK_SEC);
  const hook = hookWords.map((word) => word.text).join(' ');
  const opening = moment.sentences[0]!.text;
  if (QUESTION_START.test(opening) || /\?/u.test(hook)) {
    score += 30;
    reasons.push(`Opens with a question: ${quote(opening)}`);
  } else if (NUMBER.test(hook)) {
    score += 25;
    reasons.push(`Opens with a number: ${quote(opening)}`);
  } else if (STRONG_CLAIM.test(hook)) {
    score += 20;
    reasons.push(`Opens with a strong claim: ${quote(opening)}`);
  }
  const perSec = words.length / length;
  // About 2 to 3.5 words a second is lively speech; much less is mostly pauses.
  score += 20 * Math.min(1, perSec / 2.2);
  reasons.push(`${perSec.toFixed(1)} words a second`);
  const text = words.map((word) => word.text.toLowerCase()).join(' ');
  const found = keywords.filter(
    (keyword) =>
      keyword &&
      new RegExp(
        `\\b${keyword.toLowerCase().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\b`,
        'u',
      ).test(text),
  );
  if (found.length > 0) {
    score += Math.min(20, 10 * found.length);
    reasons.push(`Mentions ${found.join(', ')}`);
  }
  const longestPause = Math.max(
    0,
    ...words.slice(1).map((word, index) => word.start - words[index]!.end),
  );
  if (longestPause > 2) {
    score -= 15;
    reasons.push(`A pause of ${longestPause.toFixed(1)} s inside`);
  } else {
    score += 10;
  }
  score += 10;
  reasons.push(
    `${moment.sentences.length} whole sentence${moment.sentences.length > 1 ? 's' : ''}, ${Math.round(length)} s`,
  );
  return { ...moment, score: Math.max(0, Math.min(100, Math.round(score))), reasons };
}

const overlapOf = (a: Moment, b: Moment) =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/** Whether two moments both hold a sentence (the same words would be heard in two clips). */
const shareSentence = (a: Moment, b: Moment) =>
  a.sentences.some((sentence) => b.sentences.some((other) => other.start === sentence.start));

/**
 * The best `count` moments, best first, no two sharing more than a few seconds of the source,
 * nor a sentence (they may share the pause between two).
 */
export function pickMoments(scored: readonly ScoredMoment[], count: number): ScoredMoment[] {
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.start - b.start);
  const picked: ScoredMoment[] = [];
  for (const moment of ranked) {
    if (picked.length >= count) break;
    const apart = picked.every(
      (other) => overlapOf(moment, other) <= REEL_OVERLAP_MAX_SEC && !shareSentence(moment, other),
    );
    if (apart) picked.push(moment);
  }
  return picked;
}

/**
 * The ranking's scores replace the rules' for the moments it answered (its reason first); the
 * rules still rank the rest. A ranking that fails (an error, a timeout, an answer that does not
 * parse) leaves the rules' scores as they were, and `onFallback` is told why; a cancelled job
 * still throws.
 */
export async function rankMoments(
  scored: readonly ScoredMoment[],
  rank: RankMoments,
  signal?: AbortSignal,
  onFallback?: (error: unknown) => void,
): Promise<ScoredMoment[]> {
  let answers: Awaited<ReturnType<RankMoments>>;
  try {
    answers = await rank(
      scored.map((moment, index) => ({
        index,
        start: moment.start,
        end: moment.end,
        text: moment.sentences.map((sentence) => sentence.text).join(' '),
      })),
      signal,
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    onFallback?.(error);
    return [...scored];
  }
  const byIndex = new Map(
    answers
      .filter((answer) => Number.isFinite(answer.score) && answer.reason.trim())
      .map((answer) => [answer.index, answer]),
  );
  return scored.map((moment, index) => {
    const answer = byIndex.get(index);
    if (!answer) return moment;
    return {
      ...moment,
      score: Math.max(0, Math.min(100, Math.round(answer.score))),
      // Its reasons are joined after it: its own full stop would end the line too early.
      reasons: [answer.reason.trim().replace(/[.。]+$/u, ''), ...moment.reasons],
    };
  });
}
