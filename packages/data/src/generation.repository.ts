import { isValidObjectId, Types } from 'mongoose';
import {
  GenerationModel,
  type GenerationAssetRecord,
  type GenerationInputRecord,
  type GenerationRecord,
  type GenerationRenderRecord,
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
  /** A video's render, queued; absent for an image. */
  render?: GenerationRenderRecord | null;
  colors?: string[];
  reel?: GenerationRecord['reel'];
  /** Set when a post uses it from the start (a planned post's). */
  usedAt?: Date | null;
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
  // A video shows once rendered; one in progress or failed has nothing to show yet.
  const filter: Record<string, unknown> = {
    ...ownerFilter(ownerId),
    sweptAt: null,
    $or: [{ render: null }, { 'render.status': 'done' }],
  };
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

/** One of the owner's generations; null when the owner has none by this id. */
export async function findGeneration(
  ownerId: OwnerId,
  generationId: string,
): Promise<GenerationRecord | null> {
  if (!isValidObjectId(generationId)) return null;
  return GenerationModel.findOne({ _id: new Types.ObjectId(generationId), ...ownerFilter(ownerId) })
    .lean()
    .exec();
}

/**
 * Writes a video generation's render state (the render job is its only writer while it runs);
 * false when the generation is gone: the user cancelled it.
 */
export async function updateGenerationRender(
  ownerId: OwnerId,
  generationId: string,
  render: GenerationRenderRecord,
): Promise<boolean> {
  const result = await GenerationModel.updateOne(
    { _id: new Types.ObjectId(generationId), ...ownerFilter(ownerId) },
    { $set: { render } },
  ).exec();
  return result.matchedCount === 1;
}

/** A rendered video's files and the generator that wrote its text; false when cancelled meanwhile. */
export async function completeGenerationRender(
  ownerId: OwnerId,
  generationId: string,
  done: {
    generator: GenerationRecord['generator'];
    assets: GenerationAssetRecord[];
    render: GenerationRenderRecord;
  },
): Promise<boolean> {
  const result = await GenerationModel.updateOne(
    { _id: new Types.ObjectId(generationId), ...ownerFilter(ownerId) },
    { $set: done },
  ).exec();
  return result.matchedCount === 1;
}

/** How many of the owner's videos wait for or are in a render. */
export async function countUnfinishedRenders(ownerId: OwnerId): Promise<number> {
  return GenerationModel.countDocuments({
    ...ownerFilter(ownerId),
    'render.status': { $in: ['queued', 'running'] },
  }).exec();
}

/**
 * Video generations of any owner still waiting for their render that were recorded before
 * `before`, oldest first: the sweep of renders whose job was never queued reads them.
 */
export async function listQueuedRendersBefore(
  before: Date,
  limit: number,
): Promise<GenerationRecord[]> {
  return GenerationModel.find({ 'render.status': 'queued', createdAt: { $lt: before } })
    .sort({ createdAt: 1, _id: 1 })
    .limit(limit)
    .lean()
    .exec();
}

/** Every file of a generation: each asset's media, slides and a video's poster and captions. */
export function generationFileKeys(generation: Pick<GenerationRecord, 'assets'>): string[] {
  return [
    ...new Set(
      generation.assets.flatMap((asset) => [
        asset.key,
        ...(asset.slides ?? []).map((slide) => slide.key),
        ...[asset.posterKey, asset.captionsKey, asset.srtKey].filter(
          (key): key is string => typeof key === 'string',
        ),
      ]),
    ),
  ];
}

/**
 * Of the given keys, the files that go with a video a post carries (its poster and captions): a
 * sweep keeps them as long as the video.
 */
export async function findSidecarsOfUsedVideos(keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const generations = await GenerationModel.find(
    {
      $or: [
        { 'assets.posterKey': { $in: keys } },
        { 'assets.captionsKey': { $in: keys } },
        { 'assets.srtKey': { $in: keys } },
      ],
    },
    { assets: 1 },
  )
    .lean()
    .exec();
  const videos = generations.flatMap((generation) => generation.assets);
  const used = await findKeysUsedByPosts(videos.map((asset) => asset.key));
  const asked = new Set(keys);
  return new Set(
    videos
      .filter((asset) => used.has(asset.key))
      .flatMap((asset) => [asset.posterKey, asset.captionsKey, asset.srtKey])
      .filter((key): key is string => typeof key === 'string' && asked.has(key)),
  );
}

/** A generated video's length in seconds, from its generation; undefined when not known. */
export async function findGeneratedVideoDuration(
  ownerId: OwnerId,
  mediaKey: string,
): Promise<number | undefined> {
  if (!mediaKey.startsWith(generatedKeyPrefixOf(ownerId))) return undefined;
  const generation = await GenerationModel.findOne(
    { ...ownerFilter(ownerId), 'assets.key': mediaKey },
    { assets: 1 },
  )
    .lean()
    .exec();
  return generation?.assets.find((asset) => asset.key === mediaKey)?.durationSeconds ?? undefined;
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

/**
 * One write per generation: FerretDB hands an `_id` equality to PostgreSQL's index, but checks
 * `_id: { $in }` itself over every generation (an autopilot planning 7,000 posts spent 574 ms a
 * post in that one scan).
 */
async function setOn(ids: Types.ObjectId[], field: 'usedAt' | 'sweptAt', at: Date) {
  for (const _id of ids) {
    await GenerationModel.updateOne({ _id }, { $set: { [field]: at } }).exec();
  }
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

/** A generation's assets (a clip's new captions) and seed; false when the owner has none by this id. */
export async function updateGenerationAssets(
  ownerId: OwnerId,
  generationId: string,
  changes: { assets: GenerationAssetRecord[]; seed: number },
): Promise<boolean> {
  if (!isValidObjectId(generationId)) return false;
  const result = await GenerationModel.updateOne(
    { _id: new Types.ObjectId(generationId), ...ownerFilter(ownerId) },
    { $set: changes },
  ).exec();
  return result.matchedCount === 1;
}
