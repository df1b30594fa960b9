import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../lib/api-client';
import { useAuth } from '../auth/use-auth';
import type { ProfileUpdate } from '../settings/profile.api';
import { useSaveProfile } from '../settings/use-save-profile';
import { useOnboardingNavigation } from './onboarding-navigation';
import { getNextStepPath, type OnboardingStep } from './onboarding-steps';

/**
 * Next of an onboarding step: save the step's part of the profile, then move on. A failure
 * keeps the person on the step, with what they entered, and says what went wrong.
 */
export function useStepSave(step: OnboardingStep) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { goTo } = useOnboardingNavigation();
  const saveProfile = useSaveProfile();
  const [error, setError] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);

  function saveAndContinue(update: ProfileUpdate) {
    if (!user) {
      setError(t('onboarding.noUser'));
      return;
    }
    setError(null);
    saveProfile.mutate(update, {
      onSuccess: () => {
        setIsLeaving(true);
        goTo(getNextStepPath(step), 'forward');
      },
      onError: (failure) => {
        setError(t('onboarding.saveFailed', { message: getErrorMessage(failure, t) }));
      },
    });
  }

  return { saveAndContinue, isSaving: saveProfile.isPending || isLeaving, error };
}
