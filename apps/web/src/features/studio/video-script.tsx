import { useTranslation } from 'react-i18next';

/**
 * Under a generated video: its length and the narration it speaks (a silent video's captions say
 * the same words). A video reopened from the library comes without its script.
 */
export function VideoScript({
  script,
  durationSeconds,
}: {
  script: readonly string[] | undefined;
  durationSeconds: number | undefined;
}) {
  const { t } = useTranslation();
  const length = durationSeconds ? (
    <span className="text-xs text-muted-foreground" data-testid="video-length">
      {t('studio.result.videoLength', { count: Math.round(durationSeconds) })}
    </span>
  ) : null;
  if (!script?.length) return length;
  return (
    <section
      aria-labelledby="studio-video-script"
      className="rounded-2xl border border-border bg-muted/40 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="studio-video-script" className="text-sm font-semibold text-foreground">
          {t('studio.result.script')}
        </h2>
        {length}
      </div>
      <p className="mt-2 text-sm whitespace-pre-line text-foreground">{script.join('\n')}</p>
    </section>
  );
}
