import type { NicheId } from '@postcraft/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/use-auth';
import { toNicheSelection } from '../settings/brand-catalog';
import { NicheGrid } from '../settings/niche-grid';
import { OnboardingStepFrame } from './onboarding-step-frame';
import { useStepSave } from './use-step-save';

/** Step 1: the kind of account the user runs. Next stays disabled until a niche is chosen. */
export function NicheStepPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [niche, setNiche] = useState<NicheId | null>(() => user?.niche?.type ?? null);
  const { saveAndContinue, isSaving, error } = useStepSave('niche');

  return (
    <OnboardingStepFrame
      step="niche"
      title={t('onboarding.niche.title')}
      description={t('onboarding.niche.description')}
      canContinue={niche !== null}
      blockedHint={t('onboarding.niche.blockedHint')}
      isSaving={isSaving}
      error={error}
      onNext={() => {
        if (niche) saveAndContinue({ fields: { niche: toNicheSelection(niche) } });
      }}
    >
      <NicheGrid value={niche} onChange={setNiche} disabled={isSaving} />
    </OnboardingStepFrame>
  );
}
