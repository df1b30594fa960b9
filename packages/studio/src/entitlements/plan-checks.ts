import {
  PLAN_LIMIT_MESSAGES as M,
  type ConnectablePlatformId,
  type VideoVoice,
} from '@postcraft/contracts';
import { detectLanguage, type PostLanguage } from '@postcraft/generation';
import type { OwnerPlan } from './plan-allowance.js';
import { planLimit, type PlanRefusal } from './plan-refusal.js';

/** Words as a reader counts them: runs of letters, digits and joined marks. */
export const countWords = (texts: readonly string[]): number =>
  texts.reduce((sum, text) => sum + (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0), 0);

/** A description and edited script longer than the plan's scripts. */
export function scriptWordsRefusal(plan: OwnerPlan, texts: readonly string[]): PlanRefusal | null {
  const max = plan.allowance.maxScriptWords;
  return max !== null && countWords(texts) > max ? planLimit(M.scriptWords) : null;
}

/** A video longer than the plan's. */
export function videoLengthRefusal(plan: OwnerPlan, seconds: number): PlanRefusal | null {
  return seconds > plan.allowance.maxVideoSeconds ? planLimit(M.videoLength) : null;
}

/** A voice note to narrate a video longer than the plan's videos. */
export function narrationNoteRefusal(plan: OwnerPlan, noteSeconds: number): PlanRefusal | null {
  return Math.round(noteSeconds) > plan.allowance.maxVideoSeconds
    ? planLimit(M.voiceNoteNarration)
    : null;
}

/** A voice note longer than the plan's (half a second of leeway for the recorder's rounding). */
export function voiceNoteRefusal(plan: OwnerPlan, noteSeconds: number): PlanRefusal | null {
  const max = plan.allowance.maxVoiceNoteSeconds;
  return max !== null && noteSeconds > max + 0.5 ? planLimit(M.voiceNoteLength) : null;
}

/**
 * The language a video's narration speaks, as the renderer picks it: the text's own, else the
 * interface's. An English voice never reads French: the French voice does.
 */
export const narrationLanguageOf = (texts: readonly string[], fallback: PostLanguage) =>
  detectLanguage(texts.join(' ')) ?? fallback;

/**
 * A voice the plan does not offer. Free narrates in its English voices (`auto` included when it
 * resolves to English) or not at all; a French script would be read by the French voice.
 */
export function voiceRefusal(
  plan: OwnerPlan,
  voice: VideoVoice,
  language: PostLanguage,
): PlanRefusal | null {
  const voices = plan.allowance.voices;
  if (voices === null) return null;
  if (voice === 'none') return voices.includes('none') ? null : planLimit(M.voice);
  if (language !== 'en') return planLimit(M.voice);
  if (voice === 'auto') return voices.includes('en-female') ? null : planLimit(M.voice);
  return voices.includes(voice) ? null : planLimit(M.voice);
}

/** Making or using an API key, on a plan without them. */
export function apiKeysRefusal(plan: OwnerPlan): PlanRefusal | null {
  return plan.allowance.apiKeys ? null : planLimit(M.apiKeys);
}

/** Adding a webhook: part of the public API, on the plans that have API keys. */
export function webhooksRefusal(plan: OwnerPlan): PlanRefusal | null {
  return plan.allowance.apiKeys ? null : planLimit(M.webhooks);
}

/** Turning autopilot on, on a plan without it. */
export function autopilotRefusal(plan: OwnerPlan, enabling: boolean): PlanRefusal | null {
  return enabling && !plan.allowance.autopilot ? planLimit(M.autopilot) : null;
}

/**
 * Connecting `platform` when the plan's accounts are all connected (connecting the same
 * platform again replaces its account, so it is always allowed).
 */
export function connectRefusal(
  plan: OwnerPlan,
  connected: readonly ConnectablePlatformId[],
  platform: ConnectablePlatformId,
): PlanRefusal | null {
  const max = plan.allowance.maxConnectedAccounts;
  if (max === null || connected.includes(platform)) return null;
  return connected.length >= max ? planLimit(M.connectedAccounts) : null;
}

/** A new Library template when the plan's templates are all kept (deleting one frees a place). */
export function templateRefusal(plan: OwnerPlan, kept: number): PlanRefusal | null {
  const max = plan.allowance.maxTemplates;
  return max !== null && kept >= max ? planLimit(M.templates) : null;
}

/** Reels asked beyond the plan: more clips, or longer ones, than it cuts from one source. */
export function reelsRefusal(
  plan: OwnerPlan,
  asked: { count?: number | undefined; targetSeconds?: number | undefined },
): PlanRefusal | null {
  const { maxReelClips, maxReelClipSeconds } = plan.allowance;
  const tooMany = asked.count !== undefined && asked.count > maxReelClips;
  const tooLong = asked.targetSeconds !== undefined && asked.targetSeconds > maxReelClipSeconds;
  return tooMany || tooLong ? planLimit(M.reelClips) : null;
}
