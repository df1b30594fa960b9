import { zodResolver } from '@hookform/resolvers/zod';
import { GENERATION_LIMITS } from '@postcraft/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { getDraft, useDraft } from './draft-store';
import { GeneratingPanel } from './generating-panel';
import { StudioFrame } from './studio-frame';
import { draftContentType, useRunGeneration } from './use-run-generation';
import { usePromptSchema, type PromptForm } from './prompt-schema';
import { VideoOptionsFields } from './video-options';

/** Spec 001 §2 screen 12 (text input): the prompt, then generation and /result. */
export function TextInputPage() {
  const { t } = useTranslation();
  const { run, mutation, progress, cancel, retry } = useRunGeneration();
  const isVideo = draftContentType(useDraft()) === 'video';
  // From the library's 'Use this style': the generation reuses the style's look.
  const [searchParams] = useSearchParams();
  const styleId = searchParams.get('style') ?? undefined;
  const schema = usePromptSchema();
  const form = useForm<PromptForm>({
    resolver: zodResolver(schema),
    defaultValues: { prompt: getDraft().prompt },
  });
  const prompt = form.watch('prompt');
  const error = form.formState.errors.prompt?.message;

  const [usePhotos, setUsePhotos] = useState(false);
  const [carousel, setCarousel] = useState(false);
  const submit = form.handleSubmit(({ prompt: description }) =>
    run({
      description,
      source: 'text',
      ...(styleId ? { styleId } : {}),
      ...(usePhotos ? { usePhotos } : {}),
      ...(carousel && !isVideo ? { carousel } : {}),
    }),
  );

  return (
    <StudioFrame
      title={t('studio.text.title')}
      description={isVideo ? t('studio.text.descriptionVideo') : t('studio.text.description')}
      backTo="/generation-opt"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor="studio-prompt" className="text-sm font-medium text-foreground">
          {t('studio.text.label')}
        </label>
        <Textarea
          id="studio-prompt"
          rows={6}
          className="mt-2"
          placeholder={t('studio.text.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby="studio-prompt-count"
          disabled={mutation.isPending}
          {...form.register('prompt')}
        />
        <div className="mt-1 flex justify-between text-xs text-muted-foreground">
          <span role={error ? 'alert' : undefined} className="text-danger">
            {error ?? ''}
          </span>
          <span id="studio-prompt-count">
            {prompt.length} / {GENERATION_LIMITS.descriptionMaxChars}
          </span>
        </div>
        {isVideo ? <VideoOptionsFields disabled={mutation.isPending} /> : null}
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-2">
            <div className="flex items-center gap-2">
              <Checkbox
                id="studio-use-photos"
                checked={usePhotos}
                disabled={mutation.isPending}
                onCheckedChange={(checked) => setUsePhotos(checked === true)}
              />
              <Label htmlFor="studio-use-photos" className="font-normal text-muted-foreground">
                {isVideo ? t('studio.text.usePhotosVideo') : t('studio.text.usePhotos')}
              </Label>
              <Link to="/library" className="text-xs font-medium text-primary hover:underline">
                {t('studio.text.managePhotos')}
              </Link>
            </div>
            {isVideo ? null : (
              <div className="flex items-center gap-2">
                <Checkbox
                  id="studio-carousel"
                  checked={carousel}
                  disabled={mutation.isPending}
                  aria-describedby="studio-carousel-hint"
                  onCheckedChange={(checked) => setCarousel(checked === true)}
                />
                <Label htmlFor="studio-carousel" className="font-normal text-muted-foreground">
                  {t('studio.text.carousel')}
                </Label>
                <span id="studio-carousel-hint" className="text-xs text-muted-foreground">
                  {t('studio.text.carouselHint')}
                </span>
              </div>
            )}
          </div>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('studio.generating.title') : t('studio.text.submit')}
          </Button>
        </div>
      </form>
      <GeneratingPanel
        phase={mutation.status}
        error={mutation.error}
        progress={progress}
        onCancel={cancel}
        onRetry={retry}
      />
    </StudioFrame>
  );
}
