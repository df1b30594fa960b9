import { PLAN_LIMIT_MESSAGES, type MailLanguage, type VideoVoice } from '@postcraft/contracts';
import type { OwnerId } from '@postcraft/data';
import { AppError } from '../app-error.js';
import { creditsForSeconds, holdVideoCredits, spendableCreditsOf } from './video-credits.js';
import { keepTrialSlot, takeTrialSlot } from './video-trial.js';
import {
  narrationLanguageOf,
  narrationNoteRefusal,
  scriptWordsRefusal,
  videoLengthRefusal,
  voiceRefusal,
} from './plan-checks.js';
import type { OwnerPlan } from './plan-allowance.js';
import { throwIfRefused } from './plan-refusal.js';

export interface VideoAsk {
  /** The video's length as it will be asked of the render. */
  seconds: number;
  voice: VideoVoice;
  /** The description and the edited script: what the words are counted in. */
  texts: readonly string[];
  /** The interface's language: the narration's when the text shows none. */
  language: MailLanguage;
  /** The narrating voice note's own length; null without one. */
  noteSeconds: number | null;
}

/** Refuses a video the plan does not allow (403 plan_limit, with which limit and how to lift it). */
export function refuseVideoBeyondPlan(plan: OwnerPlan, ask: VideoAsk): void {
  throwIfRefused(scriptWordsRefusal(plan, ask.texts));
  if (ask.noteSeconds !== null) {
    // The user's own voice narrates: its length is the video's, and no voice is picked.
    throwIfRefused(narrationNoteRefusal(plan, ask.noteSeconds));
    return;
  }
  throwIfRefused(videoLengthRefusal(plan, ask.seconds));
  throwIfRefused(voiceRefusal(plan, ask.voice, narrationLanguageOf(ask.texts, ask.language)));
}

/** How a video accepted now is paid: the trial's slot, or credits held once it is recorded. */
export interface VideoCharge {
  trialSlot: string | null;
  /** Called once the generation is recorded: keeps the slot, or holds the credits (402 short). */
  commit(generationId: string): Promise<void>;
}

function creditsRequired(plan: OwnerPlan, needed: number, available: number): AppError {
  const message =
    plan.allowance.freeVideos === null
      ? PLAN_LIMIT_MESSAGES.creditsRequired(needed, available)
      : PLAN_LIMIT_MESSAGES.trialCreditsRequired(needed, available);
  return new AppError('credits_required', message);
}

/**
 * Takes what a video costs before it is recorded: with billing off, nothing; on Free, one of the
 * trial's videos while any is left; else its seconds in credits (checked now, held at commit),
 * a 402 with the numbers when there are not enough.
 */
export async function chargeVideo(
  ownerId: OwnerId,
  plan: OwnerPlan,
  seconds: number,
): Promise<VideoCharge> {
  if (!plan.billingEnabled) return { trialSlot: null, commit: async () => {} };
  const freeVideos = plan.allowance.freeVideos;
  const trialSlot = freeVideos === null ? null : await takeTrialSlot(ownerId, freeVideos);
  if (trialSlot) {
    return { trialSlot, commit: () => keepTrialSlot(ownerId, trialSlot) };
  }
  const needed = creditsForSeconds(seconds);
  const available = await spendableCreditsOf(ownerId);
  if (available < needed) throw creditsRequired(plan, needed, available);
  return {
    trialSlot: null,
    async commit(generationId) {
      const outcome = await holdVideoCredits(ownerId, generationId, needed);
      if (!outcome.held) throw creditsRequired(plan, needed, outcome.available);
    },
  };
}
