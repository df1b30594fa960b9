import { Sparkles, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChoiceCard } from '../../components/choice-card';
import { StudioFrame } from './studio-frame';

/** Spec 001 §2 screen 7: generate with Postcraft or upload from the computer. */
export function ChooseSourcePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StudioFrame title={t('studio.chooseSource.title')} backTo="/select">
      <div role="radiogroup" className="grid gap-4 sm:grid-cols-2">
        <ChoiceCard
          kind="radio"
          isSelected={false}
          icon={Sparkles}
          title={t('studio.chooseSource.generate')}
          description={t('studio.chooseSource.generateDescription')}
          onSelect={() => void navigate('/select-type')}
        />
        <ChoiceCard
          kind="radio"
          isSelected={false}
          icon={Upload}
          title={t('studio.chooseSource.upload')}
          description={t('studio.chooseSource.uploadDescription')}
          onSelect={() => void navigate('/upload')}
        />
      </div>
    </StudioFrame>
  );
}
