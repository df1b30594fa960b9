import type { RotateWebhookSecretResponse, Webhook } from '@postcraft/contracts';
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
import { useDeleteWebhook, useRotateWebhookSecret } from './webhooks.api';

export interface RotateWebhookSecretDialogProps {
  /** The webhook whose secret to rotate; null keeps the dialog closed. */
  webhook: Webhook | null;
  onClose: () => void;
  /** The server's answer (the new secret, shown once). */
  onRotated: (answer: RotateWebhookSecretResponse) => void;
}

/**
 * Asks before a new signing secret is made (both secrets sign for 24 hours); it closes once the
 * server answers the new secret, or shows why it could not.
 */
export function RotateWebhookSecretDialog({
  webhook,
  onClose,
  onRotated,
}: RotateWebhookSecretDialogProps) {
  const { t } = useTranslation();
  const rotate = useRotateWebhookSecret();

  function close() {
    if (rotate.isPending) return;
    rotate.reset();
    onClose();
  }

  return (
    <Dialog open={webhook !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent closeLabel={t('common.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('settings.developers.webhooks.rotateDialog.title')}</DialogTitle>
          <DialogDescription className="break-words">
            {t('settings.developers.webhooks.rotateDialog.body', { url: webhook?.url ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {rotate.isError ? <Notice tone="error">{getErrorMessage(rotate.error, t)}</Notice> : null}
        <DialogFooter>
          <Button variant="outline" disabled={rotate.isPending} onClick={close}>
            {t('settings.developers.webhooks.rotateDialog.cancel')}
          </Button>
          <Button
            disabled={rotate.isPending || webhook === null}
            onClick={() => {
              if (!webhook) return;
              rotate.mutate(webhook, {
                onSuccess: (answer) => {
                  rotate.reset();
                  onClose();
                  onRotated(answer);
                },
              });
            }}
          >
            {rotate.isPending
              ? t('settings.developers.webhooks.rotateDialog.rotating')
              : t('settings.developers.webhooks.rotateDialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export interface DeleteWebhookDialogProps {
  /** The webhook to delete; null keeps the dialog closed. */
  webhook: Webhook | null;
  onClose: () => void;
  /** The server's confirmation, once the webhook is deleted. */
  onDeleted: (message: string) => void;
}

/** Asks before a webhook and its log are deleted; it closes once the server confirms. */
export function DeleteWebhookDialog({ webhook, onClose, onDeleted }: DeleteWebhookDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteWebhook();

  function close() {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  }

  return (
    <Dialog open={webhook !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent closeLabel={t('common.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('settings.developers.webhooks.deleteDialog.title')}</DialogTitle>
          <DialogDescription className="break-words">
            {t('settings.developers.webhooks.deleteDialog.body', { url: webhook?.url ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {remove.isError ? <Notice tone="error">{getErrorMessage(remove.error, t)}</Notice> : null}
        <DialogFooter>
          <Button variant="outline" disabled={remove.isPending} onClick={close}>
            {t('settings.developers.webhooks.deleteDialog.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending || webhook === null}
            onClick={() => {
              if (!webhook) return;
              remove.mutate(webhook, {
                onSuccess: (answer) => {
                  remove.reset();
                  onClose();
                  onDeleted(answer.message);
                },
              });
            }}
          >
            {remove.isPending
              ? t('settings.developers.webhooks.deleteDialog.deleting')
              : t('settings.developers.webhooks.deleteDialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
