import type { ApiKey } from '@postcraft/contracts';

/** A key as GET /api/user/api-keys lists it, with the given fields changed. */
export function buildApiKey(fields: Partial<ApiKey> = {}): ApiKey {
  return {
    _id: '6650aa0000000000000000a1',
    name: 'Publishing script',
    scopes: ['posts:read', 'posts:write'],
    start: 'pcft_3kX9aQ1',
    createdAt: '2026-03-10T09:30:00.000Z',
    lastUsedAt: null,
    ...fields,
  };
}
