import {
  ENDPOINTS as E,
  type ActiveAccounts,
  type ConnectablePlatformId,
  type ConnectionSessionStatus,
  type CreateConnectionSessionResponse,
  type PlatformAvailability,
} from '@postcraft/contracts';
import { callEndpoint } from '../../lib/call-endpoint';

/**
 * The account-connection calls of the web app: which platforms can be connected here, opening a
 * connection session for the popup, and reading how that session ended.
 */

export const PLATFORMS_QUERY_KEY = ['connections', 'platforms'] as const;
export const ACTIVE_ACCOUNTS_QUERY_KEY = ['connections', 'active'] as const;

/** GET /api/connections/active: which accounts publish and which the plan leaves idle. */
export async function fetchActiveAccounts(signal?: AbortSignal): Promise<ActiveAccounts> {
  return (await callEndpoint(E.getActiveAccounts, { signal })).data;
}

/** PUT /api/connections/active: the account that publishes from now on. */
export async function chooseActiveAccount(
  platform: ConnectablePlatformId,
): Promise<ActiveAccounts> {
  return (await callEndpoint(E.chooseActiveAccount, { body: { platform } })).data;
}

/** GET /api/connections/platforms */
export async function fetchPlatforms(signal?: AbortSignal): Promise<PlatformAvailability[]> {
  return (await callEndpoint(E.listConnectablePlatforms, { signal })).data.platforms;
}

/** POST /api/connections/sessions: the address the popup is sent to, with its one-time token. */
export async function createConnectionSession(
  platform: ConnectablePlatformId,
  sessionId: string,
): Promise<CreateConnectionSessionResponse['data']> {
  return (await callEndpoint(E.createConnectionSession, { body: { platform, sessionId } })).data;
}

/** GET /api/{platform}/session-status?sessionId= (the platform's own entry of the table). */
export function fetchSessionStatus(
  platform: ConnectablePlatformId,
  sessionId: string,
  signal?: AbortSignal,
): Promise<ConnectionSessionStatus> {
  const endpoint: `${ConnectablePlatformId}SessionStatus` = `${platform}SessionStatus`;
  return callEndpoint(E[endpoint], { query: { sessionId }, signal });
}
