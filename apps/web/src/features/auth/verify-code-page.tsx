import { AUTH_LIMITS, UI_TIMINGS } from '@postcraft/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { EmailAddress } from '../../components/email-address';
import { Button } from '../../components/ui/button';
import { Notice, type NoticeTone } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { requestPasswordReset, verifyUser } from './auth.api';
import { AuthPageHeader } from './auth-form-parts';
import { setCurrentUser } from './use-auth';
import { EMPTY_CODE, isCodeComplete, type CodeDigits } from './verification-code';
import { VerificationCodeInput } from './verification-code-input';
import {
  endVerificationFlow,
  readVerificationFlow,
  rememberVerifiedRecoveryCode,
  type VerificationFlow,
} from './verification-flow';

function hasArrivedUnverified(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>).reason === 'emailNotVerified'
  );
}

/**
 * 'Enter your code': the emailed 6-digit code, for sign-up (which signs the user in) or for
 * password recovery (which leads to the reset screen). The flow comes from sessionStorage.
 */
export function VerifyCodePage() {
  const { t } = useTranslation();
  const [flow] = useState(readVerificationFlow);

  if (!flow) {
    return (
      <div className="flex flex-col gap-6">
        <AuthPageHeader title={t('auth.verify.title')} />
        <Notice tone="info">{t('auth.verify.noFlow')}</Notice>
        <Button asChild size="lg" className="w-full">
          <Link to="/signup">{t('auth.verify.noFlowLink')}</Link>
        </Button>
        <BackToLoginLink />
      </div>
    );
  }
  return <VerifyCodeForm flow={flow} />;
}

function BackToLoginLink() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" className="self-center text-muted-foreground">
      <Link to="/login">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('auth.backToLogin')}
      </Link>
    </Button>
  );
}

function VerifyCodeForm({ flow }: { flow: VerificationFlow }) {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const queryClient = useQueryClient();
  const navigateLater = useDelayedNavigate();
  const [digits, setDigits] = useState<CodeDigits>(EMPTY_CODE);
  const [notice, setNotice] = useState<{ tone: NoticeTone; text: string } | null>(() =>
    hasArrivedUnverified(location.state)
      ? { tone: 'info', text: t('auth.verify.notVerifiedYet') }
      : null,
  );
  const [isDone, setIsDone] = useState(false);
  const verifyMutation = useMutation({ mutationFn: verifyUser });
  const resendMutation = useMutation({ mutationFn: requestPasswordReset });
  const isComplete = isCodeComplete(digits);
  const isSignup = flow.mode === 'signup';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete) {
      setNotice({
        tone: 'error',
        text: t('auth.verify.incomplete', { length: AUTH_LIMITS.verificationCodeLength }),
      });
      return;
    }
    setNotice(null);
    const code = digits.join('');
    verifyMutation.mutate(
      { email: flow.email, verificationCode: code, issueTokens: isSignup, rememberMe: false },
      {
        onSuccess: (user) => {
          setIsDone(true);
          setNotice({ tone: 'success', text: t('auth.verify.success') });
          if (isSignup) {
            // The answer also set the session cookies: the user is signed in.
            void setCurrentUser(queryClient, user);
            endVerificationFlow();
            navigateLater('/experience/niche', UI_TIMINGS.redirectAfterAuthMs, { replace: true });
          } else {
            rememberVerifiedRecoveryCode(flow.email, code);
            navigateLater('/resetPassword', UI_TIMINGS.redirectAfterAuthMs, { replace: true });
          }
        },
        onError: (error) => {
          setNotice({ tone: 'error', text: getErrorMessage(error, t, t('auth.verify.failed')) });
        },
      },
    );
  }

  function handleResend() {
    setNotice(null);
    resendMutation.mutate(flow.email, {
      onSuccess: () => setNotice({ tone: 'success', text: t('auth.verify.resendSuccess') }),
      onError: (error) => {
        setNotice({
          tone: 'error',
          text: getErrorMessage(error, t, t('auth.verify.resendFailed')),
        });
      },
    });
  }

  const isBusy = verifyMutation.isPending || isDone;

  return (
    <div className="flex flex-col gap-6">
      <AuthPageHeader title={t('auth.verify.title')}>
        <span id={`${id}-instructions`}>
          <Trans
            i18nKey="auth.verify.subtitle"
            values={{ length: AUTH_LIMITS.verificationCodeLength }}
            components={{
              email: <EmailAddress email={flow.email} className="font-semibold text-foreground" />,
            }}
          />
        </span>
      </AuthPageHeader>

      <form className="flex flex-col gap-5" onSubmit={handleSubmit} noValidate>
        <VerificationCodeInput
          digits={digits}
          onChange={setDigits}
          disabled={isBusy}
          invalid={notice?.tone === 'error'}
          labelledBy={`${id}-instructions`}
        />

        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}

        <Button type="submit" size="lg" className="w-full" disabled={!isComplete || isBusy}>
          {verifyMutation.isPending
            ? t('auth.verify.submitting')
            : isSignup
              ? t('auth.verify.submit')
              : t('auth.verify.submitRecovery')}
        </Button>

        <p className="text-center text-sm text-muted-foreground">
          {t('auth.verify.resendPrompt')}{' '}
          <Button
            variant="link"
            className="font-medium"
            onClick={handleResend}
            disabled={resendMutation.isPending || isBusy}
          >
            {t('auth.verify.resend')}
          </Button>
        </p>
      </form>

      <div className="flex flex-col items-center gap-1 border-t border-border pt-5">
        <Button asChild variant="link" className="text-sm text-muted-foreground">
          <Link to={isSignup ? '/signup' : '/forgotPassword'}>{t('auth.verify.otherEmail')}</Link>
        </Button>
        <BackToLoginLink />
      </div>
    </div>
  );
}
