import type { ConnectablePlatformId } from '@postcraft/contracts';
import type { TokenSet } from './platform-adapter.js';
import { isPlatformError, PlatformError } from './platform-error.js';

/**
 * A refresh the platform refuses outright (a 4xx no rule classed otherwise) means the user must
 * connect again. Throttling, outages and the server's own misconfiguration keep their kind:
 * reconnecting would not fix them.
 */
export function refusalAsReauth(error: unknown): unknown {
  if (!isPlatformError(error) || error.kind !== 'rejected') return error;
  return new PlatformError(error.platform, 'reauth_required', error.message, {
    status: error.status,
    providerCode: error.providerCode,
  });
}

/** The standard refresh-token grant: without a stored refresh token, only a new consent helps. */
export async function refreshWithStoredToken(
  platform: ConnectablePlatformId,
  tokens: TokenSet,
  whyNoRefreshToken: string,
  request: (refreshToken: string) => Promise<TokenSet>,
): Promise<TokenSet> {
  if (!tokens.refreshToken) {
    throw new PlatformError(platform, 'reauth_required', whyNoRefreshToken);
  }
  try {
    return await request(tokens.refreshToken);
  } catch (error) {
    throw refusalAsReauth(error);
  }
}
