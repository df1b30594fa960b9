import { zodResolver } from '@hookform/resolvers/zod';
import {
  captionOf,
  countCaptionChars,
  getCaptionMaxChars,
  PostCaptionSchema,
  PostCaptionTextSchema,
  PostPlatformsSchema,
  translateApiMessage,
  type ConnectablePlatformId,
  type PostCaptions,
  type ScheduledPost,
} from '@postcraft/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PlatformBadge } from '../../components/platform-badge';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { getPlatformName } from '../connections/platform-names';
import { useConnectedPlatforms } from '../studio/use-connected-platforms';
import type { PostEdit } from './calendar.api';
import { EditPostCaptions } from './edit-post-captions';
import type { MediaChoice } from './media-choice';
import { MediaPicker } from './media-picker';

/**
 * The caption (or each platform's own) and platforms of a pending post, checked as the server
 * checks them on PUT: clean text, and each platform's caption within that platform's limit.
 */
export const EditPostSchema = z
  .object({
    caption: PostCaptionSchema,
    isSameCaption: z.boolean(),
    captions: z.record(z.string(), PostCaptionTextSchema()),
    platforms: PostPlatformsSchema,
  })
  .superRefine((values, context) => {
    for (const platform of values.platforms) {
      const text = values.isSameCaption ? values.caption : (values.captions[platform] ?? '');
      const max = getCaptionMaxChars(platform);
      if (countCaptionChars(platform, text) > max) {
        context.addIssue({
          code: 'custom',
          path: values.isSameCaption ? ['caption'] : ['captions', platform],
          message: `${getPlatformName(platform)}: ${countCaptionChars(platform, text)}/${max}`,
        });
      }
    }
  });
export type EditPostValues = z.output<typeof EditPostSchema>;

/** What the form sends: the default caption and, when captions differ, each platform's own. */
function toPostEdit(values: EditPostValues, media: MediaChoice): Omit<PostEdit, 'id'> {
  if (values.isSameCaption) {
    return { caption: values.caption, captions: null, platforms: values.platforms, media };
  }
  const captions: PostCaptions = {};
  for (const platform of values.platforms) captions[platform] = values.captions[platform] ?? '';
  return { caption: values.caption, captions, platforms: values.platforms, media };
}

/**
 * Edits a pending post's caption (the same on every platform, or one per platform), platforms
 * and media (its time is the Reschedule form's): the platforms offered are those the user has
 * connected, plus the post's own.
 */
export function EditPostForm({
  post,
  isSaving,
  onSubmit,
  onCancel,
}: {
  post: ScheduledPost;
  isSaving: boolean;
  onSubmit: (values: Omit<PostEdit, 'id'>) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const connected = useConnectedPlatforms();
  const offered = [...new Set<ConnectablePlatformId>([...post.platforms, ...connected])];
  const [media, setMedia] = useState<MediaChoice>({ kind: 'keep' });
  const form = useForm<z.input<typeof EditPostSchema>, unknown, EditPostValues>({
    resolver: zodResolver(EditPostSchema),
    defaultValues: {
      caption: post.caption,
      isSameCaption: Object.keys(post.captions).length === 0,
      captions: Object.fromEntries(
        offered.map((platform) => [platform, captionOf(post, platform)]),
      ),
      platforms: [...post.platforms],
    },
  });
  const errors = form.formState.errors;
  const language = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const shown = (message: string | undefined) =>
    message ? translateApiMessage(message, language) : null;
  const submit = form.handleSubmit((values) => onSubmit(toPostEdit(values, media)));

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('calendar.edit.title')}
      className="flex flex-col gap-3 rounded-xl border border-border bg-muted/40 p-4"
    >
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
      <EditPostCaptions form={form} shown={shown} />
      <MediaPicker
        current={{ url: post.mediaUrl, type: post.type }}
        value={media}
        onChange={setMedia}
      />
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
