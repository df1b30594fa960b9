import { AUTH_LIMITS, UI_TIMINGS } from '@postcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Notice, type NoticeTone } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { registerUser } from './auth.api';
import { AuthField, AuthPageHeader, EmailInput } from './auth-form-parts';
import { PasswordInput } from './password-input';
import { PasswordMatchHint, PasswordStrengthMeter } from './password-strength-meter';
import { getCleanSignupSearch, readSignupPrefill } from './signup-prefill';
import {
  EMPTY_SIGNUP_VALUES,
  toRegisterBody,
  validateSignup,
  type SignupProblem,
  type SignupValues,
} from './signup-validation';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { startVerificationFlow } from './verification-flow';

const TEXT_FIELDS = ['firstName', 'lastName', 'companyName'] as const;

/**
 * Registration. Email and password may arrive prefilled, from the login screen (router state) or
 * from `email`/`password` query parameters; both are removed from the address and history
 * entry at once. On success the verification screen takes over with the email.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [values, setValues] = useState<SignupValues>(() => ({
    ...EMPTY_SIGNUP_VALUES,
    ...readSignupPrefill(location),
  }));
  const [notice, setNotice] = useState<{ tone: NoticeTone; text: string } | null>(null);
  /** What the last submit found wrong; it goes away as soon as the fields no longer have it. */
  const [problem, setProblem] = useState<SignupProblem | null>(null);
  const [isDone, setIsDone] = useState(false);
  const registerMutation = useMutation({ mutationFn: registerUser });

  useEffect(() => {
    const cleanSearch = getCleanSignupSearch(location);
    if (cleanSearch === null) return;
    setValues((current) => ({ ...current, ...readSignupPrefill(location) }));
    void navigate(
      { pathname: location.pathname, search: cleanSearch, hash: location.hash },
      { replace: true, state: null },
    );
  }, [location, navigate]);

  function setField(field: keyof SignupValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (problem && validateSignup(next) !== problem) setProblem(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSignup(values);
    setProblem(found);
    if (found) {
      setNotice(null);
      return;
    }
    setNotice(null);
    registerMutation.mutate(toRegisterBody(values), {
      onSuccess: (user) => {
        setIsDone(true);
        setNotice({ tone: 'success', text: t('auth.signup.success') });
        startVerificationFlow({ email: user.email || values.email.trim(), mode: 'signup' });
        navigateLater('/verifyCode', UI_TIMINGS.redirectAfterSignupMs);
      },
      onError: (error) => {
        setNotice({ tone: 'error', text: getErrorMessage(error, t, t('auth.signup.failed')) });
      },
    });
  }

  const isBusy = registerMutation.isPending || isDone;

  return (
    <div className="flex flex-col gap-6">
      <AuthPageHeader title={t('auth.signup.title')}>{t('auth.signup.subtitle')}</AuthPageHeader>

      <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
        <div className="grid grid-cols-2 gap-3">
          {TEXT_FIELDS.map((field) => (
            <div key={field} className={field === 'companyName' ? 'col-span-2' : undefined}>
              <AuthField id={`${id}-${field}`} label={t(`auth.fields.${field}`)}>
                <Input
                  id={`${id}-${field}`}
                  name={field}
                  required
                  autoComplete={
                    field === 'firstName'
                      ? 'given-name'
                      : field === 'lastName'
                        ? 'family-name'
                        : 'organization'
                  }
                  value={values[field]}
                  onChange={(event) => setField(field, event.target.value)}
                  placeholder={t(`auth.fields.${field}Placeholder`)}
                />
              </AuthField>
            </div>
          ))}
        </div>

        <AuthField id={`${id}-email`} label={t('auth.fields.email')}>
          <EmailInput
            id={`${id}-email`}
            name="email"
            required
            value={values.email}
            onChange={(event) => setField('email', event.target.value)}
            placeholder={t('auth.fields.emailPlaceholder')}
          />
        </AuthField>

        <AuthField
          id={`${id}-password`}
          label={t('auth.fields.password')}
          help={<PasswordStrengthMeter id={`${id}-strength`} password={values.password} />}
        >
          <PasswordInput
            id={`${id}-password`}
            name="password"
            autoComplete="new-password"
            required
            aria-describedby={values.password ? `${id}-strength` : undefined}
            value={values.password}
            onChange={(event) => setField('password', event.target.value)}
            placeholder={t('auth.fields.newPasswordPlaceholder')}
          />
        </AuthField>

        <AuthField
          id={`${id}-confirm`}
          label={t('auth.fields.confirmPassword')}
          help={
            <PasswordMatchHint
              id={`${id}-match`}
              password={values.password}
              confirmation={values.confirmPassword}
            />
          }
        >
          <PasswordInput
            id={`${id}-confirm`}
            name="confirmPassword"
            autoComplete="new-password"
            required
            aria-describedby={values.confirmPassword ? `${id}-match` : undefined}
            value={values.confirmPassword}
            onChange={(event) => setField('confirmPassword', event.target.value)}
            placeholder={t('auth.fields.confirmPasswordPlaceholder')}
          />
        </AuthField>

        {problem ? (
          <Notice tone="error">
            {t(`auth.validation.${problem}`, { min: AUTH_LIMITS.passwordMinLength })}
          </Notice>
        ) : null}
        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}

        <Button type="submit" size="lg" className="mt-1 w-full" disabled={isBusy}>
          {registerMutation.isPending ? t('auth.signup.submitting') : t('auth.signup.submit')}
        </Button>
      </form>

      <SocialSignInButtons />

      <p className="border-t border-border pt-5 text-center text-sm text-muted-foreground">
        {t('auth.signup.haveAccount')}{' '}
        <Link
          to="/login"
          className="rounded font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {t('auth.signup.login')}
        </Link>
      </p>
    </div>
  );
}
