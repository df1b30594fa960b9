import type { ErrorCode } from '@postcraft/contracts';

/**
 * A request the plan does not allow: 403 `plan_limit` (a limit Premium lifts) or 402
 * `credits_required` (a video that needs more credits than are left). The message is a
 * PLAN_LIMIT_MESSAGES text: which limit, and how to lift it. Nothing was changed.
 */
export interface PlanRefusal {
  code: Extract<ErrorCode, 'plan_limit' | 'credits_required'>;
  message: string;
}

export const planLimit = (message: string): PlanRefusal => ({ code: 'plan_limit', message });
