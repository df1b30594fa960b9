import type { ApiKey, ApiKeyScope } from '@postcraft/contracts';
import { isValidObjectId, Types } from 'mongoose';
import { ApiKeyModel, type ApiKeyRecord } from './api-key.model.js';
import type { OwnerId } from './owner-id.js';

export interface NewApiKey {
  name: string;
  scopes: ApiKeyScope[];
  start: string;
  secretHash: string;
}

/** What a request made with a key needs of it. */
export type ApiKeyCaller = Pick<ApiKeyRecord, '_id' | 'ownerId' | 'scopes' | 'lastUsedAt'>;

/** Collisions on a free slot are retried this many times (as saved styles' are). */
const MAX_SLOT_ATTEMPTS = 25;

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;
const ownerFilter = (ownerId: OwnerId) => ({ ownerId: new Types.ObjectId(ownerId) });

/** A key as answers show it: never its secret nor its hash. */
export function toApiKeyResponse(
  key: Pick<ApiKeyRecord, '_id' | 'name' | 'scopes' | 'start' | 'createdAt' | 'lastUsedAt'>,
): ApiKey {
  return {
    _id: key._id.toString(),
    name: key.name,
    scopes: [...key.scopes],
    start: key.start,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  };
}

/** The owner's keys, newest first. */
export function listApiKeys(ownerId: OwnerId): Promise<ApiKeyRecord[]> {
  return ApiKeyModel.find(ownerFilter(ownerId)).sort({ createdAt: -1, _id: -1 }).lean().exec();
}

/**
 * Saves a key in the owner's first free slot, or answers null when all `maxPerOwner` slots are
 * taken. Two creations racing for one slot: the unique index lets one win, the other tries the
 * next.
 */
export async function insertApiKey(
  ownerId: OwnerId,
  key: NewApiKey,
  maxPerOwner: number,
): Promise<ApiKeyRecord | null> {
  for (let attempt = 0; attempt < MAX_SLOT_ATTEMPTS; attempt += 1) {
    const used = await ApiKeyModel.find(ownerFilter(ownerId), { slot: 1 }).lean().exec();
    const taken = new Set(used.map((row) => row.slot));
    let slot = 0;
    while (taken.has(slot)) slot += 1;
    if (slot >= maxPerOwner) return null;
    try {
      const created = await ApiKeyModel.create({ ...ownerFilter(ownerId), slot, ...key });
      return created.toObject();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  throw new Error('Could not find a free API key slot: too many concurrent creations');
}

/** Revokes one of the owner's keys (another user's is never found); false when none. */
export async function deleteApiKey(ownerId: OwnerId, id: string): Promise<boolean> {
  if (!isValidObjectId(id)) return false;
  const { deletedCount } = await ApiKeyModel.deleteOne({
    _id: new Types.ObjectId(id),
    ...ownerFilter(ownerId),
  }).exec();
  return deletedCount > 0;
}

/** The key whose secret hashes to `secretHash`, or null (unknown or revoked). */
export function findApiKeyBySecretHash(secretHash: string): Promise<ApiKeyCaller | null> {
  return ApiKeyModel.findOne({ secretHash }, { ownerId: 1, scopes: 1, lastUsedAt: 1 })
    .lean()
    .exec();
}

/** Notes when a key was last used (its only writer: requests made with it). */
export async function markApiKeyUsed(id: Types.ObjectId, at: Date): Promise<void> {
  await ApiKeyModel.updateOne({ _id: id }, { $set: { lastUsedAt: at } }).exec();
}

/** Every key of the owner (account deletion). */
export async function deleteAllApiKeysOf(ownerId: OwnerId): Promise<number> {
  const { deletedCount } = await ApiKeyModel.deleteMany(ownerFilter(ownerId)).exec();
  return deletedCount;
}
