import { zodResolver } from '@hookform/resolvers/zod';
import {
  PostCaptionSchema,
  PostPlatformsSchema,
  translateApiMessage,
  type ConnectablePlatformId,
  type ScheduledPost,
} from '@postcraft/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PlatformBadge } from '../../components/platform-badge';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Textarea } from '../../components/ui/textarea';
import { getPlatformName } from '../connections/platform-names';
import { useConnectedPlatforms } from '../studio/use-connected-platforms';

/** The caption and platforms of a pending post, checked as the server checks them on PUT. */
export const EditPostSchema = z.object({
  caption: PostCaptionSchema,
  platforms: PostPlatformsSchema,
});
export type EditPostValues = z.output<typeof EditPostSchema>;

/**
 * Edits a pending post's caption and platforms (its time is the Reschedule form's): the
 * platforms offered are those the user has connected, plus the post's own.
 */
export function EditPostForm({
  post,
  isSaving,
  onSubmit,
  onCancel,
}: {
  post: ScheduledPost;
  isSaving: boolean;
  onSubmit: (values: EditPostValues) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const connected = useConnectedPlatforms();
  const offered = [...new Set<ConnectablePlatformId>([...post.platforms, ...connected])];
  const form = useForm<z.input<typeof EditPostSchema>, unknown, EditPostValues>({
    resolver: zodResolver(EditPostSchema),
    defaultValues: { caption: post.caption, platforms: [...post.platforms] },
  });
  const errors = form.formState.errors;
  const language = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const shown = (message: string | undefined) =>
    message ? translateApiMessage(message, language) : null;
  const submit = form.handleSubmit(onSubmit);

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('calendar.edit.title')}
      className="flex flex-col gap-3 rounded-xl border border-border bg-muted/40 p-4"
    >
      <label className="text-sm font-medium text-foreground">
        {t('calendar.edit.caption')}
        <Textarea
          className="mt-1.5 min-h-28"
          aria-invalid={Boolean(errors.caption)}
          {...form.register('caption')}
        />
      </label>
      {errors.caption ? (
        <p role="alert" className="text-sm text-danger">
          {shown(errors.caption.message)}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-foreground">
          {t('calendar.edit.platforms')}
        </legend>
        <Controller
          control={form.control}
          name="platforms"
          render={({ field }) => {
            const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
            return (
              <div className="flex flex-wrap gap-3">
                {offered.map((platform) => (
                  <label key={platform} className="flex items-center gap-2 text-sm text-foreground">
                    <Checkbox
                      checked={chosen.includes(platform)}
                      onCheckedChange={(checked) =>
                        field.onChange(
                          checked
                            ? [...chosen, platform]
                            : chosen.filter((entry) => entry !== platform),
                        )
                      }
                    />
                    <PlatformBadge platform={platform} className="size-5 text-[9px]" />
                    {getPlatformName(platform)}
                  </label>
                ))}
              </div>
            );
          }}
        />
      </fieldset>
      {errors.platforms ? (
        <p role="alert" className="text-sm text-danger">
          {shown(errors.platforms.message)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('calendar.reschedule.back')}
        </Button>
        <Button type="submit" size="sm" disabled={isSaving}>
          {isSaving ? t('calendar.reschedule.saving') : t('calendar.edit.submit')}
        </Button>
      </div>
    </form>
  );
}
