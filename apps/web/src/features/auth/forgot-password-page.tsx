import { UI_TIMINGS } from '@postcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Notice, type NoticeTone } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { requestPasswordReset } from './auth.api';
import { AuthField, AuthPageHeader, EmailInput } from './auth-form-parts';
import { startVerificationFlow } from './verification-flow';

/** 'Recover Password': mails a code, then the verification screen takes over in recovery mode. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const id = useId();
  const navigateLater = useDelayedNavigate();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const [isDone, setIsDone] = useState(false);
  const recoverMutation = useMutation({ mutationFn: requestPasswordReset });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typedEmail = email.trim();
    if (typedEmail === '') {
      setNotice({ tone: 'error', text: t('auth.validation.requiredFields') });
      return;
    }
    setNotice(null);
    recoverMutation.mutate(typedEmail, {
      onSuccess: () => {
        setIsDone(true);
        setNotice({ tone: 'success', text: t('auth.forgot.success') });
        startVerificationFlow({ email: typedEmail, mode: 'forgot' });
        navigateLater('/verifyCode', UI_TIMINGS.redirectAfterAuthMs);
      },
      onError: (error) => {
        const message = getErrorMessage(error, t, t('auth.forgot.fallback'));
        setNotice({ tone: 'error', text: t('auth.forgot.failed', { message }) });
      },
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <AuthPageHeader title={t('auth.forgot.title')}>{t('auth.forgot.subtitle')}</AuthPageHeader>

      <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
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

        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}

        <Button
          type="submit"
          size="lg"
          className="mt-1 w-full"
          disabled={recoverMutation.isPending || isDone}
        >
          {recoverMutation.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
        </Button>
      </form>

      <Button asChild variant="ghost" className="self-center text-muted-foreground">
        <Link to="/login">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('auth.backToLogin')}
        </Link>
      </Button>
    </div>
  );
}
