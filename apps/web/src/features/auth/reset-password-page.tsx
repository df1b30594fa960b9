import { AUTH_LIMITS, UI_TIMINGS } from '@postcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Notice, type NoticeTone } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { resetPassword } from './auth.api';
import { AuthField, AuthPageHeader } from './auth-form-parts';
import { PasswordInput } from './password-input';
import { PasswordMatchHint, PasswordStrengthMeter } from './password-strength-meter';
import {
  endVerificationFlow,
  readVerificationFlow,
  readVerifiedRecoveryCode,
} from './verification-flow';

/** What the reset needs: the recovery flow's email and the code this page's session verified. */
function readRecovery(): { email: string; code: string } | null {
  const flow = readVerificationFlow();
  if (flow?.mode !== 'forgot') return null;
  const code = readVerifiedRecoveryCode(flow.email);
  return code ? { email: flow.email, code } : null;
}

/** New password after a verified recovery code; anyone else is sent to /login. */
export function ResetPasswordPage() {
  const [recovery] = useState(readRecovery);
  if (!recovery) return <Navigate to="/login" replace />;
  return <ResetPasswordForm email={recovery.email} code={recovery.code} />;
}

function ResetPasswordForm({ email, code }: { email: string; code: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigateLater = useDelayedNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [notice, setNotice] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const [isDone, setIsDone] = useState(false);
  const resetMutation = useMutation({ mutationFn: resetPassword });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!newPassword || !confirmation) {
      setNotice({ tone: 'error', text: t('auth.validation.requiredFields') });
      return;
    }
    if (newPassword !== confirmation) {
      setNotice({ tone: 'error', text: t('auth.reset.mismatch') });
      return;
    }
    if (newPassword.length < AUTH_LIMITS.passwordMinLength) {
      setNotice({
        tone: 'error',
        text: t('auth.validation.passwordTooShort', { min: AUTH_LIMITS.passwordMinLength }),
      });
      return;
    }
    setNotice(null);
    resetMutation.mutate(
      { email, code, newPassword },
      {
        onSuccess: () => {
          setIsDone(true);
          setNotice({ tone: 'success', text: t('auth.reset.success') });
          endVerificationFlow();
          navigateLater('/login', UI_TIMINGS.redirectAfterAuthMs, { replace: true });
        },
        onError: (error) => {
          setNotice({
            tone: 'error',
            text: t('auth.reset.failed', { message: getErrorMessage(error, t) }),
          });
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <AuthPageHeader title={t('auth.reset.title')}>
        <Trans
          i18nKey="auth.reset.subtitle"
          values={{ email }}
          components={{
            strong: <strong className="font-semibold wrap-break-word text-foreground" />,
          }}
        />
      </AuthPageHeader>

      <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
        <AuthField
          id={`${id}-new`}
          label={t('auth.fields.newPassword')}
          help={<PasswordStrengthMeter id={`${id}-strength`} password={newPassword} />}
        >
          <PasswordInput
            id={`${id}-new`}
            name="newPassword"
            autoComplete="new-password"
            required
            aria-describedby={newPassword ? `${id}-strength` : undefined}
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
            placeholder={t('auth.fields.newPasswordPlaceholder')}
          />
        </AuthField>

        <AuthField
          id={`${id}-confirm`}
          label={t('auth.fields.confirmNewPassword')}
          help={
            <PasswordMatchHint
              id={`${id}-match`}
              password={newPassword}
              confirmation={confirmation}
            />
          }
        >
          <PasswordInput
            id={`${id}-confirm`}
            name="confirmPassword"
            autoComplete="new-password"
            required
            aria-describedby={confirmation ? `${id}-match` : undefined}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            placeholder={t('auth.fields.confirmPasswordPlaceholder')}
          />
        </AuthField>

        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}

        <Button
          type="submit"
          size="lg"
          className="mt-1 w-full"
          disabled={resetMutation.isPending || isDone}
        >
          {resetMutation.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
      </form>
    </div>
  );
}
