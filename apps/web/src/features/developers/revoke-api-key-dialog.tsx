import type { ApiKey } from '@postcraft/contracts';
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
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { useRevokeApiKey } from './api-keys.api';

export interface RevokeApiKeyDialogProps {
  /** The key to revoke; null keeps the dialog closed. */
  apiKey: ApiKey | null;
  onClose: () => void;
  /** The server's confirmation, once the key is revoked. */
  onRevoked: (message: string) => void;
}

/** Asks before a key is revoked; it closes once the server confirms, or shows why it could not. */
export function RevokeApiKeyDialog({ apiKey, onClose, onRevoked }: RevokeApiKeyDialogProps) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();

  function close() {
    if (revoke.isPending) return;
    revoke.reset();
    onClose();
  }

  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent closeLabel={t('common.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('settings.developers.revokeDialog.title')}</DialogTitle>
          <DialogDescription>
            {t('settings.developers.revokeDialog.body', { name: apiKey?.name ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {revoke.isError ? <Notice tone="error">{getErrorMessage(revoke.error, t)}</Notice> : null}
        <DialogFooter>
          <Button variant="outline" disabled={revoke.isPending} onClick={close}>
            {t('settings.developers.revokeDialog.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={revoke.isPending || apiKey === null}
            onClick={() => {
              if (!apiKey) return;
              revoke.mutate(apiKey, {
                onSuccess: (answer) => {
                  revoke.reset();
                  onClose();
                  onRevoked(answer.message);
                },
              });
            }}
          >
            {revoke.isPending
              ? t('settings.developers.revokeDialog.revoking')
              : t('settings.developers.revokeDialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
