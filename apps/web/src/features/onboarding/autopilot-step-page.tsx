import { AUTOPILOT_DEFAULTS } from '@postcraft/contracts';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useAuth } from '../auth/use-auth';
import {
  AccountConnectionDialogs,
  ConnectionErrorNotice,
} from '../connections/account-connection-dialogs';
import { useAccountConnections } from '../connections/use-account-connections';
import { AutopilotControls, type AutopilotSettings } from '../settings/autopilot-controls';
import { ConnectedAccountsList } from '../settings/connected-accounts-list';
import { OnboardingStepFrame } from './onboarding-step-frame';
import { StepSection } from './step-section';
import { useStepSave } from './use-step-save';

/**
 * Step 4, autopilot: enable, approve first, posting frequency, and the connected accounts, with
 * Add Account. Finishing saves the settings, marks onboarding done and opens /create-prompt.
 */
export function AutopilotStepPage() {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useAuth();
  const [settings, setSettings] = useState<AutopilotSettings>(
    () => user?.autopilotSettings ?? { ...AUTOPILOT_DEFAULTS },
  );
  const { saveAndContinue, isSaving, error } = useStepSave('autopilot');
  const connections = useAccountConnections();
  const accounts = user?.connectedAccounts ?? [];

  return (
    <OnboardingStepFrame
      step="autopilot"
      title={t('onboarding.autopilot.title')}
      description={t('onboarding.autopilot.description')}
      canContinue
      nextLabel={t('onboarding.finish')}
      isSaving={isSaving}
      error={error}
      onNext={() =>
        saveAndContinue({ fields: { autopilotSettings: settings, firstTimeLogged: false } })
      }
    >
      <StepSection id={`${id}-settings`} title={t('onboarding.autopilot.settingsTitle')}>
        <AutopilotControls
          settings={settings}
          disabled={isSaving}
          onEnabledChange={(enabled) => setSettings((current) => ({ ...current, enabled }))}
          onApprovePostsFirstChange={(approvePostsFirst) =>
            setSettings((current) => ({ ...current, approvePostsFirst }))
          }
          onPostingFrequencyChange={(postingFrequency) =>
            setSettings((current) => ({ ...current, postingFrequency }))
          }
        />
      </StepSection>
      <StepSection
        id={`${id}-accounts`}
        title={t('profile.accounts.title')}
        hint={t('onboarding.autopilot.accountsHint')}
      >
        <ConnectedAccountsList
          accounts={accounts}
          onReconnect={(account) => connections.reconnect(account.platform)}
          connectingPlatform={connections.connectingPlatform}
        />
        <ConnectionErrorNotice connections={connections} />
        <div>
          <Button variant="secondary" onClick={() => connections.setDialogOpen(true)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('settings.autopilot.add')}
          </Button>
        </div>
      </StepSection>
      <AccountConnectionDialogs connections={connections} connected={accounts} />
    </OnboardingStepFrame>
  );
}
