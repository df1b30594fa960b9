import {
  countCaptionChars,
  getCaptionMaxChars,
  type ConnectablePlatformId,
} from '@postcraft/contracts';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PlatformBadge } from '../../components/platform-badge';
import { Switch } from '../../components/ui/switch';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/cn';
import { getPlatformName } from '../connections/platform-names';
import type { EditPostSchema, EditPostValues } from './edit-post-form';

type EditForm = UseFormReturn<z.input<typeof EditPostSchema>, unknown, EditPostValues>;

/** A caption field with its count against the platform's limit (the shared one: the tightest). */
function CaptionField({
  form,
  name,
  label,
  platforms,
  error,
}: {
  form: EditForm;
  name: 'caption' | `captions.${string}`;
  label: string;
  platforms: ConnectablePlatformId[];
  error: string | null;
}) {
  const text = (useWatch({ control: form.control, name }) as string | undefined) ?? '';
  const limits = platforms.map((platform) => ({
    count: countCaptionChars(platform, text),
    max: getCaptionMaxChars(platform),
  }));
  const tightest = limits.sort((a, b) => a.max - a.count - (b.max - b.count))[0];
  const isOver = tightest ? tightest.count > tightest.max : false;
  return (
    <div className="flex flex-col gap-1">
      <label className="text-sm font-medium text-foreground">
        {label}
        <Textarea
          className="mt-1.5 min-h-24"
          aria-invalid={Boolean(error)}
          {...form.register(name)}
        />
      </label>
      {tightest ? (
        <p className={cn('text-right text-xs', isOver ? 'text-danger' : 'text-muted-foreground')}>
          {tightest.count}/{tightest.max}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * 'Same caption on every platform' (one field) or, switched off, one field per chosen platform,
 * each counted against its own platform's limit.
 */
export function EditPostCaptions({
  form,
  shown,
}: {
  form: EditForm;
  shown: (message: string | undefined) => string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const isSame = useWatch({ control: form.control, name: 'isSameCaption' });
  const chosen = useWatch({ control: form.control, name: 'platforms' });
  const platforms = (Array.isArray(chosen) ? chosen : []) as ConnectablePlatformId[];
  const errors = form.formState.errors;
  const captionErrors = errors.captions as Record<string, { message?: string }> | undefined;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <Switch
          id={id}
          checked={isSame}
          onCheckedChange={(checked) => {
            // Switching to one field per platform starts each from the shared caption.
            if (!checked) {
              const caption = form.getValues('caption') ?? '';
              for (const platform of platforms)
                form.setValue(`captions.${platform}`, caption, { shouldDirty: true });
            }
            form.setValue('isSameCaption', checked, { shouldDirty: true });
          }}
        />
        <label htmlFor={id} className="text-sm text-foreground">
          {t('calendar.edit.sameCaption')}
        </label>
      </div>
      {isSame ? (
        <CaptionField
          form={form}
          name="caption"
          label={t('calendar.edit.caption')}
          platforms={platforms}
          error={shown(errors.caption?.message)}
        />
      ) : (
        platforms.map((platform) => (
          <div key={platform} className="flex gap-2">
            <PlatformBadge platform={platform} className="mt-6 size-5 shrink-0 text-[9px]" />
            <div className="flex-1">
              <CaptionField
                form={form}
                name={`captions.${platform}`}
                label={t('calendar.edit.captionFor', { platform: getPlatformName(platform) })}
                platforms={[platform]}
                error={shown(captionErrors?.[platform]?.message)}
              />
            </div>
          </div>
        ))
      )}
    </div>
  );
}
