import { STYLE_LIMITS, type Style } from '@postcraft/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, fieldErrorId } from '../../components/form-field';
import { isPlanRefusal, UpgradeNotice } from '../../components/upgrade-notice';
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
import { Input } from '../../components/ui/input';
import { Notice } from '../../components/ui/notice';
import { Textarea } from '../../components/ui/textarea';
import { getErrorMessage } from '../../lib/api-client';
import { validateStyleDescription, validateStyleName } from './style-validation';
import { useStyleErrorText } from './use-style-error-text';
import { useCreateStyle } from './styles.api';

export interface CreateTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (style: Style) => void;
}

/** 'Create New Template': a name and a description, saved as a style of kind 'template'. */
export function CreateTemplateDialog({ open, onOpenChange, onCreated }: CreateTemplateDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('library.templateDialog.title')}</DialogTitle>
          <DialogDescription>{t('library.templateDialog.description')}</DialogDescription>
        </DialogHeader>
        <TemplateForm
          onCreated={(style) => {
            onOpenChange(false);
            onCreated?.(style);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function TemplateForm({ onCreated }: { onCreated: (style: Style) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const create = useCreateStyle();

  const nameError = isChecked ? validateStyleName(name) : undefined;
  const descriptionError = isChecked ? validateStyleDescription(description) : undefined;
  const describe = useStyleErrorText();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsChecked(true);
    if (create.isPending || validateStyleName(name) || validateStyleDescription(description))
      return;
    create.mutate(
      { kind: 'template', name: name.trim(), description: description.trim() },
      { onSuccess: onCreated },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <FormField
        id="template-name"
        label={t('library.templateDialog.name')}
        error={describe(nameError)}
      >
        <Input
          id="template-name"
          value={name}
          autoFocus
          disabled={create.isPending}
          placeholder={t('library.templateDialog.namePlaceholder')}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? fieldErrorId('template-name') : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <FormField
        id="template-description"
        label={t('library.templateDialog.descriptionLabel')}
        labelHint={t('contact.form.optional')}
        error={describe(descriptionError)}
        aside={
          <span className="shrink-0 text-muted-foreground tabular-nums">
            {t('contact.form.counter', {
              length: description.trim().length,
              max: STYLE_LIMITS.descriptionMaxChars,
            })}
          </span>
        }
      >
        <Textarea
          id="template-description"
          value={description}
          rows={4}
          disabled={create.isPending}
          placeholder={t('library.templateDialog.descriptionPlaceholder')}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? fieldErrorId('template-description') : undefined}
          onChange={(event) => setDescription(event.target.value)}
        />
      </FormField>
      {/* Past the plan's templates: the server's reason, with Upgrade. */}
      {isPlanRefusal(create.error) ? (
        <UpgradeNotice error={create.error} />
      ) : create.isError ? (
        <Notice tone="error">{getErrorMessage(create.error, t)}</Notice>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={create.isPending}>
            {t('library.templateDialog.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('library.templateDialog.saving') : t('library.templateDialog.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
