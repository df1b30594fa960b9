import type { Style } from '@postcraft/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
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
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('library.deleteDialog.title')}
      body={t('library.deleteDialog.body', { name: style.name })}
      deletion={remove}
      onConfirm={() => remove.mutate(style, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
