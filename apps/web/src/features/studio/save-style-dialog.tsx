import { zodResolver } from '@hookform/resolvers/zod';
import { STYLE_LIMITS } from '@postcraft/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';

export interface SaveStyleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isSaving: boolean;
  error: string | null;
  onSave: (name: string) => void;
}

/** Save Style: a name for the look of this generation. */
export function SaveStyleDialog({
  open,
  onOpenChange,
  isSaving,
  error,
  onSave,
}: SaveStyleDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .min(1, t('studio.result.styleNameRequired'))
          .max(
            STYLE_LIMITS.nameMaxChars,
            t('studio.result.styleNameTooLong', { count: STYLE_LIMITS.nameMaxChars }),
          ),
      }),
    [t],
  );
  const form = useForm<{ name: string }>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
  });
  const fieldError = form.formState.errors.name?.message ?? error;
  const submit = form.handleSubmit(({ name }) => onSave(name));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogHeader>
            <DialogTitle>{t('studio.result.saveStyleTitle')}</DialogTitle>
          </DialogHeader>
          <label
            htmlFor="studio-style-name"
            className="mt-4 block text-sm font-medium text-foreground"
          >
            {t('studio.result.styleName')}
          </label>
          <Input id="studio-style-name" className="mt-2" autoFocus {...form.register('name')} />
          {fieldError ? (
            <p role="alert" className="mt-1 text-xs text-danger">
              {fieldError}
            </p>
          ) : null}
          <DialogFooter className="mt-6">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('studio.cancel')}
            </Button>
            <Button type="submit" disabled={isSaving}>
              {t('studio.result.saveStyle')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
