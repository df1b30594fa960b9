import type {
  ConnectablePlatformId,
  ConnectionSessionStatus,
  CreateConnectionSessionResponse,
  PlatformAvailability,
  PlatformListResponse,
} from '@postcraft/contracts';
import { apiClient } from '../../lib/api-client';

/**
 * The account-connection calls of the web app: which platforms can be connected here, opening a
 * connection session for the popup, and reading how that session ended.
 */

export const PLATFORMS_QUERY_KEY = ['connections', 'platforms'] as const;

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
