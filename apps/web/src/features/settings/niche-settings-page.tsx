import { UI_TIMINGS, type NicheId } from '@postcraft/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../components/ui/card';
import { getErrorMessage } from '../../lib/api-client';
import { useAuth } from '../auth/use-auth';
import { toNicheSelection } from './brand-catalog';
import { NicheGrid } from './niche-grid';
import { SettingsShell } from './settings-shell';
import { UpdateBar, type UpdateNotice } from './update-bar';
import { useGoBack } from './use-go-back';
import { useSaveProfile } from './use-save-profile';

/** /nichesettings: the niche grid; Update is disabled until one is chosen, then goes back. */
export function NicheSettingsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const saveProfile = useSaveProfile();
  const goBack = useGoBack('/settings');
  const [niche, setNiche] = useState<NicheId | null>(() => user?.niche?.type ?? null);
  const [notice, setNotice] = useState<UpdateNotice | null>(null);
  const [isDone, setIsDone] = useState(false);

  function update() {
    if (!niche) return;
    setNotice(null);
    saveProfile.mutate(
      { fields: { niche: toNicheSelection(niche) } },
      {
        onSuccess: () => {
          setIsDone(true);
          setNotice({ tone: 'success', text: t('settings.niche.success') });
          goBack(UI_TIMINGS.redirectAfterSettingsSaveMs);
        },
        onError: (error) =>
          setNotice({
            tone: 'error',
            text: t('settings.errorWithMessage', { message: getErrorMessage(error, t) }),
          }),
      },
    );
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
            disabled={saveProfile.isPending || isDone}
          />
          <UpdateBar
            onUpdate={update}
            isUpdating={saveProfile.isPending}
            isDisabled={niche === null || isDone}
            notice={notice}
          />
        </CardContent>
      </Card>
    </SettingsShell>
  );
}
