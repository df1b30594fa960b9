import {
  ApiKeyParamsSchema,
  CreateApiKeyBodySchema,
  CreateApiKeyResponseSchema,
  ListApiKeysResponseSchema,
  RevokeApiKeyResponseSchema,
} from '../../developers/api-keys.schemas.js';
import { defineEndpoints } from '../endpoint.js';

const tag = 'API keys';

/** The user's API keys (Settings → Developers): the signed-in session only, never a key. */
export const API_KEY_ENDPOINTS = defineEndpoints({
  listApiKeys: {
    method: 'get',
    path: '/api/user/api-keys',
    tag,
    summary: 'List your API keys',
    description: 'Name, scopes, first characters, created and last used; never the secret.',
    auth: 'user',
    answer: { kind: 'json', schema: ListApiKeysResponseSchema },
    errors: [401, 403],
  },
  createApiKey: {
    method: 'post',
    path: '/api/user/api-keys',
    tag,
    summary: 'Create an API key',
    description:
      'Answers the key once (`pcft_…`); only its hash is kept. Premium; at most 20 keys a user.',
    auth: 'user',
    body: CreateApiKeyBodySchema,
    answer: { kind: 'json', schema: CreateApiKeyResponseSchema, statuses: [201] },
    errors: [400, 401, 403, 409],
  },
  revokeApiKey: {
    method: 'delete',
    path: '/api/user/api-keys/{id}',
    tag,
    summary: 'Revoke an API key',
    description: 'The next call made with it answers 401.',
    auth: 'user',
    params: ApiKeyParamsSchema,
    answer: { kind: 'json', schema: RevokeApiKeyResponseSchema },
    errors: [400, 401, 403, 404],
  },
});
