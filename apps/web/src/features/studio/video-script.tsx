import { zodResolver } from '@hookform/resolvers/zod';
import { translateApiMessage, VIDEO_SCRIPT_LIMITS, type VideoVoice } from '@postcraft/contracts';
import { Mic } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { currentLanguage } from '../../i18n/languages';
import { ScriptEditSchema, type ScriptEdit, type ScriptEditForm } from './script-edit';
import { VoiceSelect } from './video-options';

/**
 * Under a generated video: its length and the narration it speaks (a silent video's captions say
 * the same words), editable one sentence a line, with its voice. Applying renders the video again
 * with that script spoken as it is; the form refuses what the server would, with its message. A
 * video narrated by the user's voice note keeps that voice: editing corrects its captions.
 */
export function VideoScript({
  script,
  voice,
  isVoiceNote = false,
  durationSeconds,
  isBusy,
  onApply,
}: {
  script: readonly string[] | undefined;
  voice: VideoVoice | undefined;
  /** The user's own voice note narrates it. */
  isVoiceNote?: boolean;
  durationSeconds: number | undefined;
  /** A generation is running: nothing to apply until it ends. */
  isBusy: boolean;
  onApply: (edit: ScriptEdit) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<ScriptEditForm, unknown, ScriptEdit>({
    resolver: zodResolver(ScriptEditSchema),
    defaultValues: { script: script?.join('\n') ?? '', voice: voice ?? 'auto' },
  });
  const error = form.formState.errors.script?.message;
  const submit = form.handleSubmit(onApply);
  const lines = (script?.length ?? 0) + 1;

  return (
    <section
      aria-labelledby="studio-video-script"
      className="rounded-2xl border border-border bg-muted/40 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="studio-video-script" className="text-sm font-semibold text-foreground">
          {t('studio.result.script')}
        </h2>
        {durationSeconds ? (
          <span className="text-xs text-muted-foreground" data-testid="video-length">
            {t('studio.result.videoLength', { count: Math.round(durationSeconds) })}
          </span>
        ) : null}
      </div>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mt-2 flex flex-col gap-3"
      >
        <Textarea
          aria-labelledby="studio-video-script"
          aria-describedby={error ? 'studio-script-hint studio-script-error' : 'studio-script-hint'}
          aria-invalid={error ? true : undefined}
          rows={Math.min(10, Math.max(3, lines))}
          disabled={isBusy}
          className="min-h-0 bg-card"
          {...form.register('script')}
        />
        <p id="studio-script-hint" className="-mt-2 text-xs text-muted-foreground">
          {isVoiceNote
            ? t('studio.result.voiceNoteScriptHint')
            : t('studio.result.scriptHint', {
                sentences: VIDEO_SCRIPT_LIMITS.maxSentences,
                chars: VIDEO_SCRIPT_LIMITS.maxSentenceChars,
              })}
        </p>
        {error ? (
          <p id="studio-script-error" role="alert" className="text-sm text-danger">
            {translateApiMessage(error, currentLanguage())}
          </p>
        ) : null}
        <div className="flex flex-wrap items-end justify-between gap-3">
          {isVoiceNote ? (
            <p className="text-sm text-muted-foreground" data-testid="voice-note-narrator">
              {t('studio.result.voiceNoteNarrator')}
            </p>
          ) : (
            <Controller
              control={form.control}
              name="voice"
              render={({ field }) => (
                <VoiceSelect value={field.value} onChange={field.onChange} disabled={isBusy} />
              )}
            />
          )}
          <Button type="submit" variant="outline" disabled={isBusy}>
            <Mic className="size-4" aria-hidden="true" />
            {isVoiceNote ? t('studio.result.applyCaptions') : t('studio.result.applyScript')}
          </Button>
        </div>
      </form>
    </section>
  );
}
