import { PROFILE_MESSAGES, type UpdateProfileBody, type User } from '@postcraft/contracts';
import { findSavedStyle, forgetAutopilotStyle, type OwnerId } from '@postcraft/data';
import { AppError } from '../../lib/app-error.js';

/**
 * Refuses, before anything is stored, an autopilot style that is not one of the owner's saved
 * styles (404: another user's style is as unknown as a missing one). Null, the brand style, and
 * an update without a style pass.
 */
export async function checkAutopilotStyle(
  ownerId: OwnerId,
  body: UpdateProfileBody,
): Promise<void> {
  const styleId = body.autopilotSettings?.styleId;
  if (styleId && !(await findSavedStyle(ownerId, styleId))) {
    throw new AppError('not_found', PROFILE_MESSAGES.autopilotStyleNotFound);
  }
}

/**
 * Once the update is stored: a style deleted between the check and the write was forgotten by
 * its deletion before the write chose it again, so it is forgotten here, and the answer says so.
 */
export async function settleAutopilotStyle(
  ownerId: OwnerId,
  body: UpdateProfileBody,
  user: User,
): Promise<User> {
  const styleId = body.autopilotSettings?.styleId;
  if (!styleId || (await findSavedStyle(ownerId, styleId))) return user;
  await forgetAutopilotStyle(ownerId, styleId);
  return { ...user, autopilotSettings: { ...user.autopilotSettings, styleId: null } };
}
