import type { Types } from 'mongoose';

/** Files uploaded with posts live under `posts/<ownerId>/` in the media storage. */
export const POST_MEDIA_KEY_PREFIX = 'posts/';

/** The media-storage folder of one owner's post uploads. */
export const postMediaKeyPrefixOf = (ownerId: string | Types.ObjectId) =>
  `${POST_MEDIA_KEY_PREFIX}${ownerId.toString()}/`;
