import { isValidObjectId, Types } from 'mongoose';
import { BrandPhotoModel, type BrandPhotoRecord } from './brand-photo.model.js';
import { ownerCheck } from './owner-check.js';
import type { OwnerId } from './owner-id.js';

/** Library photos live under `photos/<ownerId>/` in the media storage. */
export const BRAND_PHOTO_KEY_PREFIX = 'photos/';

export const brandPhotoKeyPrefixOf = (ownerId: OwnerId) => `${BRAND_PHOTO_KEY_PREFIX}${ownerId}/`;

export type NewBrandPhoto = Pick<BrandPhotoRecord, 'key' | 'url' | 'mimeType' | 'sizeBytes'>;

const ownerFilter = (ownerId: OwnerId) => ({ ownerId: new Types.ObjectId(ownerId) });

export async function insertBrandPhoto(
  ownerId: OwnerId,
  photo: NewBrandPhoto,
): Promise<BrandPhotoRecord> {
  const created = await BrandPhotoModel.create({ ...photo, ...ownerFilter(ownerId) });
  return created.toObject();
}

/** The owner's library photos, newest first, at most `max`. */
export function listBrandPhotos(ownerId: OwnerId, max: number): Promise<BrandPhotoRecord[]> {
  return BrandPhotoModel.find(ownerFilter(ownerId))
    .sort({ createdAt: -1, _id: -1 })
    .limit(max)
    .lean()
    .exec();
}

export function countBrandPhotos(ownerId: OwnerId): Promise<number> {
  return BrandPhotoModel.countDocuments(ownerFilter(ownerId)).exec();
}

/** Deletes one of the owner's photos and answers it; null when the owner has none by this id. */
export async function deleteBrandPhoto(
  ownerId: OwnerId,
  photoId: string,
): Promise<BrandPhotoRecord | null> {
  if (!isValidObjectId(photoId)) return null;
  return BrandPhotoModel.findOneAndDelete({
    _id: new Types.ObjectId(photoId),
    ownerId: ownerCheck(ownerId),
  })
    .lean()
    .exec();
}

export async function deleteAllBrandPhotosOf(ownerId: OwnerId): Promise<number> {
  const { deletedCount } = await BrandPhotoModel.deleteMany(ownerFilter(ownerId)).exec();
  return deletedCount;
}

/** Of these media keys, those a library photo names. */
export async function findKeysOfBrandPhotos(keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const photos = await BrandPhotoModel.find({ key: { $in: keys } }, { key: 1 })
    .lean()
    .exec();
  return new Set(photos.map((photo) => photo.key));
}
