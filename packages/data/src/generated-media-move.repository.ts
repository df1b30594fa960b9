import { Types } from 'mongoose';
import { GenerationModel, type GenerationAssetRecord } from './generation.model.js';
import { MediaKeyMoveModel } from './media-key-move.model.js';
import { NotificationModel } from './notification.model.js';
import type { OwnerId } from './owner-id.js';
import { ScheduledPostModel } from './scheduled-post.model.js';

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

/** A stored file's key and the URL that serves it. */
export interface MediaAddress {
  key: string;
  url: string;
}

/**
 * The new key of a file to move: `proposedKey` the first time, the key recorded then on every
 * later call (a run that was cut off moves the file to the same place again).
 */
export async function planMediaKeyMove(oldKey: string, proposedKey: string): Promise<string> {
  const planned = await MediaKeyMoveModel.findById(oldKey).lean().exec();
  if (planned) return planned.newKey;
  try {
    await MediaKeyMoveModel.create({ _id: oldKey, newKey: proposedKey, createdAt: new Date() });
    return proposedKey;
  } catch (error) {
    // Another process planned it at the same moment: its key wins.
    if (!isDuplicateKey(error)) throw error;
    return (await MediaKeyMoveModel.findById(oldKey).orFail().lean().exec()).newKey;
  }
}

/** Forgets a finished move. */
export async function forgetMediaKeyMove(oldKey: string): Promise<void> {
  await MediaKeyMoveModel.deleteOne({ _id: oldKey }).exec();
}

/**
 * Points every record of the owner that names a generated file at its new address: the
 * generations' assets, the scheduled posts carrying it (any status) and their notifications.
 * Idempotent: records already moved match nothing.
 */
export async function repointGeneratedMedia(
  ownerId: OwnerId,
  from: MediaAddress,
  to: MediaAddress,
): Promise<void> {
  const owner = new Types.ObjectId(ownerId);
  // By id: FerretDB 1.x finds documents by `assets.key` but its updates with that filter match
  // nothing (see generation.repository.ts).
  const generations = await GenerationModel.find(
    { ownerId: owner, 'assets.key': from.key },
    { assets: 1 },
  )
    .lean()
    .exec();
  for (const generation of generations) {
    const assets = generation.assets.map((asset): GenerationAssetRecord =>
      asset.key === from.key ? { ...asset, key: to.key, url: to.url } : asset,
    );
    await GenerationModel.updateOne({ _id: generation._id, ownerId: owner }, { $set: { assets } });
  }
  await ScheduledPostModel.updateMany(
    { ownerId: owner, mediaKey: from.key },
    { $set: { mediaKey: to.key, mediaUrl: to.url } },
  ).exec();
  await NotificationModel.updateMany(
    { ownerId: owner, mediaUrl: from.url },
    { $set: { mediaUrl: to.url } },
  ).exec();
}
