import { UI_TIMINGS, type VoiceToneLabel } from '@postcraft/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../components/ui/card';
import { useAuth } from '../auth/use-auth';
import { toVoiceToneSelection } from './brand-catalog';
import { SettingsShell } from './settings-shell';
import { UpdateBar } from './update-bar';
import { useGoBack } from './use-go-back';
import { useSettingsUpdate } from './use-settings-update';
import { VoiceToneGrid } from './voice-tone-grid';

/** /voicesettings: one of the six tones; after saving it goes back (2.5 s). */
export function VoiceSettingsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const goBack = useGoBack('/profile');
  const [tone, setTone] = useState<VoiceToneLabel | null>(() => user?.voiceTone?.label ?? null);
  const { save, notice, setNotice, isDone, isSaving, isLocked } = useSettingsUpdate({
    success: t('settings.voice.success'),
    failure: () => t('settings.voice.failed'),
  });

  function update() {
    if (!tone) {
      setNotice({ tone: 'error', text: t('settings.voice.noSelection') });
      return;
    }
    save({ voiceTone: toVoiceToneSelection(tone) }, () =>
      goBack(UI_TIMINGS.redirectAfterVoiceSaveMs),
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
            disabled={isLocked}
          />
          <UpdateBar onUpdate={update} isUpdating={isSaving} isDisabled={isDone} notice={notice} />
        </CardContent>
      </Card>
    </SettingsShell>
  );
}
