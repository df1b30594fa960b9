import { CONTACT_LIMITS } from '@postcraft/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Notice } from '../../components/ui/notice';
import { ApiError, getErrorMessage } from '../../lib/api-client';
import { deleteAccount } from '../auth/auth.api';
import { PasswordInput } from '../auth/password-input';
import { clearSession } from '../auth/use-auth';
import { useSiteInfo } from '../support/site-info.api';

/** Where the landing page learns that it follows an account deletion. */
export interface AccountDeletedState {
  accountDeleted: true;
}

const isWrongPassword = (error: unknown) =>
  error instanceof ApiError && error.code === 'invalid_password';

/** 'Delete your account?': asks for the password, then deletes and signs out. */
function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const site = useSiteInfo();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<'missing' | 'wrong' | null>(null);
  const mutation = useMutation({ mutationFn: deleteAccount });
  const retentionDays = site.data?.contactRetentionDays ?? CONTACT_LIMITS.retentionDaysDefault;

  function close(next: boolean) {
    if (mutation.isPending) return;
    if (!next) {
      setPassword('');
      setProblem(null);
      mutation.reset();
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setProblem('missing');
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    setProblem(null);
    mutation.mutate(
      { password },
      {
        onSuccess: async () => {
          // Leave the signed-in pages first (committed at once, not in a transition), so their
          // login guard never sees the session end and sends the visitor to /login.
          const state: AccountDeletedState = { accountDeleted: true };
          await navigate('/', { replace: true, state, flushSync: true });
          await clearSession(queryClient);
        },
        onError: (error) => {
          if (!isWrongPassword(error)) return;
          setProblem('wrong');
          document.getElementById(`${id}-password`)?.focus();
        },
      },
    );
  }

  const fieldError =
    problem === 'missing'
      ? t('account.delete.passwordMissing')
      : problem === 'wrong'
        ? t('account.delete.passwordWrong')
        : null;
  const otherError =
    mutation.isError && !isWrongPassword(mutation.error)
      ? getErrorMessage(mutation.error, t, t('account.delete.failed'))
      : null;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('common.close')} className="max-w-md">
        <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>{t('account.delete.dialogTitle')}</DialogTitle>
            <DialogDescription>{t('account.delete.dialogBody')}</DialogDescription>
          </DialogHeader>
          <p className="text-sm text-muted-foreground">
            {t('account.delete.keptNote', { days: retentionDays })}
          </p>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-password`}>{t('account.delete.passwordLabel')}</Label>
            <PasswordInput
              id={`${id}-password`}
              name="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-password-error` : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                setProblem(null);
              }}
            />
            {fieldError ? (
              <p
                id={`${id}-password-error`}
                role="alert"
                className="text-xs font-medium text-danger"
              >
                {fieldError}
              </p>
            ) : null}
          </div>
          {otherError ? <Notice tone="error">{otherError}</Notice> : null}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={mutation.isPending}
              onClick={() => close(false)}
            >
              {t('account.delete.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={mutation.isPending}>
              {mutation.isPending ? t('account.delete.deleting') : t('account.delete.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The danger zone of /account: deleting the account for good, after a confirmation. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);

  return (
    <Card role="region" className="border-danger/40" aria-labelledby="delete-account-title">
      <CardHeader>
        <CardTitle id="delete-account-title" className="inline-flex items-center gap-2">
          <TriangleAlert className="size-4.5 text-danger" aria-hidden="true" />
          {t('account.delete.title')}
        </CardTitle>
        <CardDescription>{t('account.delete.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="danger" onClick={() => setIsOpen(true)}>
          {t('account.delete.open')}
        </Button>
      </CardContent>
      <DeleteAccountDialog open={isOpen} onOpenChange={setIsOpen} />
    </Card>
  );
}
