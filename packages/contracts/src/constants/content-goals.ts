import { z } from 'zod';

/** What a user wants their content to achieve, chosen on the onboarding voice step (spec 000 §3). */
export const CONTENT_GOALS = [
  'grow_audience',
  'build_personal_brand',
  'sell_products_services',
  'educate_share_knowledge',
  'entertain_inspire',
  'other',
] as const;

export const ContentGoalSchema = /* @__PURE__ */ z.enum(CONTENT_GOALS);
export type ContentGoal = z.infer<typeof ContentGoalSchema>;
