import { UI_TIMINGS, type VoiceToneLabel } from '@postcraft/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../components/ui/card';
import { useAuth } from '../auth/use-auth';
import { toVoiceToneSelection } from './brand-catalog';
import { SettingsShell } from './settings-shell';
import { UpdateBar, type UpdateNotice } from './update-bar';
import { useGoBack } from './use-go-back';
import { useSaveProfile } from './use-save-profile';
import { VoiceToneGrid } from './voice-tone-grid';

/** /voicesettings: one of the six tones; after saving it goes back (2.5 s). */
export function VoiceSettingsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const saveProfile = useSaveProfile();
  const goBack = useGoBack('/profile');
  const [tone, setTone] = useState<VoiceToneLabel | null>(() => user?.voiceTone?.label ?? null);
  const [notice, setNotice] = useState<UpdateNotice | null>(null);
  const [isDone, setIsDone] = useState(false);

  function update() {
    if (!tone) {
      setNotice({ tone: 'error', text: t('settings.voice.noSelection') });
      return;
    }
    setNotice(null);
    saveProfile.mutate(
      { fields: { voiceTone: toVoiceToneSelection(tone) } },
      {
        onSuccess: () => {
          setIsDone(true);
          setNotice({ tone: 'success', text: t('settings.voice.success') });
          goBack(UI_TIMINGS.redirectAfterVoiceSaveMs);
        },
        onError: () => setNotice({ tone: 'error', text: t('settings.voice.failed') }),
      },
    );
  }

  return (
    <SettingsShell
      section="profile"
      title={t('settings.voice.title')}
      description={t('settings.voice.description')}
      backTo={{ to: '/profile', label: t('settings.backToProfile') }}
    >
      <Card>
        <CardContent className="flex flex-col gap-6">
          <VoiceToneGrid
            value={tone}
            onChange={(label) => {
              setTone(label);
              setNotice(null);
            }}
            disabled={saveProfile.isPending || isDone}
          />
          <UpdateBar
            onUpdate={update}
            isUpdating={saveProfile.isPending}
            isDisabled={isDone}
            notice={notice}
          />
        </CardContent>
      </Card>
    </SettingsShell>
  );
}
