// The autopilot's topic planner: what each planned post is about, from the brand profile, never
// repeating a topic's angle within the repeat window. Pure: no I/O, deterministic for a seed.
import {
  AUTOPILOT_SETTINGS,
  type AutopilotContentKind,
  type ContentGoal,
  type ContentTypeId,
  type NicheId,
} from '@postcraft/contracts';
import { FORMAT_TEXTS, FORMATS, type FormatDefinition } from './topic-catalogue.js';
import { planKinds } from './topic-plan-kinds.js';
import {
  fillText,
  subjectFor,
  subjectsOf,
  writeAngle,
  type Subject,
} from './topic-plan-subjects.js';

export interface TopicProfile {
  niche: NicheId | null;
  /** The user's own words for their niche ('' when none). */
  nicheDescription: string;
  contentGoals: readonly ContentGoal[];
  /** Free text, comma or line separated keywords. */
  brandKeywords: string;
  preferredContentTypes: readonly ContentTypeId[];
  companyName: string;
  language: 'en' | 'fr';
}

export interface PastPlan {
  topicKey: string;
  angle: string;
  caption: string;
  scheduledTime: Date;
}

export interface PlannedTopic {
  /** Stable id of the topic ('behind-the-scenes:roasting'): the no-repeat rule's key. */
  topicKey: string;
  /** What the user reads on the autopilot page, in the profile's language. */
  topic: string;
  /** The angle taken, in the profile's language. */
  angle: string;
  contentKind: AutopilotContentKind;
  /** The prompt handed to the generator, written as the post itself. */
  description: string;
}

const DAY_MS = 86_400_000;
/** A subject-less format's topic key ends with this ('milestone:brand'). */
const BRAND_SLUG = 'brand';

interface Candidate {
  format: FormatDefinition;
  subject: Subject | null;
  topicKey: string;
  /** 1–12: the month a 'this-month' topic is about (the last part of its key). */
  month: number;
}

/** A 'this-month' topic is about the month in the middle of the planned days. */
const MONTH_FORMAT = 'this-month';

/** Deterministic 0..1 from a seed and a text (FNV-1a). */
function jitter(seed: number, text: string): number {
  let hash = 2166136261 ^ Math.trunc(seed);
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619);
  return (hash >>> 0) / 4294967296;
}

const fold = (text: string) => text.trim().toLowerCase();
const pairOf = (topicKey: string, angle: string) => `${topicKey}\u0000${fold(angle)}`;

function formatsFor(profile: TopicProfile): FormatDefinition[] {
  return FORMATS.filter(
    (format) =>
      !format.onlyFor || format.onlyFor.some((goal) => profile.contentGoals.includes(goal)),
  );
}

function candidatesOf(profile: TopicProfile, now: Date): Candidate[] {
  const subjects = subjectsOf(profile);
  const middle = new Date(now.getTime() + (AUTOPILOT_SETTINGS.horizonDays / 2) * DAY_MS);
  const month = middle.getUTCMonth() + 1;
  const keyOf = (format: FormatDefinition, slug: string) =>
    format.id === MONTH_FORMAT ? `${format.id}:${slug}:${month}` : `${format.id}:${slug}`;
  return formatsFor(profile).flatMap((format): Candidate[] =>
    format.aboutSubject
      ? subjects.map((subject) => ({
          format,
          subject,
          topicKey: keyOf(format, subject.slug),
          month,
        }))
      : [{ format, subject: null, topicKey: `${format.id}:${BRAND_SLUG}`, month }],
  );
}

/** The format's angles on the subject, starting at a place the seed and topic decide. */
function anglesOf(profile: TopicProfile, candidate: Candidate, seed: number) {
  const texts = FORMAT_TEXTS[profile.language][candidate.format.id].angles;
  const start = Math.floor(jitter(seed, candidate.topicKey) * texts.length);
  return texts.map((_, index) =>
    writeAngle(
      texts[(start + index) % texts.length]!,
      candidate.subject?.text ?? '',
      profile,
      candidate.month,
    ),
  );
}

const formatWeight = (format: FormatDefinition, goals: readonly ContentGoal[]) =>
  (format.aboutSubject ? 1 : 0.5) *
  (format.favouredBy.some((goal) => goals.includes(goal)) ? 2 : 1);

/**
 * `count` topics for the coming posts. No topic key + angle pair, and no angle, of `past` within
 * AUTOPILOT_SETTINGS.repeatWindowDays before `now` (or after it) comes back, nor twice in one call;
 * a topic not used in the window is preferred, then the one used longest ago with a new angle.
 * Formats are spread (never the same twice in a row while another is left) and weighted by the
 * goals; subjects favour the user's keywords. Fewer than `count` only when every pair is used.
 */
export function planTopics(
  profile: TopicProfile,
  past: readonly PastPlan[],
  count: number,
  now: Date,
  seed: number,
): PlannedTopic[] {
  const windowStart = now.getTime() - AUTOPILOT_SETTINGS.repeatWindowDays * DAY_MS;
  const recent = past.filter((plan) => plan.scheduledTime.getTime() > windowStart);
  const usedPairs = new Set(recent.map((plan) => pairOf(plan.topicKey, plan.angle)));
  const usedAngles = new Set(recent.map((plan) => fold(plan.angle)));
  const lastUsed = new Map<string, number>();
  const formatCount = new Map<string, number>();
  const subjectCount = new Map<string, number>();
  const countUse = (topicKey: string, time: number) => {
    lastUsed.set(topicKey, Math.max(lastUsed.get(topicKey) ?? -Infinity, time));
    const [format = '', slug = ''] = topicKey.split(':');
    formatCount.set(format, (formatCount.get(format) ?? 0) + 1);
    subjectCount.set(slug, (subjectCount.get(slug) ?? 0) + 1);
  };
  for (const plan of recent) countUse(plan.topicKey, plan.scheduledTime.getTime());

  const candidates = candidatesOf(profile, now);
  // A candidate's angles are the same for every post of the call: written once, when first read.
  const angles = new Map<Candidate, ReturnType<typeof anglesOf>>();
  const anglesOfCandidate = (candidate: Candidate) => {
    let written = angles.get(candidate);
    if (!written) angles.set(candidate, (written = anglesOf(profile, candidate, seed)));
    return written;
  };
  const kinds = planKinds(profile.preferredContentTypes, Math.max(0, count), seed);
  const planned: PlannedTopic[] = [];
  let previousFormat = '';
  for (const [index, contentKind] of kinds.entries()) {
    let best: { rank: number[]; topic: PlannedTopic } | null = null;
    for (const candidate of candidates) {
      const angle = anglesOfCandidate(candidate).find(
        (option) =>
          !usedAngles.has(fold(option.angle)) &&
          !usedPairs.has(pairOf(candidate.topicKey, option.angle)),
      );
      if (!angle) continue;
      const { format, subject } = candidate;
      const reused = lastUsed.has(candidate.topicKey);
      const load =
        (formatCount.get(format.id) ?? 0) / formatWeight(format, profile.contentGoals) +
        (subject ? ((subjectCount.get(subject.slug) ?? 0) + 1) / subject.weight : 0.5) +
        (format.id === previousFormat ? 1000 : 0) -
        (format.suits.includes(contentKind) ? 0.75 : 0) +
        jitter(seed + index, candidate.topicKey) * 0.5;
      const rank = [
        subject?.reserve ? 1 : 0,
        reused ? 1 : 0,
        reused ? lastUsed.get(candidate.topicKey)! : 0,
        load,
      ];
      if (!best || isBefore(rank, best.rank))
        best = {
          rank,
          topic: {
            topicKey: candidate.topicKey,
            topic: fillText(
              FORMAT_TEXTS[profile.language][format.id].title,
              subject?.text ?? '',
              profile.companyName,
              profile.language,
              candidate.month,
            ),
            angle: angle.angle,
            contentKind,
            description: angle.description,
          },
        };
    }
    if (!best) break;
    planned.push(best.topic);
    usedPairs.add(pairOf(best.topic.topicKey, best.topic.angle));
    usedAngles.add(fold(best.topic.angle));
    // Within the call, a topic counts as the most recently used of all.
    countUse(best.topic.topicKey, Number.MAX_SAFE_INTEGER);
    previousFormat = best.topic.topicKey.split(':')[0]!;
  }
  return planned;
}

function isBefore(rank: readonly number[], other: readonly number[]): boolean {
  for (const [index, value] of rank.entries()) {
    if (value !== other[index]) return value < other[index]!;
  }
  return false;
}

/**
 * A new angle on `topicKey` for a regeneration (its text and prompt), none of `usedAngles`; null
 * when the topic has no other angle left, or the key names no format.
 */
export function nextAngle(
  profile: TopicProfile,
  topicKey: string,
  usedAngles: readonly string[],
  seed: number,
): Pick<PlannedTopic, 'angle' | 'description'> | null {
  const [id = '', slug = '', month = '1'] = topicKey.split(':');
  const format = FORMATS.find((entry) => entry.id === id);
  if (!format || !slug) return null;
  const subject = format.aboutSubject ? subjectFor(profile, slug) : null;
  const used = new Set(usedAngles.map(fold));
  const candidate = { format, subject, topicKey, month: Number(month) || 1 };
  const angle = anglesOf(profile, candidate, seed).find((option) => !used.has(fold(option.angle)));
  return angle ?? null;
}
