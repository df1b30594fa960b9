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

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  /** The delete under way: the dialog can't be closed meanwhile, and shows its error. */
  deletion: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  onConfirm: () => void;
}

/** Asks before something of the library is deleted; it closes once the server confirms. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  body,
  deletion,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();

  function handleOpenChange(next: boolean) {
    if (deletion.isPending) return;
    if (!next) deletion.reset();
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{body}</DialogDescription>
        </DialogHeader>
        {deletion.isError ? (
          <Notice tone="error">{getErrorMessage(deletion.error, t)}</Notice>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={deletion.isPending}>
              {t('library.deleteDialog.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" disabled={deletion.isPending} onClick={onConfirm}>
            {deletion.isPending
              ? t('library.deleteDialog.deleting')
              : t('library.deleteDialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
