import { Info, Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PasswordInput } from './password-input';
import { SocialSignInButtons } from './social-sign-in-buttons';

/**
 * The login screen (also shown for unknown paths). The form is complete; sending it to the API
 * arrives with the accounts work, so for now a submit only says so — it never pretends to log in.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const id = useId();
  const [isNoticeVisible, setIsNoticeVisible] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsNoticeVisible(true);
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5 text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">
          {t('auth.login.title')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('auth.login.subtitle')}</p>
      </div>

      <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-email`}>{t('auth.fields.email')}</Label>
          <div className="relative">
            <Mail
              className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              placeholder={t('auth.fields.emailPlaceholder')}
              className="pl-10"
            />
          </div>
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-password`}>{t('auth.fields.password')}</Label>
          <PasswordInput
            id={`${id}-password`}
            name="password"
            autoComplete="current-password"
            required
            placeholder={t('auth.fields.passwordPlaceholder')}
          />
        </div>

        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Checkbox id={`${id}-remember`} name="rememberMe" />
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

        {isNoticeVisible ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-xl border border-primary/25 bg-primary-soft px-3.5 py-3 text-sm text-foreground"
          >
            <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {t('auth.login.notAvailableYet')}
          </p>
        ) : null}

        <Button type="submit" size="lg" className="mt-1 w-full">
          {t('auth.login.submit')}
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
