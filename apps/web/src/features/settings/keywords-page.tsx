import { UI_TIMINGS } from '@postcraft/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { getErrorMessage } from '../../lib/api-client';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { useAuth } from '../auth/use-auth';
import { SettingsShell } from './settings-shell';
import { UpdateBar } from './update-bar';
import { useGoBack } from './use-go-back';
import { useSettingsUpdate } from './use-settings-update';

/**
 * /keywords: the brand's key phrases and taglines. Unchanged text just goes back; a change is
 * saved trimmed, then /settings opens (1.2 s).
 */
export function KeywordsPage() {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useAuth();
  const goBack = useGoBack('/settings');
  const navigateLater = useDelayedNavigate();
  const saved = user?.brandKeywords ?? '';
  const [keywords, setKeywords] = useState(saved);
  const { save, notice, setNotice, isDone, isSaving, isLocked } = useSettingsUpdate({
    success: t('settings.keywords.success'),
    failure: (error) => t('settings.errorWithMessage', { message: getErrorMessage(error, t) }),
  });

  function update() {
    const trimmed = keywords.trim();
    if (trimmed === saved.trim()) {
      goBack();
      return;
    }
    save({ brandKeywords: trimmed }, () => {
      setKeywords(trimmed);
      navigateLater('/settings', UI_TIMINGS.redirectAfterSettingsSaveMs);
    });
  }

  return (
    <SettingsShell
      section="brand"
      title={t('settings.keywords.title')}
      description={t('settings.keywords.description')}
      backTo={{ to: '/settings', label: t('settings.backToBrand') }}
    >
      <Card>
        <CardContent className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-keywords`}>{t('profile.keywords.label')}</Label>
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {t('profile.keywords.hint')}
            </p>
            <Textarea
              id={`${id}-keywords`}
              aria-describedby={`${id}-hint`}
              value={keywords}
              onChange={(event) => {
                setKeywords(event.target.value);
                setNotice(null);
              }}
              placeholder={t('profile.keywords.placeholder')}
              maxLength={2000}
              rows={6}
              disabled={isLocked}
            />
          </div>
          <UpdateBar onUpdate={update} isUpdating={isSaving} isDisabled={isDone} notice={notice} />
        </CardContent>
      </Card>
    </SettingsShell>
  );
}
