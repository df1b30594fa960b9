import {
  claimOnce,
  markReconnectNeeded,
  openTokens,
  storeRefreshedTokens,
  type ConnectedAccountDocument,
  type TokenCipher,
} from '@postcraft/data';
import { isPlatformError, type PlatformRegistry, type TokenSet } from '@postcraft/platforms';

export type RefreshOutcome = 'refreshed' | 'reconnect_needed' | 'skipped' | 'failed';

export interface TokenServices {
  platforms: PlatformRegistry;
  tokenCipher: TokenCipher;
}

/**
 * Refreshes one account's tokens through its adapter. A claim on the account's token version
 * makes one worker do it (platforms such as TikTok rotate refresh tokens: a second refresh with
 * the same one would fail and lose the account). A refusal marks the account 'reconnect needed';
 * other failures leave it for the next run.
 */
export async function refreshAccountTokens(
  account: ConnectedAccountDocument,
  services: TokenServices,
  now: Date = new Date(),
): Promise<{ outcome: RefreshOutcome; reason?: string }> {
  const adapter = services.platforms.find(account.platform);
  if (!adapter || adapter.connection !== 'oauth2')
    return { outcome: 'skipped', reason: 'platform not enabled' };

  // One attempt per token version per 5 minutes: a transient failure is retried later.
  const bucket = Math.floor(now.getTime() / (5 * 60_000));
  const claim = `refresh:${account.id}:${account.tokenVersion}:${bucket}`;
  if (!(await claimOnce(claim, new Date(now.getTime() + 24 * 60 * 60 * 1000)))) {
    return { outcome: 'skipped', reason: 'another worker refreshes it' };
  }

  let tokens: TokenSet;
  try {
    tokens = await adapter.refresh(openTokens(account, services.tokenCipher));
  } catch (error) {
    if (isPlatformError(error) && error.kind === 'reauth_required') {
      await markReconnectNeeded(account, error.message);
      return { outcome: 'reconnect_needed', reason: error.message };
    }
    return { outcome: 'failed', reason: (error as Error).message };
  }
  await storeRefreshedTokens(account, tokens, services.tokenCipher, now);
  return { outcome: 'refreshed' };
}
