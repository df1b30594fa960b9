import type { ErrorCode } from '@postcraft/contracts';
import { AppError } from '../app-error.js';

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

/** Answers a plan's refusal (403 plan_limit or 402 credits_required), when there is one. */
export function throwIfRefused(refusal: PlanRefusal | null): void {
  if (refusal) throw new AppError(refusal.code, refusal.message);
}
