import {
  API_ERROR_MESSAGES,
  CONNECTION_MESSAGES,
  PLATFORM_DISPLAY_NAMES,
  type ConnectablePlatformId,
  type DisconnectResponse,
  type PendingPostsChoice,
} from '@postcraft/contracts';
import {
  asOwnerId,
  deleteConnectedAccount,
  findConnectedAccount,
  listConnectedAccounts,
  loadUserResponse,
  openTokens,
  recordAccountDisconnection,
  UserModel,
  type ConnectedAccountDocument,
} from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import { AppError } from '../../lib/app-error.js';
import type { ConnectionDeps } from './connection.deps.js';
import { settlePendingPostsOn } from './pending-posts.service.js';

export function platformName(platform: ConnectablePlatformId): string {
  return platform === 'sandbox' ? 'Sandbox' : PLATFORM_DISPLAY_NAMES[platform];
}

/** What removing an account needs: the adapters (to revoke) and the cipher (to open tokens). */
export type AccountRemovalDeps = Pick<ConnectionDeps, 'registry' | 'cipher'>;

/**
 * Revokes a connected account's tokens at its platform where the API allows (a failed revocation
 * is logged, never blocks the removal), then removes the account and its tokens. True when the
 * platform confirmed the revocation.
 */
export async function removeConnectedAccount(
  deps: AccountRemovalDeps,
  account: ConnectedAccountDocument,
  logger: Logger,
): Promise<boolean> {
  const { platform } = account;
  let revokedAtProvider = false;
  const adapter = deps.registry.find(platform);
  if (adapter?.connection === 'oauth2' && adapter.revoke) {
    try {
      await adapter.revoke(openTokens(account, deps.cipher));
      revokedAtProvider = true;
    } catch (error) {
      logger.warn(
        { platform, err: (error as Error).message },
        'token revocation failed; removing the account anyway',
      );
    }
  }
  await deleteConnectedAccount(account.userId, platform);
  return revokedAtProvider;
}

/** Removes every account the user connected, revoking each as disconnecting does. */
export async function removeAllConnectedAccounts(
  deps: AccountRemovalDeps,
  userId: string,
  logger: Logger,
): Promise<number> {
  const accounts = await listConnectedAccounts(userId);
  for (const account of accounts) await removeConnectedAccount(deps, account, logger);
  return accounts.length;
}

/**
 * DELETE /api/user/disconnect/{platform}: the user's account on that platform goes. Its pending
 * posts are settled first (kept, or cancelled: settlePendingPostsOn), then the disconnection is
 * noted (a kept post due meanwhile fails saying the user disconnected), then the account is
 * removed. Stopped half-way, the call is made again and finishes.
 */
export async function disconnectAccount(
  deps: ConnectionDeps,
  userId: string,
  platform: ConnectablePlatformId,
  choice: PendingPostsChoice,
  logger: Logger,
): Promise<DisconnectResponse> {
  const account = await findConnectedAccount(userId, platform);
  if (!account) throw new AppError('platform_not_connected', CONNECTION_MESSAGES.notConnected);
  const pendingPosts = await settlePendingPostsOn(deps, asOwnerId(userId), platform, choice);
  await recordAccountDisconnection(userId, platform);
  const revokedAtProvider = await removeConnectedAccount(deps, account, logger);

  const user = await UserModel.findById(userId);
  if (!user) throw new AppError('unauthorized', API_ERROR_MESSAGES.notLoggedIn);
  return {
    success: true,
    message: CONNECTION_MESSAGES.disconnected(platformName(platform)),
    data: { user: await loadUserResponse(user), revokedAtProvider, pendingPosts },
  };
}
