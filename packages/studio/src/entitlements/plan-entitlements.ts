import type { PlanEntitlements } from '@postcraft/contracts';
import { countLibraryTemplates, listConnectedAccounts, type OwnerId } from '@postcraft/data';
import { ownerPlanOf, type EntitlementSettings } from './plan-allowance.js';
import { countTrialVideosUsed } from './video-trial.js';

/** GET /api/payments/plan's answer: the plan, what it allows, and what is used of it. */
export async function planEntitlementsOf(
  owner: OwnerId,
  settings: EntitlementSettings,
): Promise<PlanEntitlements> {
  const plan = await ownerPlanOf(owner, settings);
  const freeVideos = plan.billingEnabled ? plan.allowance.freeVideos : null;
  const [freeVideosUsed, accounts, templates] = await Promise.all([
    freeVideos === null ? 0 : countTrialVideosUsed(owner, freeVideos),
    listConnectedAccounts(owner),
    countLibraryTemplates(owner),
  ]);
  return { ...plan, usage: { freeVideosUsed, connectedAccounts: accounts.length, templates } };
}
