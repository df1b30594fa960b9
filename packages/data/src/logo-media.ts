import type { Types } from 'mongoose';
import { UserModel } from './user.model.js';

/** Brand logos and their thumbnails live under `logos/<userId>/` in the media storage. */
export const LOGO_KEY_PREFIX = 'logos/';

/** The media-storage folder of one user's logo files. */
export const logoKeyPrefixOf = (userId: string | Types.ObjectId) =>
  `${LOGO_KEY_PREFIX}${userId.toString()}/`;

/** Of the given media keys, those that some user's logo or thumbnail refers to. */
export async function findReferencedLogoKeys(keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const users = await UserModel.find(
    { $or: [{ brandLogoKey: { $in: keys } }, { brandLogoThumbnailKey: { $in: keys } }] },
    { brandLogoKey: 1, brandLogoThumbnailKey: 1 },
  )
    .lean()
    .exec();
  const wanted = new Set(keys);
  return new Set(
    users
      .flatMap((user) => [user.brandLogoKey, user.brandLogoThumbnailKey])
      .filter((key): key is string => key !== null && wanted.has(key)),
  );
}
