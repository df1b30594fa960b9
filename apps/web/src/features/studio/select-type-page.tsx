import type { PostType } from '@postcraft/contracts';
import { Clapperboard, Image } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from '../../components/choice-card';
import { Button } from '../../components/ui/button';
import { updateDraft, useDraft } from './draft-store';
import { StudioFrame } from './studio-frame';
import { useNextStep } from './use-next-step';

/** Spec 001 §2 screen 8: videos and/or static posts; Next with at least one. */
export function SelectTypePage() {
  const { t } = useTranslation();
  const draft = useDraft();
  const goNext = useNextStep();

  const toggle = (type: PostType) => {
    const selectedTypes = draft.selectedTypes.includes(type)
      ? draft.selectedTypes.filter((selected) => selected !== type)
      : [...draft.selectedTypes, type];
    // A static post is what can be generated today, so it wins when both are ticked.
    const postType: PostType = selectedTypes.includes('image')
      ? 'image'
      : selectedTypes.includes('video')
        ? 'video'
        : draft.postType;
    updateDraft({ selectedTypes, postType });
  };

  return (
    <StudioFrame title={t('studio.selectType.title')} backTo="/choose-source">
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceCard
          kind="checkbox"
          icon={Clapperboard}
          isSelected={draft.selectedTypes.includes('video')}
          onSelect={() => toggle('video')}
          title={t('studio.selectType.video')}
          description={t('studio.selectType.videoDescription')}
        />
        <ChoiceCard
          kind="checkbox"
          icon={Image}
          isSelected={draft.selectedTypes.includes('image')}
          onSelect={() => toggle('image')}
          title={t('studio.selectType.image')}
          description={t('studio.selectType.imageDescription')}
        />
      </div>
      {draft.selectedTypes.length > 0 ? (
        <div className="mt-6 flex justify-end">
          {/* A dashboard idea already chose the way: generate from its text. */}
          <Button onClick={() => goNext(draft.prompt ? '/text' : '/generation-opt')}>
            {t('studio.next')}
          </Button>
        </div>
      ) : null}
    </StudioFrame>
  );
}
