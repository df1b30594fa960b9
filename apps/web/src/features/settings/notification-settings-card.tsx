import { NOTIFICATION_SETTINGS_DEFAULTS } from '@postcraft/contracts';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { Switch } from '../../components/ui/switch';
import { getErrorMessage } from '../../lib/api-client';
import { useAuth } from '../auth/use-auth';
import { useSaveProfile } from './use-save-profile';

/**
 * The notification settings: whether a failed scheduled post is also e-mailed. Saves at once
 * (shown changed straight away, put back if the save fails), like the autopilot toggles.
 */
export function NotificationSettingsCard() {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useAuth();
  const saveProfile = useSaveProfile();
  const [emailOnPostFailure, setEmailOnPostFailure] = useState(
    () =>
      user?.notificationSettings?.emailOnPostFailure ??
      NOTIFICATION_SETTINGS_DEFAULTS.emailOnPostFailure,
  );
  const [error, setError] = useState<string | null>(null);

  function change(value: boolean) {
    setEmailOnPostFailure(value);
    setError(null);
    saveProfile
      .mutateAsync({ fields: { notificationSettings: { emailOnPostFailure: value } } })
      .catch((failure: unknown) => {
        setEmailOnPostFailure(!value);
        setError(t('settings.notifications.saveFailed', { message: getErrorMessage(failure, t) }));
      });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="inline-flex items-center gap-2">
          <BellRing className="size-4.5 text-primary" aria-hidden="true" />
          {t('settings.notifications.title')}
        </CardTitle>
        <CardDescription>{t('settings.notifications.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-6">
          <div className="flex flex-col gap-1">
            <label
              htmlFor={`${id}-mail`}
              className="cursor-pointer text-sm font-semibold text-foreground"
            >
              {t('settings.notifications.emailOnPostFailure')}
            </label>
            <p id={`${id}-mail-hint`} className="text-sm text-muted-foreground">
              {t('settings.notifications.emailOnPostFailureHint')}
            </p>
          </div>
          <Switch
            id={`${id}-mail`}
            aria-describedby={`${id}-mail-hint`}
            checked={emailOnPostFailure}
            onCheckedChange={change}
          />
        </div>
        {error ? <Notice tone="error">{error}</Notice> : null}
      </CardContent>
    </Card>
  );
}
