import { Clapperboard, Mic, Sparkles, Type } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChoiceCard } from '../../components/choice-card';
import { GeneratingPanel } from './generating-panel';
import { StudioFrame } from './studio-frame';
import { useDraft } from './draft-store';
import { draftContentType, useRunGeneration } from './use-run-generation';
import { VideoOptionsFields } from './video-options';

/**
 * Spec 001 §2 screen 9. Smart AI Post generates from the brand profile alone, at once; Short Reels
 * from Video cuts a long video or a YouTube link into clips (/reels).
 */
export function GenerationOptionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { run, mutation, progress, cancel, retry } = useRunGeneration();
  const isVideo = draftContentType(useDraft()) === 'video';
  const smart = () => run({ description: '', source: 'smart' });

  return (
    <StudioFrame title={t('studio.options.title')} backTo="/select-type">
      {/* Smart AI Post generates at once: a video's length and voice are chosen before it. */}
      {isVideo ? <VideoOptionsFields disabled={mutation.isPending} className="mb-6" /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceCard
          kind="radio"
          isSelected={false}
          icon={Mic}
          title={t('studio.options.audio')}
          description={t('studio.options.audioDescription')}
          onSelect={() => void navigate('/audio')}
          disabled={mutation.isPending}
        />
        <ChoiceCard
          kind="radio"
          isSelected={false}
          icon={Type}
          title={t('studio.options.text')}
          description={t('studio.options.textDescription')}
          onSelect={() => void navigate('/text')}
          disabled={mutation.isPending}
        />
        <ChoiceCard
          kind="radio"
          isSelected={mutation.isPending}
          icon={Sparkles}
          title={t('studio.options.smart')}
          description={t('studio.options.smartDescription')}
          onSelect={smart}
          disabled={mutation.isPending}
        />
        <ChoiceCard
          kind="radio"
          isSelected={false}
          icon={Clapperboard}
          title={t('studio.options.reels')}
          description={t('studio.options.reelsDescription')}
          onSelect={() => void navigate('/reels')}
          disabled={mutation.isPending}
        />
      </div>
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
