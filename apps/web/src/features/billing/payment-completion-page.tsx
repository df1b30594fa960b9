import { PaymentIntentIdSchema } from '@postcraft/contracts';
import { BadgeCheck, CircleAlert, LoaderCircle, ReceiptText, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { cn } from '../../lib/cn';
import { formatCount } from './billing-format';
import { callFailureMessage } from './billing-messages';
import { useConfirmPurchaseOnce } from './use-confirm-purchase-once';

/**
 * /completion: where the card's authentication page sends the user back, with Stripe's
 * `payment_intent` and `redirect_status` in the query. A succeeded payment is confirmed with the
 * API (which adds the credits once); any other status did not go through.
 */
export function PaymentCompletionPage() {
  const [params] = useSearchParams();
  const id = PaymentIntentIdSchema.safeParse(params.get('payment_intent'));
  const status = params.get('redirect_status');

  if (!id.success || status === null) return <NoPayment />;
  if (status === 'succeeded') return <ConfirmPurchase paymentIntentId={id.data} />;
  return <PaymentFailed />;
}

function ConfirmPurchase({ paymentIntentId }: { paymentIntentId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const confirmation = useConfirmPurchaseOnce(paymentIntentId);

  if (confirmation.isSuccess) {
    const { creditsAdded, balance } = confirmation.data;
    return (
      <CompletionCard icon={<BadgeCheck className="size-7" aria-hidden="true" />}>
        <Notice tone="success">{t('billing.messages.purchased', { credits: creditsAdded })}</Notice>
        <p className="text-sm text-muted-foreground" data-testid="completion-balance">
          {t('billing.completion.balance', { credits: formatCount(balance, language) })}
        </p>
        <BackToCredits />
      </CompletionCard>
    );
  }
  if (confirmation.isError) {
    return (
      <CompletionCard tone="danger" icon={<CircleAlert className="size-7" aria-hidden="true" />}>
        <Notice tone="error">
          {callFailureMessage(confirmation.error, t, 'billing.messages.confirmFailed')}
        </Notice>
        <div className="flex flex-wrap justify-center gap-3">
          <Button variant="outline" onClick={confirmation.retry}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('billing.completion.retry')}
          </Button>
          <BackToCredits />
        </div>
      </CompletionCard>
    );
  }
  return (
    <CompletionCard icon={<LoaderCircle className="size-7 animate-spin" aria-hidden="true" />}>
      <p role="status" className="text-sm text-muted-foreground">
        {t('billing.completion.confirming')}
      </p>
    </CompletionCard>
  );
}

function PaymentFailed() {
  const { t } = useTranslation();
  return (
    <CompletionCard tone="danger" icon={<CircleAlert className="size-7" aria-hidden="true" />}>
      <Notice tone="error">{t('billing.messages.notSucceeded')}</Notice>
      <BackToCredits />
    </CompletionCard>
  );
}

function NoPayment() {
  const { t } = useTranslation();
  return (
    <CompletionCard icon={<ReceiptText className="size-7" aria-hidden="true" />}>
      <p className="text-sm text-muted-foreground">{t('billing.completion.nothing')}</p>
      <BackToCredits />
    </CompletionCard>
  );
}

function BackToCredits() {
  const { t } = useTranslation();
  return (
    <Button asChild>
      <Link to="/credits">{t('billing.completion.backToCredits')}</Link>
    </Button>
  );
}

function CompletionCard({
  icon,
  tone = 'primary',
  children,
}: {
  icon: ReactNode;
  tone?: 'primary' | 'danger';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto my-auto flex w-full max-w-xl flex-col items-center gap-5 px-6 py-12 text-center sm:px-12">
      <span
        className={cn(
          'grid size-14 place-items-center rounded-2xl',
          tone === 'danger' ? 'bg-danger/10 text-danger' : 'bg-primary-soft text-primary',
        )}
      >
        {icon}
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">
        {t('billing.completion.title')}
      </h1>
      {children}
    </Card>
  );
}
