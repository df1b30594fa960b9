import {
  ACTIVE_ACCOUNTS_PATH,
  ActiveAccountsResponseSchema,
  type ActiveAccounts,
  type ConnectablePlatformId,
  type ConnectionSessionStatus,
  type CreateConnectionSessionResponse,
  type PlatformAvailability,
  type PlatformListResponse,
} from '@postcraft/contracts';
import { apiClient } from '../../lib/api-client';

/**
 * The account-connection calls of the web app: which platforms can be connected here, opening a
 * connection session for the popup, and reading how that session ended.
 */

export const PLATFORMS_QUERY_KEY = ['connections', 'platforms'] as const;
export const ACTIVE_ACCOUNTS_QUERY_KEY = ['connections', 'active'] as const;

/** GET /api/connections/active: which accounts publish and which the plan leaves idle. */
export async function fetchActiveAccounts(signal?: AbortSignal): Promise<ActiveAccounts> {
  const answer = await apiClient.get<unknown>(ACTIVE_ACCOUNTS_PATH, { signal });
  return ActiveAccountsResponseSchema.parse(answer).data;
}

/** PUT /api/connections/active: the account that publishes from now on. */
export async function chooseActiveAccount(
  platform: ConnectablePlatformId,
): Promise<ActiveAccounts> {
  const answer = await apiClient.put<unknown>(ACTIVE_ACCOUNTS_PATH, { platform });
  return ActiveAccountsResponseSchema.parse(answer).data;
}

/** GET /api/connections/platforms */
export async function fetchPlatforms(signal?: AbortSignal): Promise<PlatformAvailability[]> {
  const answer = await apiClient.get<PlatformListResponse>('/api/connections/platforms', {
    signal,
  });
  return answer.data.platforms;
}

/** POST /api/connections/sessions: the address the popup is sent to, with its one-time token. */
export async function createConnectionSession(
  platform: ConnectablePlatformId,
  sessionId: string,
): Promise<CreateConnectionSessionResponse['data']> {
  const answer = await apiClient.post<CreateConnectionSessionResponse>(
    '/api/connections/sessions',
    { platform, sessionId },
  );
  return answer.data;
}

/** GET /api/{platform}/session-status?sessionId= */
export function fetchSessionStatus(
  platform: ConnectablePlatformId,
  sessionId: string,
  signal?: AbortSignal,
): Promise<ConnectionSessionStatus> {
  return apiClient.get<ConnectionSessionStatus>(
    `/api/${encodeURIComponent(platform)}/session-status`,
    { query: { sessionId }, signal },
  );
}
