import { randomBytes } from 'node:crypto';
import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES as K,
  type ApiKey,
  type CreateApiKeyBody,
} from '@postcraft/contracts';
import {
  deleteApiKey,
  insertApiKey,
  listApiKeys,
  toApiKeyResponse,
  type OwnerId,
} from '@postcraft/data';
import { apiKeysRefusal, ownerPlanOf, throwIfRefused } from '@postcraft/studio';
import { AppError } from '../../lib/app-error.js';
import { hashApiKey } from '../../lib/api-key-auth.js';

/** A new key: the prefix, then 192 random bits in base64url (32 characters). */
const newApiKeySecret = () => `${API_KEY_LIMITS.prefix}${randomBytes(24).toString('base64url')}`;

/**
 * Makes a key for the owner (a Premium feature): answers it with its secret, which is shown this
 * once and kept only as its hash. 409 once the owner has API_KEY_LIMITS.maxPerUser keys.
 */
export async function createApiKey(
  ownerId: OwnerId,
  body: CreateApiKeyBody,
  { billingEnabled }: { billingEnabled: boolean },
): Promise<{ apiKey: ApiKey; key: string }> {
  throwIfRefused(apiKeysRefusal(await ownerPlanOf(ownerId, { billingEnabled })));
  const key = newApiKeySecret();
  const saved = await insertApiKey(
    ownerId,
    {
      name: body.name,
      scopes: body.scopes,
      start: key.slice(0, API_KEY_LIMITS.shownChars),
      secretHash: hashApiKey(key),
    },
    API_KEY_LIMITS.maxPerUser,
  );
  if (!saved) throw new AppError('conflict', K.tooMany);
  return { apiKey: toApiKeyResponse(saved), key };
}

/** The owner's keys, newest first, without their secrets (listed on any plan, to revoke them). */
export async function listOwnApiKeys(ownerId: OwnerId): Promise<ApiKey[]> {
  return (await listApiKeys(ownerId)).map(toApiKeyResponse);
}

/** Revokes the owner's key at once; 404 for a key that is not theirs or no longer exists. */
export async function revokeApiKey(ownerId: OwnerId, id: string): Promise<void> {
  if (!(await deleteApiKey(ownerId, id))) throw new AppError('not_found', K.notFound);
}
