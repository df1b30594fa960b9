import { z } from 'zod';

/**
 * Subscription plans (spec 000 §1). Feature lines are i18n keys, not copy: the web app's locale
 * files hold the text and may interpolate the numbers from `limits`.
 * Money is in integer cents (USD) so that sums never meet floating-point rounding.
 */
export const PLAN_IDS = ['free', 'premium'] as const;

export const PlanIdSchema = /* @__PURE__ */ z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof PlanIdSchema>;

export const DEFAULT_PLAN_ID = 'free' as const satisfies PlanId;

/** `null` means unlimited. */
export interface PlanLimits {
  readonly maxVideos: number | null;
  readonly maxScriptWords: number | null;
  readonly maxVoiceNoteMinutes: number | null;
  readonly maxTemplates: number | null;
  readonly maxThemes: number | null;
  readonly maxVideoSeconds: number | null;
  /** Number of English voiceovers; `null` on plans with unlimited multilingual voiceovers. */
  readonly maxEnglishVoiceovers: number | null;
  readonly maxConnectedAccounts: number | null;
  readonly hasWatermark: boolean;
  readonly hasMultilingualVoiceovers: boolean;
  /** Posts published by the product on the user's behalf (direct and scheduled). */
  readonly canAutoPost: boolean;
  readonly canUseAutopilot: boolean;
  /** API keys and the calls made with them. */
  readonly canUseApiKeys: boolean;
  /** Reels: the longest source cut, in minutes (`null`: the server's own bound), and clips per source. */
  readonly maxReelSourceMinutes: number | null;
  readonly maxReelClips: number | null;
}

export interface PlanDefinition {
  readonly id: PlanId;
  readonly priceCents: number;
  readonly billingInterval: 'month';
  readonly isRecommended: boolean;
  readonly featureKeys: readonly string[];
  readonly limits: PlanLimits;
}

export const PLANS = {
  free: {
    id: 'free',
    priceCents: 0,
    billingInterval: 'month',
    isRecommended: false,
    featureKeys: [
      'plans.free.features.videos',
      'plans.free.features.scriptsOrVoiceNotes',
      'plans.free.features.templates',
      'plans.free.features.themes',
      'plans.free.features.videoLengthAndVoiceovers',
      'plans.free.features.connectedAccounts',
      'plans.free.features.watermark',
    ],
    limits: {
      maxVideos: 3,
      maxScriptWords: 500,
      maxVoiceNoteMinutes: 1,
      maxTemplates: 3,
      maxThemes: 2,
      maxVideoSeconds: 30,
      maxEnglishVoiceovers: 2,
      maxConnectedAccounts: 1,
      hasWatermark: true,
      hasMultilingualVoiceovers: false,
      canAutoPost: false,
      canUseAutopilot: false,
      canUseApiKeys: false,
      maxReelSourceMinutes: 10,
      maxReelClips: 3,
    },
  },
  premium: {
    id: 'premium',
    priceCents: 2900,
    billingInterval: 'month',
    isRecommended: true,
    featureKeys: [
      'plans.premium.features.unlimitedVideos',
      'plans.premium.features.fullTemplates',
      'plans.premium.features.multilingualVoiceovers',
      'plans.premium.features.socialIntegration',
      'plans.premium.features.automatedCaptions',
      'plans.premium.features.autopilotScheduling',
    ],
    limits: {
      maxVideos: null,
      maxScriptWords: null,
      maxVoiceNoteMinutes: null,
      maxTemplates: null,
      maxThemes: null,
      maxVideoSeconds: null,
      maxEnglishVoiceovers: null,
      maxConnectedAccounts: null,
      hasWatermark: false,
      hasMultilingualVoiceovers: true,
      canAutoPost: true,
      canUseAutopilot: true,
      canUseApiKeys: true,
      maxReelSourceMinutes: null,
      maxReelClips: null,
    },
  },
} as const satisfies { readonly [K in PlanId]: PlanDefinition & { readonly id: K } };
