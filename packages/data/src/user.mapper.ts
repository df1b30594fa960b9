import type { User } from '@postcraft/contracts';
import type { UserRecord } from './user.model.js';

/** What the mapper reads: a hydrated document or a lean row. */
export type UserSource = Pick<
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
export function toUserResponse(user: UserSource): User {
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
    },
    // Connected accounts arrive with the account-connection issue; never their tokens.
    connectedAccounts: [],
    plan: user.plan,
    createdAt: user.createdAt.toISOString(),
  };
}
