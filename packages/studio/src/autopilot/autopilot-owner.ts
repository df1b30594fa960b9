import {
  isKnownTimeZone,
  type AutopilotPauseReason,
  type MailLanguage,
} from '@postcraft/contracts';
import { listConnectedAccounts, UserModel, type OwnerId, type UserRecord } from '@postcraft/data';
import type { ConnectablePlatformId } from '@postcraft/contracts';
import { ownerPlanOf } from '../entitlements/plan-allowance.js';
import type { TopicProfile } from './topic-plan.js';

/** What the planner reads of a user before planning. */
export interface AutopilotOwner {
  settings: UserRecord['autopilotSettings'];
  timeZone: string;
  language: MailLanguage;
  email: string;
  emailOnApproval: boolean;
  profile: TopicProfile;
  /** Connected accounts that still accept posts (one slot platform each). */
  platforms: ConnectablePlatformId[];
}

/** The owner's settings and profile; null when the user no longer exists. */
export async function loadAutopilotOwner(ownerId: OwnerId): Promise<AutopilotOwner | null> {
  const user = await UserModel.findById(ownerId).lean().exec();
  if (!user) return null;
  const accounts = await listConnectedAccounts(ownerId);
  const language: MailLanguage = user.language === 'fr' ? 'fr' : 'en';
  return {
    settings: user.autopilotSettings,
    timeZone: user.timeZone && isKnownTimeZone(user.timeZone) ? user.timeZone : 'UTC',
    language,
    email: user.email,
    emailOnApproval: user.notificationSettings?.emailOnAutopilotApproval ?? true,
    platforms: accounts
      .filter((account) => account.status !== 'reconnect_needed')
      .map((account) => account.platform),
    profile: {
      niche: user.niche?.type ?? null,
      nicheDescription: user.niche?.description ?? '',
      contentGoals: user.contentGoals,
      brandKeywords: user.brandKeywords,
      preferredContentTypes: user.preferredContentTypes.map((type) => type.type),
      companyName: user.companyName || `${user.firstName} ${user.lastName}`.trim(),
      language,
    },
  };
}

/** Why the planner cannot plan for this owner now, or null when it can. */
export async function pauseReasonOf(
  ownerId: OwnerId,
  owner: AutopilotOwner,
  billingEnabled: boolean,
): Promise<AutopilotPauseReason | null> {
  const plan = await ownerPlanOf(ownerId, { billingEnabled });
  if (!plan.allowance.autopilot) return 'plan';
  if (owner.platforms.length === 0) return 'no_accounts';
  return null;
}
