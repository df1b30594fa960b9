import { z } from 'zod';
import { PlanIdSchema } from '../constants/plans.js';
import { VideoVoiceSchema } from '../generation/video-generation.schemas.js';

/**
 * The offline designer's looks a plan draws with: `basic` (Free's two, centred and card) or
 * `all` of them. The photo layout ("use my photos") is everyone's.
 */
export const THEME_SETS = ['basic', 'all'] as const;
export const ThemeSetSchema = /* @__PURE__ */ z.enum(THEME_SETS);
export type ThemeSet = z.infer<typeof ThemeSetSchema>;

/**
 * What the caller's plan allows, as the server enforces it (one entitlements module answers
 * every check; the web app reads this same answer to show limits and Upgrade actions).
 * `null` means no limit. With billing off every limit is lifted and `billingEnabled` is false.
 */
export const PlanAllowanceSchema = z.object({
  /** Videos made without spending credits (Free's trial); null: every video spends credits. */
  freeVideos: z.number().int().nonnegative().nullable(),
  maxVideoSeconds: z.number().int().positive(),
  maxScriptWords: z.number().int().positive().nullable(),
  maxVoiceNoteSeconds: z.number().int().positive().nullable(),
  /** The voices the plan may use; null: all of them. */
  voices: z.array(VideoVoiceSchema).nullable(),
  watermark: z.boolean(),
  maxConnectedAccounts: z.number().int().positive().nullable(),
  /** Posts published by the product on its own (autopilot's); manual posts are always allowed. */
  autoPost: z.boolean(),
  autopilot: z.boolean(),
  /** API keys (Settings → Developers) and the calls made with them. */
  apiKeys: z.boolean(),
  /** Library templates kept at once (styles saved from a result and clones are not counted). */
  maxTemplates: z.number().int().positive().nullable(),
  themes: ThemeSetSchema,
  /** Reels: the longest source a plan cuts (seconds), clips per source and a clip's longest length. */
  maxReelSourceSeconds: z.number().int().positive(),
  maxReelClips: z.number().int().positive(),
  maxReelClipSeconds: z.number().int().positive(),
});
export type PlanAllowance = z.infer<typeof PlanAllowanceSchema>;

export const PlanUsageSchema = z.object({
  /** Videos made on the Free trial so far. */
  freeVideosUsed: z.number().int().nonnegative(),
  connectedAccounts: z.number().int().nonnegative(),
  /** Library templates kept (see maxTemplates). */
  templates: z.number().int().nonnegative(),
});
export type PlanUsage = z.infer<typeof PlanUsageSchema>;

/** GET /api/payments/plan. */
export const PlanEntitlementsSchema = z.object({
  billingEnabled: z.boolean(),
  plan: PlanIdSchema,
  allowance: PlanAllowanceSchema,
  usage: PlanUsageSchema,
});
export type PlanEntitlements = z.infer<typeof PlanEntitlementsSchema>;
export const PlanEntitlementsResponseSchema = z.object({ entitlements: PlanEntitlementsSchema });
export type PlanEntitlementsResponse = z.infer<typeof PlanEntitlementsResponseSchema>;
