import {
  API_KEY_MESSAGES as K,
  API_KEYS_PATH,
  ApiKeyParamsSchema,
  CreateApiKeyBodySchema,
  type CreateApiKeyResponse,
  type ListApiKeysResponse,
  type RevokeApiKeyResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import { Router, type Request } from 'express';
import { authOf, requireAuth, type Authenticator } from '../../lib/auth.js';
import { localize } from '../../lib/request-language.js';
import { validate } from '../../lib/validate.js';
import { createApiKey, listOwnApiKeys, revokeApiKey } from './api-keys.service.js';

const ownerOf = (req: Request) => asOwnerId(authOf(req).userId);
/** Mounted under /api/user. */
const KEYS = API_KEYS_PATH.slice('/api/user'.length);

/**
 * The user's API keys, under /api/user (Settings → Developers). The signed-in session only: a
 * key never makes, lists or revokes keys.
 */
export function createApiKeysRouter(
  authenticator: Authenticator,
  { billingEnabled }: { billingEnabled: boolean },
): Router {
  const router = Router();
  const auth = requireAuth(authenticator);

  router.get(KEYS, auth, async (req, res) => {
    const answer: ListApiKeysResponse = {
      success: true,
      data: { apiKeys: await listOwnApiKeys(ownerOf(req)) },
    };
    res.json(answer);
  });

  router.post(KEYS, auth, async (req, res) => {
    const { body } = validate(req, { body: CreateApiKeyBodySchema });
    const created = await createApiKey(ownerOf(req), body, { billingEnabled });
    const answer: CreateApiKeyResponse = {
      success: true,
      message: localize(req, K.created),
      data: created,
    };
    res.status(201).json(answer);
  });

  router.delete(`${KEYS}/:id`, auth, async (req, res) => {
    const { params } = validate(req, { params: ApiKeyParamsSchema });
    await revokeApiKey(ownerOf(req), params.id);
    const answer: RevokeApiKeyResponse = { success: true, message: localize(req, K.revoked) };
    res.json(answer);
  });

  return router;
}
