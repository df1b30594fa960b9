import type { PlatformAvailability, PlatformAvailabilityStatus } from '@postcraft/contracts';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformBadge } from '../../components/platform-badge';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Notice } from '../../components/ui/notice';
import { UpgradeNotice } from '../../components/upgrade-notice';
import { Tooltip } from '../../components/ui/tooltip';
import { getErrorMessage } from '../../lib/api-client';
import { PLATFORMS_QUERY_KEY, fetchPlatforms } from './connections.api';
import { toConnectablePlatform } from './platform-names';
import type { ConnectAccount } from './use-connect-account';

const STATUS_ORDER: Record<PlatformAvailabilityStatus, number> = {
  available: 0,
  unconfigured: 1,
  unavailable: 2,
};

/** The platform list changes only when the server's configuration does. */
const PLATFORMS_STALE_MS = 5 * 60_000;

/** Platforms not connected yet, those that can be connected first. */
function listAddable(
  platforms: readonly PlatformAvailability[],
  connected: readonly { platform: string }[],
): PlatformAvailability[] {
  const connectedIds = new Set(
    connected.map((account) => toConnectablePlatform(account.platform) ?? account.platform),
  );
  return platforms
    .filter((platform) => !connectedIds.has(platform.platform))
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
}

export interface AddAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  connected: readonly { platform: string }[];
  connection: ConnectAccount;
}

/**
 * Add Account: the platforms this server can connect (spec 000 §5). Connected platforms are left
 * out; one that needs reconnecting is reconnected from its row in the accounts list.
 */
export function AddAccountDialog({
  open,
  onOpenChange,
  connected,
  connection,
}: AddAccountDialogProps) {
  const { t } = useTranslation();
  const platforms = useQuery({
    queryKey: PLATFORMS_QUERY_KEY,
    queryFn: ({ signal }) => fetchPlatforms(signal),
    enabled: open,
    staleTime: PLATFORMS_STALE_MS,
  });
  const addable = listAddable(platforms.data ?? [], connected);
  const isAllConnected = platforms.isSuccess && addable.length === 0;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-w-2xl"
        // Focus the dialog itself: its first button may be an unavailable platform whose tooltip
        // would open on focus and take the first Escape.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('settings.autopilot.addTitle')}</DialogTitle>
          <DialogDescription>
            {isAllConnected
              ? t('settings.autopilot.allConnected')
              : t('settings.autopilot.addBody')}
          </DialogDescription>
        </DialogHeader>

        {platforms.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {t('connections.loadingPlatforms')}
          </p>
        ) : null}
        {platforms.isError ? (
          <div className="flex flex-col items-start gap-2">
            <Notice tone="error">
              {t('connections.platformsFailed', { message: getErrorMessage(platforms.error, t) })}
            </Notice>
            <Button variant="outline" size="sm" onClick={() => void platforms.refetch()}>
              {t('connections.retry')}
            </Button>
          </div>
        ) : null}
        {addable.length > 0 ? (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('connections.platformsLabel')}>
            {addable.map((platform) => (
              <PlatformRow key={platform.platform} platform={platform} connection={connection} />
            ))}
          </ul>
        ) : null}

        {connection.error ? <Notice tone="error">{connection.error}</Notice> : null}
        {connection.planRefusal ? <UpgradeNotice error={connection.planRefusal} /> : null}

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('common.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PlatformRow({
  platform,
  connection,
}: {
  platform: PlatformAvailability;
  connection: ConnectAccount;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const name = platform.name;
  const isConnecting = connection.connectingPlatform === platform.platform;

  return (
    <li className="flex items-center gap-3 rounded-xl border border-border px-3 py-2.5">
      <PlatformBadge platform={platform.platform} className="size-8 text-xs" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium text-foreground">{name}</span>
        {platform.connection === 'bot-channel' ? (
          <span className="text-xs text-muted-foreground">{t('connections.botChannel')}</span>
        ) : null}
        {platform.status === 'available' ? null : (
          <span className="text-xs text-muted-foreground" aria-hidden="true">
            {t(
              platform.status === 'unconfigured'
                ? 'settings.autopilot.availableSoon'
                : 'connections.notAvailable',
            )}
          </span>
        )}
      </div>
      {platform.status === 'available' ? (
        <Button
          size="sm"
          disabled={isConnecting}
          aria-busy={isConnecting}
          aria-label={t(isConnecting ? 'connections.connectingLabel' : 'connections.connectLabel', {
            platform: name,
          })}
          onClick={() => connection.connect(platform.platform, name)}
        >
          {isConnecting ? (
            <>
              <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
              {t('connections.connecting')}
            </>
          ) : (
            t('connections.connect')
          )}
        </Button>
      ) : (
        <>
          <Tooltip content={<UnavailableHint platform={platform} />}>
            <Button
              size="sm"
              variant="outline"
              aria-disabled="true"
              aria-describedby={hintId}
              aria-label={t('connections.connectLabel', { platform: name })}
              className="cursor-not-allowed opacity-50 hover:bg-card"
              onClick={(event) => event.preventDefault()}
            >
              {t('connections.connect')}
            </Button>
          </Tooltip>
          <span id={hintId} className="sr-only">
            <UnavailableHint platform={platform} />
          </span>
        </>
      )}
    </li>
  );
}

/** 'Available soon' for a platform without credentials here; the honest reason otherwise. */
function UnavailableHint({ platform }: { platform: PlatformAvailability }) {
  const { t } = useTranslation();
  if (platform.status === 'unconfigured') return t('settings.autopilot.availableSoon');
  if (platform.platform === 'whatsapp') return t('connections.unavailable.whatsapp');
  if (platform.platform === 'snapchat') return t('connections.unavailable.snapchat');
  return t('connections.unavailable.other');
}
