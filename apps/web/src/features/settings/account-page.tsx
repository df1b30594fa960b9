import { AUTH_LIMITS } from '@postcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { Lock, Mail } from 'lucide-react';
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
import { ApiError, getErrorMessage } from '../../lib/api-client';
import { PasswordInput } from '../auth/password-input';
import { PasswordMatchHint, PasswordStrengthMeter } from '../auth/password-strength-meter';
import { useAuth } from '../auth/use-auth';
import { DeleteAccountSection } from './delete-account-section';
import { NotificationSettingsCard } from './notification-settings-card';
import { changePassword } from './profile.api';
import { SettingsShell } from './settings-shell';

const EMPTY_PASSWORDS = { oldPassword: '', newPassword: '', confirmPassword: '' };
type PasswordValues = typeof EMPTY_PASSWORDS;

/** The API's answer to a wrong old password. */
function isWrongOldPassword(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'invalid_old_password';
}

function PasswordForm() {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<PasswordValues>(EMPTY_PASSWORDS);
  const [isOldPasswordWrong, setIsOldPasswordWrong] = useState(false);
  const [notice, setNotice] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const mutation = useMutation({ mutationFn: changePassword });

  function setField(field: keyof PasswordValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'oldPassword') setIsOldPasswordWrong(false);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values.oldPassword || !values.newPassword || !values.confirmPassword) {
      setNotice({ tone: 'error', text: t('account.missingFields') });
      return;
    }
    if (values.newPassword.length < AUTH_LIMITS.passwordMinLength) {
      setNotice({
        tone: 'error',
        text: t('auth.validation.passwordTooShort', { min: AUTH_LIMITS.passwordMinLength }),
      });
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      setNotice({ tone: 'error', text: t('auth.validation.passwordsDoNotMatch') });
      return;
    }
    setNotice(null);
    mutation.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY_PASSWORDS);
        setIsOldPasswordWrong(false);
        setNotice({ tone: 'success', text: t('account.success') });
      },
      onError: (error) => {
        if (isWrongOldPassword(error)) {
          setIsOldPasswordWrong(true);
          setNotice(null);
          document.getElementById(`${id}-old`)?.focus();
          return;
        }
        setNotice({ tone: 'error', text: getErrorMessage(error, t, t('account.failed')) });
      },
    });
  }

  return (
    <form className="flex flex-col gap-5" onSubmit={handleSubmit} noValidate>
      <div className="flex flex-col gap-2 sm:w-[calc(50%-0.625rem)]">
        <Label htmlFor={`${id}-old`}>{t('account.oldPassword')}</Label>
        <PasswordInput
          id={`${id}-old`}
          name="oldPassword"
          autoComplete="current-password"
          value={values.oldPassword}
          aria-invalid={isOldPasswordWrong || undefined}
          aria-describedby={isOldPasswordWrong ? `${id}-old-error` : undefined}
          onChange={(event) => setField('oldPassword', event.target.value)}
        />
        {isOldPasswordWrong ? (
          <p id={`${id}-old-error`} role="alert" className="text-xs font-medium text-danger">
            {t('account.oldPasswordIncorrect')}
          </p>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-new`}>{t('account.newPassword')}</Label>
          <PasswordInput
            id={`${id}-new`}
            name="newPassword"
            autoComplete="new-password"
            value={values.newPassword}
            aria-describedby={values.newPassword ? `${id}-strength` : undefined}
            onChange={(event) => setField('newPassword', event.target.value)}
          />
          <PasswordStrengthMeter id={`${id}-strength`} password={values.newPassword} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-confirm`}>{t('account.confirmPassword')}</Label>
          <PasswordInput
            id={`${id}-confirm`}
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            aria-describedby={values.confirmPassword ? `${id}-match` : undefined}
            onChange={(event) => setField('confirmPassword', event.target.value)}
          />
          <PasswordMatchHint
            id={`${id}-match`}
            password={values.newPassword}
            confirmation={values.confirmPassword}
          />
        </div>
      </div>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('account.submitting') : t('account.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * /account: the sign-in email (read only), the password change with the strength meter, and
 * the danger zone that deletes the account.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useAuth();

  return (
    <SettingsShell
      section="account"
      title={t('account.title')}
      description={t('account.description')}
    >
      <Card>
        <CardHeader>
          <CardTitle className="inline-flex items-center gap-2">
            <Mail className="size-4.5 text-primary" aria-hidden="true" />
            {t('account.emailTitle')}
          </CardTitle>
          <CardDescription>{t('account.emailHint')}</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="flex max-w-md flex-col gap-2">
            <Label htmlFor={`${id}-email`}>{t('account.email')}</Label>
            <Input
              id={`${id}-email`}
              type="email"
              value={user?.email ?? ''}
              readOnly
              className="bg-muted text-muted-foreground"
            />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="inline-flex items-center gap-2">
            <Lock className="size-4.5 text-primary" aria-hidden="true" />
            {t('account.passwordTitle')}
          </CardTitle>
          <CardDescription>{t('account.passwordDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
      <NotificationSettingsCard />
      <DeleteAccountSection />
    </SettingsShell>
  );
}
