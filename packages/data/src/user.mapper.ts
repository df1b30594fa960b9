import { NOTIFICATION_SETTINGS_DEFAULTS, type User } from '@postcraft/contracts';
import {
  listConnectedAccountSummaries,
  type ConnectedAccountSummary,
} from './connected-account.repository.js';
import type { UserRecord } from './user.model.js';

/** What the mapper reads: a hydrated document or a lean row. */
export type UserSource = Partial<Pick<UserRecord, 'notificationSettings' | 'timeZone'>> &
  Pick<
    UserRecord,
    | '_id'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'companyName'
    | 'emailVerified'
    | 'firstTimeLogged'
    | 'niche'
    | 'contentGoals'
    | 'brandKeywords'
    | 'brandColors'
    | 'brandLogo'
    | 'brandLogoThumbnail'
    | 'voiceTone'
    | 'preferredContentTypes'
    | 'autopilotSettings'
    | 'plan'
    | 'createdAt'
  >;

/**
 * The user as every answer shows it (the contracts' UserSchema), field by field, so that a hash,
 * a code or a platform token can never slip into an answer.
 */
export function toUserResponse(
  user: UserSource,
  connectedAccounts: readonly ConnectedAccountSummary[] = [],
): User {
  const id = user._id.toString();
  return {
    _id: id,
    id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: user.companyName,
    emailVerified: user.emailVerified,
    firstTimeLogged: user.firstTimeLogged,
    niche: user.niche
      ? { type: user.niche.type, icon: user.niche.icon, description: user.niche.description }
      : null,
    contentGoals: [...user.contentGoals],
    brandKeywords: user.brandKeywords,
    brandColors: [...user.brandColors],
    brandLogo: user.brandLogo ?? null,
    brandLogoThumbnail: user.brandLogoThumbnail ?? null,
    voiceTone: user.voiceTone ? { label: user.voiceTone.label, icon: user.voiceTone.icon } : null,
    preferredContentTypes: user.preferredContentTypes.map(({ type, icon }) => ({ type, icon })),
    autopilotSettings: {
      enabled: user.autopilotSettings.enabled,
      approvePostsFirst: user.autopilotSettings.approvePostsFirst,
      postingFrequency: user.autopilotSettings.postingFrequency,
      // Users stored before the choice existed render with the brand style.
      styleId: user.autopilotSettings.styleId ?? null,
    },
    notificationSettings: {
      emailOnPostFailure:
        user.notificationSettings?.emailOnPostFailure ??
        NOTIFICATION_SETTINGS_DEFAULTS.emailOnPostFailure,
      emailOnAutopilotApproval:
        user.notificationSettings?.emailOnAutopilotApproval ??
        NOTIFICATION_SETTINGS_DEFAULTS.emailOnAutopilotApproval,
    },
    // Summaries only: a platform token never reaches an answer.
    connectedAccounts: connectedAccounts.map((account) => ({ ...account })),
    timeZone: user.timeZone ?? null,
    plan: user.plan,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The user as answers show it, with the connected accounts read from their collection. */
export async function loadUserResponse(user: UserSource): Promise<User> {
  return toUserResponse(user, await listConnectedAccountSummaries(user._id));
}
