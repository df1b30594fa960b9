import { API_ERROR_MESSAGES, type UpdateProfileBody, type User } from '@postcraft/contracts';
import { asOwnerId, loadUserResponse, UserModel } from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import type { MediaStorage, ProcessedLogo } from '@postcraft/media';
import { autopilotRefusal, ownerPlanOf } from '@postcraft/studio';
import { AppError } from '../../lib/app-error.js';
import { throwIfRefused } from '@postcraft/studio';
import { deleteMediaQuietly, storeLogo } from './logo.service.js';

const TOP_LEVEL_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'niche',
  'contentGoals',
  'brandKeywords',
  'brandColors',
  'voiceTone',
  'preferredContentTypes',
  'firstTimeLogged',
  'timeZone',
] as const;

const NOT_LOGGED_IN = API_ERROR_MESSAGES.notLoggedIn;

export interface ProfileDeps {
  storage: MediaStorage;
  logger: Logger;
  /** False with BILLING=off: autopilot for everyone. */
  billingEnabled: boolean;
}

const NO_LOGO = {
  brandLogo: null,
  brandLogoThumbnail: null,
  brandLogoKey: null,
  brandLogoThumbnailKey: null,
};

/** The storage keys of the user's current logo files. */
async function currentLogoKeys(userId: string): Promise<string[]> {
  const user = await UserModel.findById(userId, { brandLogoKey: 1, brandLogoThumbnailKey: 1 })
    .lean()
    .exec();
  if (!user) throw new AppError('unauthorized', NOT_LOGGED_IN);
  return [user.brandLogoKey, user.brandLogoThumbnailKey].filter((key): key is string =>
    Boolean(key),
  );
}

/**
 * Applies a partial profile change; autopilot settings merge field by field. A new logo (already
 * checked and processed) is stored first and written with the other fields in one update; if
 * that update fails the new files are deleted again, and only once it succeeded are the old
 * logo's files deleted. `brandLogo: null` removes the logo.
 */
export async function updateProfile(
  { storage, logger, billingEnabled }: ProfileDeps,
  userId: string,
  body: UpdateProfileBody,
  logo?: ProcessedLogo,
): Promise<User> {
  // Checked before anything is stored: a refused change changes nothing, the other fields included.
  const plan = await ownerPlanOf(asOwnerId(userId), { billingEnabled });
  throwIfRefused(autopilotRefusal(plan, body.autopilotSettings?.enabled === true));
  const changes: Record<string, unknown> = {};
  for (const field of TOP_LEVEL_FIELDS) {
    if (body[field] !== undefined) changes[field] = body[field];
  }
  for (const [field, value] of Object.entries(body.autopilotSettings ?? {})) {
    if (value !== undefined) changes[`autopilotSettings.${field}`] = value;
  }
  for (const [field, value] of Object.entries(body.notificationSettings ?? {})) {
    if (value !== undefined) changes[`notificationSettings.${field}`] = value;
  }

  const changesLogo = logo !== undefined || body.brandLogo === null;
  const oldKeys = changesLogo ? await currentLogoKeys(userId) : [];
  let newKeys: string[] = [];
  if (logo) {
    const stored = await storeLogo(storage, userId, logo, logger);
    newKeys = [stored.logo.key, stored.thumbnail.key];
    Object.assign(changes, {
      brandLogo: stored.logo.url,
      brandLogoThumbnail: stored.thumbnail.url,
      brandLogoKey: stored.logo.key,
      brandLogoThumbnailKey: stored.thumbnail.key,
    });
  } else if (body.brandLogo === null) {
    Object.assign(changes, NO_LOGO);
  }

  if (Object.keys(changes).length > 0) {
    try {
      const result = await UserModel.updateOne(
        { _id: userId },
        { $set: changes },
        { runValidators: true },
      ).exec();
      if (result.matchedCount === 0) throw new AppError('unauthorized', NOT_LOGGED_IN);
    } catch (error) {
      await deleteMediaQuietly(storage, newKeys, logger);
      throw error;
    }
    if (changesLogo) await deleteMediaQuietly(storage, oldKeys, logger);
  }

  const user = await UserModel.findById(userId).exec();
  if (!user) throw new AppError('unauthorized', NOT_LOGGED_IN);
  return { ...(await loadUserResponse(user)), plan: plan.plan };
}
