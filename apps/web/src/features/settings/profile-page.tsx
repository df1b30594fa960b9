import type { User } from '@postcraft/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Notice, type NoticeTone } from '../../components/ui/notice';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../auth/use-auth';
import { SettingsShell } from './settings-shell';
import { ProfileSummaries } from './profile-summaries';
import { TimeZoneCard } from './time-zone-card';
import { useSaveProfile } from './use-save-profile';

const NAME_FIELDS = ['firstName', 'lastName', 'companyName'] as const;
type NameField = (typeof NAME_FIELDS)[number];
type NameValues = Record<NameField, string>;

const AUTOCOMPLETE: Record<NameField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  companyName: 'organization',
};

function NameForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const saveProfile = useSaveProfile();
  const [values, setValues] = useState<NameValues>(() => ({
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: user.companyName,
  }));
  const [missing, setMissing] = useState<NameField[]>([]);
  const [notice, setNotice] = useState<{ tone: NoticeTone; text: string } | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const empty = NAME_FIELDS.filter((field) => values[field].trim() === '');
    setMissing(empty);
    if (empty.length > 0) {
      setNotice(null);
      document.getElementById(`${id}-${empty[0]}`)?.focus();
      return;
    }
    setNotice(null);
    saveProfile.mutate(
      {
        fields: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          companyName: values.companyName.trim(),
        },
      },
      {
        onSuccess: (saved) => {
          setValues({
            firstName: saved.firstName,
            lastName: saved.lastName,
            companyName: saved.companyName,
          });
          setNotice({ tone: 'success', text: t('profile.page.success') });
        },
        onError: (error) => {
          const detail = error instanceof ApiError ? error.serverMessage : undefined;
          const failed = t('profile.page.failed');
          setNotice({ tone: 'error', text: detail ? `${failed} ${detail}` : failed });
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.page.personalTitle')}</CardTitle>
        <CardDescription>{t('profile.page.personalDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-5" onSubmit={handleSubmit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            {NAME_FIELDS.map((field) => {
              const isMissing = missing.includes(field);
              const fieldId = `${id}-${field}`;
              return (
                <div
                  key={field}
                  className={
                    field === 'companyName'
                      ? 'flex flex-col gap-2 sm:col-span-2'
                      : 'flex flex-col gap-2'
                  }
                >
                  <Label htmlFor={fieldId}>{t(`profile.page.${field}`)}</Label>
                  <Input
                    id={fieldId}
                    name={field}
                    required
                    autoComplete={AUTOCOMPLETE[field]}
                    value={values[field]}
                    aria-invalid={isMissing || undefined}
                    aria-describedby={isMissing ? `${fieldId}-error` : undefined}
                    onChange={(event) => {
                      const { value } = event.target;
                      setValues((current) => ({ ...current, [field]: value }));
                      if (value.trim() !== '') {
                        setMissing((current) => current.filter((name) => name !== field));
                      }
                    }}
                  />
                  {isMissing ? (
                    <p id={`${fieldId}-error`} className="text-xs font-medium text-danger">
                      {t('profile.page.required')}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
          {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
          <div>
            <Button type="submit" disabled={saveProfile.isPending}>
              {saveProfile.isPending ? t('profile.page.saving') : t('profile.page.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** /profile: names and company (all required), the time zone, and the brand profile at a glance. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();

  return (
    <SettingsShell
      section="profile"
      title={t('profile.page.title')}
      description={t('profile.page.description')}
    >
      {user ? <NameForm user={user} /> : null}
      {user ? <TimeZoneCard /> : null}
      <ProfileSummaries user={user} />
    </SettingsShell>
  );
}
