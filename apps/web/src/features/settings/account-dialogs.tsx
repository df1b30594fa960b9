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
import { getPlatformName, type ConnectedAccount } from './connected-accounts-list';

/** The platforms of the Add Account dialog, the first two being the first to arrive. */
const ADDABLE_PLATFORMS = [
  'linkedin',
  'twitter',
  'facebook',
  'instagram',
  'youtube',
  'tiktok',
  'snapchat',
  'telegram',
  'pinterest',
] as const;
const FIRST_PLATFORMS: readonly string[] = ['linkedin', 'twitter'];

/**
 * Add Account, until account connection arrives: which platforms will be offered, and that none
 * can be connected yet. Platforms already connected are left out.
 */
export function AddAccountDialog({
  open,
  onOpenChange,
  connected,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  connected: readonly ConnectedAccount[];
}) {
  const { t } = useTranslation();
  const connectedPlatforms = connected.map((account) => account.platform.toLowerCase());
  const remaining = ADDABLE_PLATFORMS.filter((platform) => !connectedPlatforms.includes(platform));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('settings.autopilot.addTitle')}</DialogTitle>
          <DialogDescription>
            {remaining.length > 0
              ? t('settings.autopilot.addBody')
              : t('settings.autopilot.allConnected')}
          </DialogDescription>
        </DialogHeader>
        {remaining.length > 0 ? (
          <ul className="grid gap-2 sm:grid-cols-2">
            {remaining.map((platform) => (
              <li
                key={platform}
                aria-disabled="true"
                className="flex items-center gap-3 rounded-xl border border-border px-3 py-2.5"
              >
                <PlatformBadge platform={platform} className="size-8 text-xs" />
                <span className="flex-1 text-sm font-medium text-foreground">
                  {getPlatformName(platform)}
                </span>
                <span className="rounded-full bg-muted px-2 py-0.5 text-[11px] font-medium whitespace-nowrap text-muted-foreground">
                  {FIRST_PLATFORMS.includes(platform)
                    ? t('settings.autopilot.comingFirst')
                    : t('settings.autopilot.availableSoon')}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('common.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** 'Disconnect this account?' with Disconnect and Cancel. */
export function DisconnectDialog({
  account,
  onCancel,
  onConfirm,
}: {
  account: ConnectedAccount | null;
  onCancel: () => void;
  onConfirm: (account: ConnectedAccount) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={account !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent closeLabel={t('common.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('settings.autopilot.disconnectTitle')}</DialogTitle>
          <DialogDescription>
            {account
              ? t('settings.autopilot.disconnectBody', {
                  platform: getPlatformName(account.platform),
                  username: account.username,
                })
              : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {t('settings.autopilot.cancel')}
          </Button>
          <Button variant="danger" onClick={() => (account ? onConfirm(account) : undefined)}>
            {t('settings.autopilot.disconnect')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
