import type { Style, StyleGenerationSettings, StyleKind } from '@postcraft/contracts';
import { isValidObjectId, Types } from 'mongoose';
import { SavedStyleModel, type SavedStyleRecord } from './saved-style.model.js';
import { UserModel } from './user.model.js';

/** The owner of the styles a call may see or change: every query below is filtered by it. */
export type StyleOwnerId = string | Types.ObjectId;

export interface NewSavedStyle {
  name: string;
  kind: StyleKind;
  sourceUrl: string | null;
  description: string;
  generation: StyleGenerationSettings | null;
}

const ownerFilter = (ownerId: StyleOwnerId) => ({ ownerId: new Types.ObjectId(ownerId) });

/**
 * Collisions on a free slot are retried this many times before giving up (500). Each round of
 * racing saves stores at least one of them, so this covers that many saves of one user at once
 * (five was too few: eight templates saved at once failed one on a loaded machine).
 */
const MAX_SLOT_ATTEMPTS = 25;

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

/** The stored settings as answers show them (no colours key when none were kept). */
function settingsOf(
  settings: StyleGenerationSettings | null | undefined,
): StyleGenerationSettings | null {
  if (!settings) return null;
  return {
    seed: settings.seed,
    contentType: settings.contentType,
    source: settings.source,
    ...(settings.colors ? { colors: [...settings.colors] } : {}),
  };
}

/** A saved style as answers show it. */
export function toStyleResponse(
  style: Pick<
    SavedStyleRecord,
    '_id' | 'name' | 'kind' | 'sourceUrl' | 'description' | 'generation' | 'createdAt'
  >,
): Style {
  return {
    _id: style._id.toString(),
    name: style.name,
    kind: style.kind,
    sourceUrl: style.sourceUrl ?? null,
    description: style.description,
    generation: settingsOf(style.generation),
    createdAt: style.createdAt.toISOString(),
  };
}

/** The owner's styles, newest first. */
export async function listSavedStyles(ownerId: StyleOwnerId): Promise<SavedStyleRecord[]> {
  return SavedStyleModel.find(ownerFilter(ownerId)).sort({ createdAt: -1, _id: -1 }).lean().exec();
}

/**
 * Saves a style in the owner's first free slot, or answers null when all `maxPerOwner` slots are
 * taken. Two saves racing for one slot: the unique index lets one win, the other tries the next.
 */
export async function insertSavedStyle(
  ownerId: StyleOwnerId,
  style: NewSavedStyle,
  maxPerOwner: number,
): Promise<SavedStyleRecord | null> {
  for (let attempt = 0; attempt < MAX_SLOT_ATTEMPTS; attempt += 1) {
    const used = await SavedStyleModel.find(ownerFilter(ownerId), { slot: 1 }).lean().exec();
    const taken = new Set(used.map((row) => row.slot));
    let slot = 0;
    while (taken.has(slot)) slot += 1;
    if (slot >= maxPerOwner) return null;
    try {
      const created = await SavedStyleModel.create({ ...ownerFilter(ownerId), slot, ...style });
      return created.toObject();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  throw new Error('Could not find a free style slot: too many concurrent saves');
}

/**
 * A Library template: a style of kind `template` the user named and described ("Create New
 * Template"). A style saved from a result keeps its generation's settings and a clone keeps an
 * address: neither is one.
 */
export const isLibraryTemplate = (style: Pick<NewSavedStyle, 'kind' | 'generation'>) =>
  style.kind === 'template' && !style.generation;

/** How many Library templates the owner keeps (see isLibraryTemplate). */
export async function countLibraryTemplates(ownerId: StyleOwnerId): Promise<number> {
  const styles = await SavedStyleModel.find(ownerFilter(ownerId), { kind: 1, generation: 1 })
    .lean()
    .exec();
  return styles.filter((style) =>
    isLibraryTemplate({ ...style, generation: style.generation ?? null }),
  ).length;
}

/** One of the owner's styles, or null (unknown, malformed id, or another user's). */
export async function findSavedStyle(
  ownerId: StyleOwnerId,
  styleId: string,
): Promise<SavedStyleRecord | null> {
  if (!isValidObjectId(styleId)) return null;
  return SavedStyleModel.findOne({ _id: new Types.ObjectId(styleId), ...ownerFilter(ownerId) })
    .lean()
    .exec();
}

/**
 * Puts the owner's autopilot back on the brand style if it renders with this style: once the
 * style is deleted, or when it was deleted while the owner chose it.
 */
export async function forgetAutopilotStyle(ownerId: StyleOwnerId, styleId: string): Promise<void> {
  if (!isValidObjectId(styleId)) return;
  await UserModel.updateOne(
    {
      _id: new Types.ObjectId(ownerId),
      'autopilotSettings.styleId': new Types.ObjectId(styleId).toHexString(),
    },
    { $set: { 'autopilotSettings.styleId': null } },
  ).exec();
}

/**
 * Deletes one of the owner's styles; false when the owner has no style with this id. An
 * autopilot that rendered with it goes back to the brand style.
 */
export async function deleteSavedStyle(ownerId: StyleOwnerId, styleId: string): Promise<boolean> {
  if (!isValidObjectId(styleId)) return false;
  const result = await SavedStyleModel.deleteOne({
    _id: new Types.ObjectId(styleId),
    ...ownerFilter(ownerId),
  }).exec();
  if (result.deletedCount !== 1) return false;
  await forgetAutopilotStyle(ownerId, styleId);
  return true;
}

/** Deletes every style of the owner (their account is being deleted); answers how many. */
export async function deleteAllSavedStylesOf(ownerId: StyleOwnerId): Promise<number> {
  const result = await SavedStyleModel.deleteMany(ownerFilter(ownerId)).exec();
  return result.deletedCount;
}
