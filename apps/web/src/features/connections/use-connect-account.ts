import type { ConnectablePlatformId, User } from '@postcraft/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlanRefusal } from '../../components/upgrade-notice';
import { getErrorMessage, type ApiError } from '../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../auth/use-auth';
import {
  startConnectionAttempt,
  type ConnectionAttempt,
  type ConnectionOutcome,
} from './connection-attempt';
import { getPlatformName } from './platform-names';
import { openConnectionPopup } from './popup-window';

export interface ConnectAccountOptions {
  /** After an account is connected; the user is already being read again. */
  onConnected?: (platform: ConnectablePlatformId) => void;
  /** When Instagram answers that only a professional account can be connected. */
  onNeedsProfessional?: () => void;
}

export interface ConnectAccount {
  /**
   * Starts connecting a platform. Call it straight from a click handler: the popup is opened
   * before anything is awaited, so popup blockers let it through.
   */
  connect: (platform: ConnectablePlatformId, name?: string) => void;
  /** The platform whose popup is open, while it is. */
  connectingPlatform: ConnectablePlatformId | null;
  /** Why the last attempt failed, ready to show. */
  error: string | null;
  /** The last attempt was refused by the plan (Free connects one account): shown with Upgrade. */
  planRefusal: ApiError | null;
  clearError: () => void;
  /** Instagram refused a personal account: the steps to switch are to be shown. */
  isProfessionalHelpOpen: boolean;
  setProfessionalHelpOpen: (open: boolean) => void;
}

/** Connecting a social account through the popup, from the click to the refreshed user. */
export function useConnectAccount(options: ConnectAccountOptions = {}): ConnectAccount {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [connectingPlatform, setConnectingPlatform] = useState<ConnectablePlatformId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [planRefusal, setPlanRefusal] = useState<ApiError | null>(null);
  const [isProfessionalHelpOpen, setProfessionalHelpOpen] = useState(false);
  const attempt = useRef<ConnectionAttempt | null>(null);
  const latestOptions = useRef(options);

  useEffect(() => {
    latestOptions.current = options;
  });

  // Leaving the page stops the timers; the popup may still finish on its own.
  useEffect(() => () => attempt.current?.cancel(), []);

  const finish = useCallback(
    (platform: ConnectablePlatformId, name: string, outcome: ConnectionOutcome) => {
      attempt.current = null;
      setConnectingPlatform(null);
      if (outcome.kind === 'connected') {
        if (outcome.user)
          queryClient.setQueryData<User | null>(CURRENT_USER_QUERY_KEY, outcome.user);
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
        latestOptions.current.onConnected?.(platform);
        return;
      }
      if (outcome.kind === 'failed' && isPlanRefusal(outcome.cause)) {
        setPlanRefusal(outcome.cause);
        return;
      }
      const reason =
        outcome.kind === 'timeout'
          ? t('connections.timeout')
          : (outcome.message ?? getErrorMessage(outcome.cause, t));
      setError(t('connections.loginFailed', { platform: name, error: reason }));
      if (outcome.kind === 'failed' && outcome.needsProfessional) {
        setProfessionalHelpOpen(true);
        latestOptions.current.onNeedsProfessional?.();
      }
    },
    [queryClient, t],
  );

  const connect = useCallback(
    (platform: ConnectablePlatformId, name = getPlatformName(platform)) => {
      attempt.current?.cancel({ closePopup: true });
      attempt.current = null;
      setError(null);
      setPlanRefusal(null);
      setProfessionalHelpOpen(false);

      const popup = openConnectionPopup();
      if (!popup) {
        setConnectingPlatform(null);
        setError(t('connections.popupBlocked'));
        return;
      }
      setConnectingPlatform(platform);
      attempt.current = startConnectionAttempt({
        platform,
        popup,
        onEnd: (outcome) => finish(platform, name, outcome),
      });
    },
    [finish, t],
  );

  const clearError = useCallback(() => {
    setError(null);
    setPlanRefusal(null);
  }, []);

  return {
    connect,
    connectingPlatform,
    error,
    planRefusal,
    clearError,
    isProfessionalHelpOpen,
    setProfessionalHelpOpen,
  };
}
