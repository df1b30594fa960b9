import {
  PLANS,
  REELS_LIMITS,
  VIDEO_DURATION,
  type PlanAllowance,
  type PlanEntitlements,
  type PlanId,
} from '@postcraft/contracts';
import { findPremiumSubscription, type OwnerId } from '@postcraft/data';

/** How the process reads billing: with it off (BILLING=off), every limit is lifted. */
export interface EntitlementSettings {
  billingEnabled: boolean;
}

/** An owner's plan and what it allows, as every check reads it. */
export type OwnerPlan = Omit<PlanEntitlements, 'usage'>;

const FREE = PLANS.free.limits;

/** What a plan allows (PlanAllowance); Free's numbers are PLANS.free's. */
export function allowanceOf(plan: PlanId): PlanAllowance {
  if (plan === 'free') {
    return {
      freeVideos: FREE.maxVideos,
      maxVideoSeconds: FREE.maxVideoSeconds,
      maxScriptWords: FREE.maxScriptWords,
      maxVoiceNoteSeconds: FREE.maxVoiceNoteMinutes * 60,
      // `auto` too when it speaks English (see voiceRefusal).
      voices: ['en-female', 'en-male', 'none'],
      watermark: FREE.hasWatermark,
      maxConnectedAccounts: FREE.maxConnectedAccounts,
      autoPost: FREE.canAutoPost,
      autopilot: FREE.canUseAutopilot,
      apiKeys: FREE.canUseApiKeys,
      maxTemplates: FREE.maxTemplates,
      // Free's two basic looks (PLANS.free's maxThemes): centred and card.
      themes: 'basic',
      maxReelSourceSeconds: FREE.maxReelSourceMinutes * 60,
      maxReelClips: FREE.maxReelClips,
      maxReelClipSeconds: FREE.maxVideoSeconds,
    };
  }
  return {
    freeVideos: null,
    maxVideoSeconds: VIDEO_DURATION.maxSeconds,
    maxScriptWords: null,
    maxVoiceNoteSeconds: null,
    voices: null,
    watermark: false,
    maxConnectedAccounts: null,
    autoPost: true,
    autopilot: true,
    apiKeys: true,
    maxTemplates: null,
    themes: 'all',
    maxReelSourceSeconds: REELS_LIMITS.maxSeconds,
    maxReelClips: REELS_LIMITS.maxCount,
    maxReelClipSeconds: REELS_LIMITS.maxTargetSeconds,
  };
}

/**
 * The owner's plan: Premium while a subscription gives it (findPremiumSubscription), else Free.
 * With billing off, everyone has Premium's features and no video spends credits.
 */
export async function ownerPlanOf(
  owner: OwnerId,
  settings: EntitlementSettings,
): Promise<OwnerPlan> {
  if (!settings.billingEnabled) {
    return { billingEnabled: false, plan: 'premium', allowance: allowanceOf('premium') };
  }
  const plan: PlanId = (await findPremiumSubscription(owner)) ? 'premium' : 'free';
  return { billingEnabled: true, plan, allowance: allowanceOf(plan) };
}
