import type { PlanRefusal } from '@postcraft/studio';
import { AppError } from '../../lib/app-error.js';

/** Answers a plan's refusal (403 plan_limit or 402 credits_required), when there is one. */
export function throwIfRefused(refusal: PlanRefusal | null): void {
  if (refusal) throw new AppError(refusal.code, refusal.message);
}
