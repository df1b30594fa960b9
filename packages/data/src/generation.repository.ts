import { isValidObjectId, Types } from 'mongoose';
import {
  GenerationModel,
  type GenerationAssetRecord,
  type GenerationInputRecord,
  type GenerationRecord,
} from './generation.model.js';
import type { OwnerId } from './owner-id.js';
import { ScheduledPostModel } from './scheduled-post.model.js';

/** Generated media live under `generated/<userId>/` in the media storage. */
export const GENERATED_KEY_PREFIX = 'generated/';

export const generatedKeyPrefixOf = (ownerId: OwnerId) => `${GENERATED_KEY_PREFIX}${ownerId}/`;

export interface NewGeneration {
  _id: Types.ObjectId;
  input: GenerationInputRecord;
  seed: number;
  generator: GenerationRecord['generator'];
  assets: GenerationAssetRecord[];
}

const ownerFilter = (ownerId: OwnerId) => ({ ownerId: new Types.ObjectId(ownerId) });

/** A new id for a generation record. Media keys never contain it: their names are random. */
export const newGenerationId = () => new Types.ObjectId();

export async function insertGeneration(
  ownerId: OwnerId,
  generation: NewGeneration,
): Promise<GenerationRecord> {
  const created = await GenerationModel.create({ ...generation, ...ownerFilter(ownerId) });
  return created.toObject();
}

/**
 * One page of the owner's generations whose files are kept (not swept), newest first, and how
 * many there are in all.
 */
export async function listGenerations(
  ownerId: OwnerId,
  { page, limit }: { page: number; limit: number },
): Promise<{ generations: GenerationRecord[]; total: number }> {
  const filter = { ...ownerFilter(ownerId), sweptAt: null };
  const [generations, total] = await Promise.all([
    GenerationModel.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean()
      .exec(),
    GenerationModel.countDocuments(filter).exec(),
  ]);
  return { generations, total };
}

/** Deletes one of the owner's generations and answers it; null when the owner has none by this id. */
export async function deleteGeneration(
  ownerId: OwnerId,
  generationId: string,
): Promise<GenerationRecord | null> {
  if (!isValidObjectId(generationId)) return null;
  return GenerationModel.findOneAndDelete({
    _id: new Types.ObjectId(generationId),
    ...ownerFilter(ownerId),
  })
    .lean()
    .exec();
}

/**
 * The ids of generations matching a filter through their assets' keys. Updates go by these ids:
 * FerretDB 1.x finds documents by `assets.key` but its updates with that filter match nothing.
 */
async function idsOf(filter: Record<string, unknown>): Promise<Types.ObjectId[]> {
  const rows = await GenerationModel.find(filter, { _id: 1 }).lean().exec();
  return rows.map((row) => row._id);
}

async function setOn(ids: Types.ObjectId[], field: 'usedAt' | 'sweptAt', at: Date) {
  if (ids.length === 0) return;
  await GenerationModel.updateMany({ _id: { $in: ids } }, { $set: { [field]: at } }).exec();
}

/** Records that a post of the owner uses this generated file (first use only). */
export async function markGenerationUsed(ownerId: OwnerId, mediaKey: string): Promise<void> {
  if (!mediaKey.startsWith(generatedKeyPrefixOf(ownerId))) return;
  const ids = await idsOf({ ...ownerFilter(ownerId), 'assets.key': mediaKey, usedAt: null });
  await setOn(ids, 'usedAt', new Date());
}

/** Of the given media keys, those that some scheduled or published post carries. */
export async function findKeysUsedByPosts(keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [covers, carousels] = await Promise.all([
    ScheduledPostModel.find({ mediaKey: { $in: keys } }, { mediaKey: 1 })
      .lean()
      .exec(),
    ScheduledPostModel.find({ 'carousel.key': { $in: keys } }, { carousel: 1 })
      .lean()
      .exec(),
  ]);
  const asked = new Set(keys);
  return new Set([
    ...covers.map((post) => post.mediaKey).filter((key): key is string => key !== null),
    ...carousels
      .flatMap((post) => (post.carousel ?? []).map((image) => image.key))
      .filter((key) => asked.has(key)),
  ]);
}

/**
 * After a sweep: generations whose files were deleted are marked swept; those whose files a
 * post uses are marked used. Keys are `generated/<ownerId>/...`, so each update stays within
 * the owner of the key.
 */
export async function recordGeneratedMediaSweep(
  deletedKeys: readonly string[],
  usedKeys: readonly string[],
  at: Date,
): Promise<void> {
  if (deletedKeys.length > 0) {
    await setOn(await idsOf({ 'assets.key': { $in: deletedKeys }, sweptAt: null }), 'sweptAt', at);
  }
  if (usedKeys.length > 0) {
    await setOn(await idsOf({ 'assets.key': { $in: usedKeys }, usedAt: null }), 'usedAt', at);
  }
}

/** Deletes every generation record of the owner (their account is being deleted). */
export async function deleteAllGenerationsOf(ownerId: OwnerId): Promise<number> {
  const result = await GenerationModel.deleteMany(ownerFilter(ownerId)).exec();
  return result.deletedCount;
}
