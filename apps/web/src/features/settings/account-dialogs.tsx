import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { getPlatformName } from '../connections/platform-names';
import type { ConnectedAccount } from './connected-accounts-list';

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
