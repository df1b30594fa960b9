import { ACCOUNT_CONNECTION_SETTINGS } from '@postcraft/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CURRENT_USER_QUERY_KEY } from '../auth/use-auth';
import { toConnectablePlatform } from './platform-names';
import { useConnectAccount, type ConnectAccount } from './use-connect-account';

export interface AccountConnections extends ConnectAccount {
  isDialogOpen: boolean;
  /** Closing the dialog reads the user again a moment later (spec 000 §4). */
  setDialogOpen: (open: boolean) => void;
  /** Connects a stored account's platform again (its tokens were refused). */
  reconnect: (platform: string) => void;
}

/**
 * What a screen with an accounts list needs: the Add Account dialog's state and the connection
 * flow, which closes the dialog once an account is connected.
 */
export function useAccountConnections(): AccountConnections {
  const queryClient = useQueryClient();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const connection = useConnectAccount({
    onConnected: () => setIsDialogOpen(false),
    // The steps to follow open in a dialog of their own.
    onNeedsProfessional: () => setIsDialogOpen(false),
  });
  const { connect, clearError } = connection;

  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  const setDialogOpen = useCallback(
    (open: boolean) => {
      setIsDialogOpen(open);
      clearTimeout(refetchTimer.current);
      if (open) {
        clearError();
        return;
      }
      refetchTimer.current = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
        ACCOUNT_CONNECTION_SETTINGS.refetchAfterDialogCloseMs,
      );
    },
    [clearError, queryClient],
  );

  const reconnect = useCallback(
    (platform: string) => {
      const id = toConnectablePlatform(platform);
      if (id) connect(id);
    },
    [connect],
  );

  return { ...connection, isDialogOpen, setDialogOpen, reconnect };
}
