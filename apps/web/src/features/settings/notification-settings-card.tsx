import { NOTIFICATION_SETTINGS_DEFAULTS, type NotificationSettings } from '@postcraft/contracts';
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

type MailSetting = keyof NotificationSettings;

/** Each e-mail toggle, in the order shown, with its label and hint. */
const MAIL_SETTINGS = [
  {
    field: 'emailOnPostFailure',
    label: 'settings.notifications.emailOnPostFailure',
    hint: 'settings.notifications.emailOnPostFailureHint',
  },
  {
    field: 'emailOnAutopilotApproval',
    label: 'settings.notifications.emailOnAutopilotApproval',
    hint: 'settings.notifications.emailOnAutopilotApprovalHint',
  },
] as const satisfies readonly { field: MailSetting; label: string; hint: string }[];

/**
 * The notification settings: whether a failed scheduled post, and each batch of autopilot posts
 * awaiting approval, are also e-mailed. Each saves at once (shown changed straight away, put back
 * if the save fails), like the autopilot toggles.
 */
export function NotificationSettingsCard() {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useAuth();
  const saveProfile = useSaveProfile();
  const [settings, setSettings] = useState<NotificationSettings>(() => ({
    ...NOTIFICATION_SETTINGS_DEFAULTS,
    ...user?.notificationSettings,
  }));
  const [error, setError] = useState<string | null>(null);

  function change(field: MailSetting, value: boolean) {
    setSettings((current) => ({ ...current, [field]: value }));
    setError(null);
    saveProfile
      .mutateAsync({ fields: { notificationSettings: { [field]: value } } })
      .catch((failure: unknown) => {
        setSettings((current) =>
          current[field] === value ? { ...current, [field]: !value } : current,
        );
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
        <div className="flex flex-col divide-y divide-border">
          {MAIL_SETTINGS.map(({ field, label, hint }) => (
            <div
              key={field}
              className="flex items-center justify-between gap-6 py-3 first:pt-0 last:pb-0"
            >
              <div className="flex flex-col gap-1">
                <label
                  htmlFor={`${id}-${field}`}
                  className="cursor-pointer text-sm font-semibold text-foreground"
                >
                  {t(label)}
                </label>
                <p id={`${id}-${field}-hint`} className="text-sm text-muted-foreground">
                  {t(hint)}
                </p>
              </div>
              <Switch
                id={`${id}-${field}`}
                aria-describedby={`${id}-${field}-hint`}
                checked={settings[field]}
                onCheckedChange={(value) => change(field, value)}
              />
            </div>
          ))}
        </div>
        {error ? <Notice tone="error">{error}</Notice> : null}
      </CardContent>
    </Card>
  );
}
