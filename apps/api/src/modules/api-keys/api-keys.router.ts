import {
  API_KEY_MESSAGES as K,
  ENDPOINTS as E,
  type CreateApiKeyResponse,
  type ListApiKeysResponse,
  type RevokeApiKeyResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import type { Request, Router } from 'express';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import { localize } from '../../lib/request-language.js';
import { validate } from '../../lib/validate.js';
import { createApiKey, listOwnApiKeys, revokeApiKey } from './api-keys.service.js';

const ownerOf = (req: Request) => asOwnerId(authOf(req).userId);

/**
 * The user's API keys, under /api/user (Settings → Developers). The signed-in session only: a
 * key never makes, lists or revokes keys.
 */
export function createApiKeysRouter(
  authenticator: Authenticator,
  { billingEnabled }: { billingEnabled: boolean },
): Router {
  const { router, mount } = createEndpointRouter('/api/user', authenticator);

  mount(E.listApiKeys, async (req, res) => {
    const answer: ListApiKeysResponse = {
      success: true,
      data: { apiKeys: await listOwnApiKeys(ownerOf(req)) },
    };
    res.json(answer);
  });

  mount(E.createApiKey, async (req, res) => {
    const { body } = validate(req, E.createApiKey);
    const created = await createApiKey(ownerOf(req), body, { billingEnabled });
    const answer: CreateApiKeyResponse = {
      success: true,
      message: localize(req, K.created),
      data: created,
    };
    res.status(201).json(answer);
  });

  mount(E.revokeApiKey, async (req, res) => {
    const { params } = validate(req, E.revokeApiKey);
    await revokeApiKey(ownerOf(req), params.id);
    const answer: RevokeApiKeyResponse = { success: true, message: localize(req, K.revoked) };
    res.json(answer);
  });

  return router;
}
