import { SCHEDULING_MESSAGES, type ConnectablePlatformId } from '@postcraft/contracts';
import {
  claimOnce,
  findAccountDisconnection,
  findConnectedAccount,
  markReconnectNeeded,
  openTokens,
  storeRefreshedTokens,
  type ConnectedAccountDocument,
  type OwnerId,
} from '@postcraft/data';
import { PlatformError, type AccountCredentials, type PlatformAdapter } from '@postcraft/platforms';
import type { PublishServices } from './publish-services.js';

/** Tokens that expire sooner than this are refreshed before a publish. */
const REFRESH_MARGIN_MS = 60_000;

export interface LoadedAccount {
  account: ConnectedAccountDocument;
  credentials: AccountCredentials;
}

export function credentialsOf(
  account: ConnectedAccountDocument,
  services: Pick<PublishServices, 'tokenCipher'>,
): AccountCredentials {
  return {
    tokens: openTokens(account, services.tokenCipher),
    profile: { id: account.accountId, username: account.username, metadata: account.metadata },
  };
}

/** The owner's account on the platform, or a PlatformError 'reauth_required' saying why not. */
export async function loadAccount(
  ownerId: OwnerId,
  platform: ConnectablePlatformId,
  services: Pick<PublishServices, 'tokenCipher'>,
): Promise<LoadedAccount> {
  const account = await findConnectedAccount(ownerId, platform).exec();
  if (!account) {
    // The user's own disconnect says so: reconnect, then Retry.
    const disconnected = await findAccountDisconnection(ownerId, platform);
    throw new PlatformError(
      platform,
      'reauth_required',
      disconnected
        ? SCHEDULING_MESSAGES.accountDisconnected
        : 'No connected account for this platform',
    );
  }
  if (account.status === 'reconnect_needed') {
    throw new PlatformError(
      platform,
      'reauth_required',
      `Reconnect this account: ${account.statusReason ?? 'the platform refused its tokens'}`,
    );
  }
  return { account, credentials: credentialsOf(account, services) };
}

export function expiresSoon(loaded: LoadedAccount, now: Date): boolean {
  const expiresAt = loaded.credentials.tokens.expiresAt;
  return Boolean(expiresAt && expiresAt.getTime() - now.getTime() < REFRESH_MARGIN_MS);
}

/**
 * New tokens for the account. One caller refreshes each token version (a claim), since some
 * platforms rotate refresh tokens; another caller re-reads the account and uses what the first
 * stored. A refusal marks the account 'reconnect needed' and is rethrown.
 */
export async function refreshAccount(
  adapter: PlatformAdapter,
  loaded: LoadedAccount,
  services: Pick<PublishServices, 'tokenCipher'>,
  now: Date,
): Promise<LoadedAccount> {
  const { account } = loaded;
  if (adapter.connection !== 'oauth2') {
    throw new PlatformError(adapter.id, 'reauth_required', 'This account cannot be refreshed');
  }
  const claim = `refresh:${account.id}:${account.tokenVersion}:publish`;
  const claimed = await claimOnce(claim, new Date(now.getTime() + 24 * 60 * 60_000));
  if (!claimed) {
    const again = await findConnectedAccount(account.userId, account.platform).exec();
    if (again && again.tokenVersion !== account.tokenVersion && again.status === 'connected') {
      return { account: again, credentials: credentialsOf(again, services) };
    }
    throw new PlatformError(adapter.id, 'provider_error', 'The account is being refreshed');
  }
  try {
    const tokens = await adapter.refresh(loaded.credentials.tokens);
    const stored = await storeRefreshedTokens(account, tokens, services.tokenCipher, now);
    return { account: stored, credentials: credentialsOf(stored, services) };
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'reauth_required') {
      await markReconnectNeeded(account, error.message);
    }
    throw error;
  }
}
