import { UI_TIMINGS, type NicheId } from '@postcraft/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../components/ui/card';
import { getErrorMessage } from '../../lib/api-client';
import { useAuth } from '../auth/use-auth';
import { toNicheSelection } from './brand-catalog';
import { NicheGrid } from './niche-grid';
import { SettingsShell } from './settings-shell';
import { UpdateBar } from './update-bar';
import { useGoBack } from './use-go-back';
import { useSettingsUpdate } from './use-settings-update';

/** /nichesettings: the niche grid; Update is disabled until one is chosen, then goes back. */
export function NicheSettingsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const goBack = useGoBack('/settings');
  const [niche, setNiche] = useState<NicheId | null>(() => user?.niche?.type ?? null);
  const { save, notice, setNotice, isDone, isSaving, isLocked } = useSettingsUpdate({
    success: t('settings.niche.success'),
    failure: (error) => t('settings.errorWithMessage', { message: getErrorMessage(error, t) }),
  });

  function update() {
    if (!niche) return;
    save({ niche: toNicheSelection(niche) }, () => goBack(UI_TIMINGS.redirectAfterSettingsSaveMs));
  }

  return (
    <SettingsShell
      section="brand"
      title={t('settings.niche.title')}
      description={t('settings.niche.description')}
      backTo={{ to: '/settings', label: t('settings.backToBrand') }}
    >
      <Card>
        <CardContent className="flex flex-col gap-6">
          <NicheGrid
            value={niche}
            onChange={(id) => {
              setNiche(id);
              setNotice(null);
            }}
            disabled={isLocked}
          />
          <UpdateBar
            onUpdate={update}
            isUpdating={isSaving}
            isDisabled={niche === null || isDone}
            notice={notice}
          />
        </CardContent>
      </Card>
    </SettingsShell>
  );
}
