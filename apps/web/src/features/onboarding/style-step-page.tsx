import {
  DEFAULT_CONTENT_TYPES,
  type ContentTypeId,
  type VoiceToneLabel,
} from '@postcraft/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/use-auth';
import { toContentTypeSelections, toVoiceToneSelection } from '../settings/brand-catalog';
import { ContentTypeGrid } from '../settings/content-type-grid';
import { VoiceToneGrid } from '../settings/voice-tone-grid';
import { OnboardingStepFrame } from './onboarding-step-frame';
import { StepSection } from './step-section';
import { useStepSave } from './use-step-save';

/**
 * Step 3, the style: one voice tone and any content types (videos and static posts preselected
 * for a user who has none). Next needs a tone; 'Let AI decide for me' is one.
 */
export function StyleStepPage() {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useAuth();
  const [tone, setTone] = useState<VoiceToneLabel | null>(() => user?.voiceTone?.label ?? null);
  const [types, setTypes] = useState<ContentTypeId[]>(() => {
    const saved = user?.preferredContentTypes.map((type) => type.type) ?? [];
    return saved.length > 0 ? saved : [...DEFAULT_CONTENT_TYPES];
  });
  const { saveAndContinue, isSaving, error } = useStepSave('style');

  return (
    <OnboardingStepFrame
      step="style"
      title={t('onboarding.style.title')}
      description={t('onboarding.style.description')}
      canContinue={tone !== null}
      blockedHint={t('onboarding.style.blockedHint')}
      isSaving={isSaving}
      error={error}
      onNext={() => {
        if (!tone) return;
        saveAndContinue({
          fields: {
            voiceTone: toVoiceToneSelection(tone),
            preferredContentTypes: toContentTypeSelections(types),
          },
        });
      }}
    >
      <StepSection id={`${id}-tone`} title={t('onboarding.style.toneTitle')}>
        <VoiceToneGrid value={tone} onChange={setTone} disabled={isSaving} />
      </StepSection>
      <StepSection
        id={`${id}-types`}
        title={t('onboarding.style.typesTitle')}
        hint={t('onboarding.style.typesHint')}
      >
        <ContentTypeGrid value={types} onChange={setTypes} disabled={isSaving} />
      </StepSection>
    </OnboardingStepFrame>
  );
}
