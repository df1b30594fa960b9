import type { ConnectablePlatformId } from '@postcraft/contracts';
import { useMemo } from 'react';
import { useCurrentUser } from '../auth/use-auth';
import { toConnectablePlatform } from '../connections/platform-names';

/** The platforms the signed-in user has an account on, each once, in the order connected. */
export function useConnectedPlatforms(): ConnectablePlatformId[] {
  const { data: user } = useCurrentUser();
  return useMemo(() => {
    const ids = (user?.connectedAccounts ?? [])
      .map((account) => toConnectablePlatform(account.platform))
      .filter((id): id is ConnectablePlatformId => id !== null);
    return [...new Set(ids)];
  }, [user]);
}
