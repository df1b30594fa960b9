import {
  ENDPOINTS as E,
  type ApiKey,
  type CreateApiKeyBody,
  type CreateApiKeyResponse,
  type RevokeApiKeyResponse,
} from '@postcraft/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/call-endpoint';

/**
 * The API key calls of Settings → Developers, each answer checked against its contract: the
 * user's keys, making one (its secret comes back once, in that answer) and revoking one.
 */

/** The signed-in user's keys, newest first. */
export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

/** GET /api/user/api-keys */
export async function fetchApiKeys(signal?: AbortSignal): Promise<ApiKey[]> {
  return (await callEndpoint(E.listApiKeys, { signal })).data.apiKeys;
}

/** POST /api/user/api-keys: the key as listed and its secret, which is never shown again. */
export async function createApiKey(body: CreateApiKeyBody): Promise<CreateApiKeyResponse> {
  return callEndpoint(E.createApiKey, { body });
}

/** DELETE /api/user/api-keys/{id}: the key stops working at once. */
export async function revokeApiKey(id: string): Promise<RevokeApiKeyResponse> {
  return callEndpoint(E.revokeApiKey, { params: { id } });
}

/** The keys (on any plan: a user back on Free may still have keys to revoke). */
export function useApiKeys({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: ({ signal }) => fetchApiKeys(signal),
    enabled,
  });
}

/** Makes a key, puts it first in the list at once, then reads the list again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: ({ data }) => {
      queryClient.setQueryData<ApiKey[]>(API_KEYS_QUERY_KEY, (keys) =>
        keys ? [data.apiKey, ...keys.filter((key) => key._id !== data.apiKey._id)] : keys,
      );
      void queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });
    },
  });
}

/**
 * Revokes a key and takes it off the list at once; the list is read again either way (a key
 * revoked elsewhere answers 404 and leaves it too).
 */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: ApiKey) => revokeApiKey(key._id),
    onSuccess: (_answer, revoked) => {
      queryClient.setQueryData<ApiKey[]>(API_KEYS_QUERY_KEY, (keys) =>
        keys?.filter((key) => key._id !== revoked._id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
