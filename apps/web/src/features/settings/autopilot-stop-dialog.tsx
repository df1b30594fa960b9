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

/**
 * 'Turn autopilot off?' when planned posts await approval: those are cancelled by the server,
 * approved ones stay scheduled.
 */
export function AutopilotStopDialog({
  awaitingCount,
  open,
  onCancel,
  onConfirm,
}: {
  awaitingCount: number;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <DialogContent closeLabel={t('common.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('settings.autopilot.stopTitle')}</DialogTitle>
          <DialogDescription>
            {t('settings.autopilot.stopBody', { count: awaitingCount })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {t('settings.autopilot.stopKeep')}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {t('settings.autopilot.stopConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
