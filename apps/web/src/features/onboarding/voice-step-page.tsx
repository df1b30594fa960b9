import type { ContentGoal } from '@postcraft/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Textarea } from '../../components/ui/textarea';
import { useAuth } from '../auth/use-auth';
import { BrandColorsEditor } from '../settings/brand-colors-editor';
import { ContentGoalsPicker } from '../settings/content-goals-picker';
import { LogoUpload } from '../settings/logo-upload';
import { OnboardingStepFrame } from './onboarding-step-frame';
import { StepSection } from './step-section';
import { useStepSave } from './use-step-save';

/**
 * Step 2, the brand voice: content goals, brand keywords, brand colours and the logo. Next saves
 * them in one update, as multipart form data when a new logo was picked.
 */
export function VoiceStepPage() {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useAuth();
  const [goals, setGoals] = useState<ContentGoal[]>(() => user?.contentGoals ?? []);
  const [keywords, setKeywords] = useState(() => user?.brandKeywords ?? '');
  const [colors, setColors] = useState<string[]>(() => user?.brandColors ?? []);
  const [logo, setLogo] = useState<File | null>(null);
  const { saveAndContinue, isSaving, error } = useStepSave('voice');

  return (
    <OnboardingStepFrame
      step="voice"
      title={t('onboarding.voice.title')}
      description={t('onboarding.voice.description')}
      canContinue
      isSaving={isSaving}
      error={error}
      onNext={() =>
        saveAndContinue({
          fields: { contentGoals: goals, brandKeywords: keywords.trim(), brandColors: colors },
          logo,
        })
      }
    >
      <StepSection
        id={`${id}-goals`}
        title={t('onboarding.voice.goalsTitle')}
        hint={t('onboarding.voice.goalsHint')}
      >
        <ContentGoalsPicker
          label={t('onboarding.voice.goalsTitle')}
          value={goals}
          onChange={setGoals}
          disabled={isSaving}
        />
      </StepSection>

      <StepSection
        id={`${id}-keywords`}
        title={t('profile.keywords.label')}
        hint={t('profile.keywords.hint')}
      >
        <Textarea
          aria-labelledby={`${id}-keywords`}
          value={keywords}
          onChange={(event) => setKeywords(event.target.value)}
          placeholder={t('profile.keywords.placeholder')}
          maxLength={2000}
          disabled={isSaving}
        />
      </StepSection>

      <div className="grid gap-8 lg:grid-cols-2">
        <StepSection id={`${id}-colors`} title={t('profile.colors.label')}>
          <BrandColorsEditor colors={colors} onChange={setColors} disabled={isSaving} />
        </StepSection>

        <StepSection id={`${id}-logo`} title={t('profile.logo.label')}>
          <LogoUpload
            savedUrl={user?.brandLogo ?? null}
            file={logo}
            onFileChange={setLogo}
            disabled={isSaving}
          />
        </StepSection>
      </div>
    </OnboardingStepFrame>
  );
}
