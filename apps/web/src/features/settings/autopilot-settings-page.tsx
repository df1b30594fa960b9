import {
  AUTOPILOT_DEFAULTS,
  UI_TIMINGS,
  type AutopilotStop,
  type PendingPostsChoice,
} from '@postcraft/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Toast, useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { isPlanRefusal, UpgradeNotice } from '../../components/upgrade-notice';
import { ApiError, getErrorMessage } from '../../lib/api-client';
import { useAuth } from '../auth/use-auth';
import {
  AccountConnectionDialogs,
  ConnectionErrorNotice,
} from '../connections/account-connection-dialogs';
import {
  ACTIVE_ACCOUNTS_QUERY_KEY,
  chooseActiveAccount,
  fetchActiveAccounts,
} from '../connections/connections.api';
import { getPlatformName, toConnectablePlatform } from '../connections/platform-names';
import { useAccountConnections } from '../connections/use-account-connections';
import { SCHEDULED_POSTS_QUERY_KEY } from '../studio/studio.api';
import { DisconnectDialog } from './account-dialogs';
import { useAutopilotOverview } from './autopilot.api';
import { AutopilotControls, type AutopilotSettings } from './autopilot-controls';
import { AutopilotPlannedCard } from './autopilot-planned-card';
import { AutopilotStopDialog } from './autopilot-stop-dialog';
import { AutopilotStyleField } from './autopilot-style-field';
import { ConnectedAccountsList, type ConnectedAccount } from './connected-accounts-list';
import { disconnectAccount, pendingPostsQueryKey, updateProfileWithResult } from './profile.api';
import { SaveStatus } from './save-status';
import { SettingsShell } from './settings-shell';
import { useAutosave } from './use-autosave';
import { useSaveProfile } from './use-save-profile';

type ToggleField = 'enabled' | 'approvePostsFirst';

/** The server's `error`, else its `message`, else the fallback (spec: 'Disconnect failed'). */
function readDisconnectFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body as { error?: unknown } | undefined;
    if (typeof body?.error === 'string' && body.error.trim() !== '') return body.error;
    return error.serverMessage ?? fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

/** What turning autopilot off did, in a sentence per count. */
function describeStop(stop: AutopilotStop, t: TFunction): string {
  return [
    t('settings.autopilot.stopped'),
    t('settings.autopilot.stoppedCancelled', { count: stop.cancelled }),
    t('settings.autopilot.stoppedKept', { count: stop.kept }),
  ].join(' ');
}

/**
 * /autopilotsettings: the toggles and the style save at once (shown changed straight away, put
 * back if the save fails), the frequency saves a moment after the slider stops, and social
 * accounts are added, reconnected and disconnected. Below them, what autopilot planned next (see
 * AutopilotPlannedCard). Turning autopilot off while planned posts await approval asks first, as
 * those are cancelled; what the server stopped is said afterwards.
 */
export function AutopilotSettingsPage() {
  const { t } = useTranslation();
  const { user, refreshUser, updateUser } = useAuth();
  const saveProfile = useSaveProfile();
  const { toast, showToast } = useToast();
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState<AutopilotSettings>(
    () => user?.autopilotSettings ?? { ...AUTOPILOT_DEFAULTS },
  );
  const savedFrequency = useRef(settings.postingFrequency);
  const [toggleError, setToggleError] = useState<string | null>(null);
  // Autopilot is Premium's: a Free user's toggle is refused with the way to upgrade.
  const [togglePlanRefusal, setTogglePlanRefusal] = useState<ApiError | null>(null);
  const connections = useAccountConnections();
  const [toDisconnect, setToDisconnect] = useState<ConnectedAccount | null>(null);
  const overview = useAutopilotOverview();
  const [isConfirmingStop, setIsConfirmingStop] = useState(false);
  const saveToggle = useMutation({
    mutationFn: updateProfileWithResult,
    onSuccess: ({ user: saved }) => updateUser(saved),
    // Turning autopilot on or off starts a plan or cancels one: the overview and calendar reload.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHEDULED_POSTS_QUERY_KEY }),
  });

  const frequencyAutosave = useAutosave(async (postingFrequency: number) => {
    try {
      const saved = await saveProfile.mutateAsync({
        fields: { autopilotSettings: { postingFrequency } },
      });
      savedFrequency.current = saved.autopilotSettings.postingFrequency;
    } catch (error) {
      setSettings((current) =>
        current.postingFrequency === postingFrequency
          ? { ...current, postingFrequency: savedFrequency.current }
          : current,
      );
      throw error;
    }
  });

  function toggle(field: ToggleField, value: boolean) {
    const previous = settings[field];
    setSettings((current) => ({ ...current, [field]: value }));
    setToggleError(null);
    setTogglePlanRefusal(null);
    saveToggle
      .mutateAsync({ fields: { autopilotSettings: { [field]: value } } })
      .then(({ autopilotStop }) => {
        if (autopilotStop)
          showToast('success', describeStop(autopilotStop, t), UI_TIMINGS.toastLongMs);
      })
      .catch((error: unknown) => {
        setSettings((current) =>
          current[field] === value ? { ...current, [field]: previous } : current,
        );
        if (isPlanRefusal(error)) {
          setTogglePlanRefusal(error);
          return;
        }
        setToggleError(
          t('settings.autopilot.toggleFailed', { message: getErrorMessage(error, t) }),
        );
      });
  }

  /** Turning autopilot off cancels the posts awaiting approval: asked first when there are some. */
  function changeEnabled(enabled: boolean) {
    if (!enabled && (overview.data?.awaitingApprovalCount ?? 0) > 0) {
      setIsConfirmingStop(true);
      return;
    }
    toggle('enabled', enabled);
  }

  const disconnect = useMutation({ mutationFn: disconnectAccount });

  function confirmDisconnect(account: ConnectedAccount, pendingPosts: PendingPostsChoice) {
    setToDisconnect(null);
    const name = getPlatformName(account.platform);
    disconnect.mutate(
      { platform: account.platform, pendingPosts },
      {
        onSuccess: (result) => {
          const cancelled = result.pendingPosts?.cancelled ?? 0;
          showToast(
            'success',
            cancelled > 0
              ? t('settings.autopilot.disconnectedCancelled', { platform: name, count: cancelled })
              : t('settings.autopilot.disconnected', { platform: name }),
            UI_TIMINGS.toastMediumMs,
          );
          if (result.user) updateUser(result.user);
          else void refreshUser();
          void queryClient.invalidateQueries({ queryKey: SCHEDULED_POSTS_QUERY_KEY });
          void queryClient.invalidateQueries({ queryKey: pendingPostsQueryKey(account.platform) });
        },
        onError: (error) => {
          const message = readDisconnectFailure(error, t('settings.autopilot.disconnectFallback'));
          showToast('error', t('settings.errorWithMessage', { message }), UI_TIMINGS.toastLongMs);
        },
      },
    );
  }

  const accounts = user?.connectedAccounts ?? [];
  // Accounts past the plan's (after a downgrade) stay connected but idle until one is made active.
  const activeAccountsKey = [
    ...ACTIVE_ACCOUNTS_QUERY_KEY,
    accounts.map((account) => account.platform).join(','),
  ];
  const activeAccounts = useQuery({
    queryKey: activeAccountsKey,
    queryFn: ({ signal }) => fetchActiveAccounts(signal),
    enabled: accounts.length > 1,
  });
  const makeActive = useMutation({
    mutationFn: chooseActiveAccount,
    onSuccess: (answer) => queryClient.setQueryData(activeAccountsKey, answer),
    onError: (error) =>
      showToast(
        'error',
        t('settings.errorWithMessage', { message: getErrorMessage(error, t) }),
        UI_TIMINGS.toastLongMs,
      ),
  });
  const idlePlatforms: string[] = activeAccounts.data?.idle ?? [];

  return (
    <SettingsShell
      section="autopilot"
      title={t('settings.autopilot.title')}
      description={t('settings.autopilot.description')}
    >
      <Card>
        <CardHeader>
          <CardTitle>{t('settings.autopilot.settingsTitle')}</CardTitle>
          <CardDescription>{t('settings.autopilot.settingsDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 pt-2">
          <AutopilotControls
            settings={settings}
            onEnabledChange={changeEnabled}
            onApprovePostsFirstChange={(approve) => toggle('approvePostsFirst', approve)}
            onPostingFrequencyChange={(postingFrequency) => {
              setSettings((current) => ({ ...current, postingFrequency }));
              frequencyAutosave.schedule(postingFrequency);
            }}
            frequencyStatus={
              <SaveStatus status={frequencyAutosave.status} error={frequencyAutosave.error} />
            }
          />
          <AutopilotStyleField />
          {toggleError ? <Notice tone="error">{toggleError}</Notice> : null}
          {togglePlanRefusal ? <UpgradeNotice error={togglePlanRefusal} /> : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex-row items-start justify-between gap-4">
          <div className="flex flex-col gap-1.5">
            <CardTitle>{t('profile.accounts.title')}</CardTitle>
            <CardDescription>{t('settings.autopilot.accountsDescription')}</CardDescription>
          </div>
          <Button variant="secondary" onClick={() => connections.setDialogOpen(true)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('settings.autopilot.add')}
          </Button>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <ConnectedAccountsList
            accounts={accounts}
            onDisconnect={setToDisconnect}
            busyPlatform={disconnect.isPending ? (disconnect.variables?.platform ?? null) : null}
            onReconnect={(account) => connections.reconnect(account.platform)}
            connectingPlatform={connections.connectingPlatform}
            idlePlatforms={idlePlatforms}
            onMakeActive={(account) => {
              const platform = toConnectablePlatform(account.platform);
              if (platform) makeActive.mutate(platform);
            }}
          />
          {idlePlatforms.length > 0 ? (
            <Notice tone="info">{t('planLimits.idleNotice')}</Notice>
          ) : null}
          <ConnectionErrorNotice connections={connections} />
        </CardContent>
      </Card>

      <AutopilotPlannedCard
        notify={(tone, text) => showToast(tone, text, UI_TIMINGS.toastMediumMs)}
        onConnectAccount={() => connections.setDialogOpen(true)}
      />

      <AccountConnectionDialogs connections={connections} connected={accounts} />
      <AutopilotStopDialog
        open={isConfirmingStop}
        awaitingCount={overview.data?.awaitingApprovalCount ?? 0}
        onCancel={() => setIsConfirmingStop(false)}
        onConfirm={() => {
          setIsConfirmingStop(false);
          toggle('enabled', false);
        }}
      />
      <DisconnectDialog
        account={toDisconnect}
        onCancel={() => setToDisconnect(null)}
        onConfirm={confirmDisconnect}
      />
      <Toast toast={toast} />
    </SettingsShell>
  );
}
