import { UI_TIMINGS } from '@postcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Notice, type NoticeTone } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { AuthField, AuthPageHeader, EmailInput } from './auth-form-parts';
import { classifyLoginError } from './login-error';
import { PasswordInput } from './password-input';
import type { SignupPrefill } from './signup-prefill';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { getHomePath, useAuth } from './use-auth';
import { startVerificationFlow } from './verification-flow';

/** Router state handed to /verifyCode when the account exists but its email is not verified. */
export interface VerifyCodeArrival {
  reason: 'emailNotVerified';
}

/**
 * The login screen (also shown for unknown paths). A signed-in visitor is sent on: to onboarding
 * on a first visit, else to the profile.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const { user, login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [notice, setNotice] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const loginMutation = useMutation({ mutationFn: login });

  if (user) return <Navigate to={getHomePath(user)} replace />;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const typedEmail = email.trim();
    loginMutation.mutate(
      { email: typedEmail, password, rememberMe },
      {
        onError: (error) => {
          switch (classifyLoginError(error)) {
            case 'userNotFound': {
              setIsLeaving(true);
              setNotice({ tone: 'info', text: t('auth.login.noAccountRedirect') });
              // Router state, never the address: the password must not reach history or logs.
              const prefill: SignupPrefill = { email: typedEmail, password };
              navigateLater('/signup', UI_TIMINGS.redirectAfterAuthMs, { state: prefill });
              break;
            }
            case 'invalidCredentials':
              setNotice({ tone: 'error', text: t('auth.login.invalidCredentials') });
              break;
            case 'emailNotVerified': {
              setIsLeaving(true);
              startVerificationFlow({ email: typedEmail, mode: 'signup' });
              const arrival: VerifyCodeArrival = { reason: 'emailNotVerified' };
              void navigate('/verifyCode', { state: arrival });
              break;
            }
            default:
              setNotice({ tone: 'error', text: getErrorMessage(error, t) });
          }
        },
      },
    );
  }

  const isBusy = loginMutation.isPending || isLeaving;

  return (
    <div className="flex flex-col gap-6">
      <AuthPageHeader title={t('auth.login.title')}>{t('auth.login.subtitle')}</AuthPageHeader>

      <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
        <AuthField id={`${id}-email`} label={t('auth.fields.email')}>
          <EmailInput
            id={`${id}-email`}
            name="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={t('auth.fields.emailPlaceholder')}
          />
        </AuthField>

        <AuthField id={`${id}-password`} label={t('auth.fields.password')}>
          <PasswordInput
            id={`${id}-password`}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            placeholder={t('auth.fields.passwordPlaceholder')}
          />
        </AuthField>

        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-remember`}
              name="rememberMe"
              checked={rememberMe}
              onCheckedChange={(checked) => setRememberMe(checked === true)}
            />
            <Label htmlFor={`${id}-remember`} className="font-normal text-muted-foreground">
              {t('auth.login.rememberMe')}
            </Label>
          </div>
          <Link
            to="/forgotPassword"
            className="rounded text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {t('auth.login.forgotPassword')}
          </Link>
        </div>

        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}

        <Button type="submit" size="lg" className="mt-1 w-full" disabled={isBusy}>
          {loginMutation.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>

      <SocialSignInButtons />

      <div className="flex flex-col items-center gap-3 border-t border-border pt-5">
        <p className="text-sm text-muted-foreground">{t('auth.login.noAccount')}</p>
        <Button asChild variant="secondary" className="w-full">
          <Link to="/signup">{t('auth.login.signUp')}</Link>
        </Button>
      </div>
    </div>
  );
}
