import type { Style } from '@postcraft/contracts';
import { useTranslation } from 'react-i18next';
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
import { getErrorMessage } from '../../lib/api-client';
import { useDeleteStyle } from './styles.api';

export interface DeleteStyleDialogProps {
  style: Style;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks before a style is deleted; the card disappears once the server confirms. */
export function DeleteStyleDialog({ style, open, onOpenChange }: DeleteStyleDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteStyle();

  function handleOpenChange(next: boolean) {
    if (remove.isPending) return;
    if (!next) remove.reset();
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('library.deleteDialog.title')}</DialogTitle>
          <DialogDescription>
            {t('library.deleteDialog.body', { name: style.name })}
          </DialogDescription>
        </DialogHeader>
        {remove.isError ? <Notice tone="error">{getErrorMessage(remove.error, t)}</Notice> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              {t('library.deleteDialog.cancel')}
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(style, { onSuccess: () => onOpenChange(false) })}
          >
            {remove.isPending
              ? t('library.deleteDialog.deleting')
              : t('library.deleteDialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
