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

const STEPS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

/**
 * Instagram only lets Creator and Business accounts linked to a Facebook Page publish: the steps
 * to switch, then a way to try again.
 */
export function ProfessionalAccountDialog({
  open,
  onOpenChange,
  onRetry,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('connections.professional.title')}</DialogTitle>
          <DialogDescription>{t('connections.professional.intro')}</DialogDescription>
        </DialogHeader>
        <ol className="flex flex-col gap-2.5">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm text-foreground">
              <span
                aria-hidden="true"
                className="grid size-6 shrink-0 place-items-center rounded-full bg-primary-soft text-xs font-semibold text-primary"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{t(`connections.professional.${step}`)}</span>
            </li>
          ))}
        </ol>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.close')}
          </Button>
          <Button onClick={onRetry}>{t('connections.professional.retry')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
