import { PaymentIntentIdSchema, UpdatePaymentMethodBodySchema } from '@postcraft/contracts';
import { BadgeCheck, CircleAlert, LoaderCircle, ReceiptText, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { formatCount } from './billing-format';
import { callFailureMessage } from './billing-messages';
import { BackLink, BackToSubscription, CompletionCard } from './completion-card';
import { ConfirmCardChange, SubscriptionActivation } from './subscription-completion';
import { useConfirmPurchaseOnce } from './use-confirm-purchase-once';

/**
 * /completion: where the card's authentication page sends the user back, with Stripe's
 * `payment_intent` (or `setup_intent`) and `redirect_status` in the query, and the `purpose` the
 * app gave its return address. A succeeded credit payment is confirmed with the API (which adds
 * the credits once); a subscription's shows Premium once the plan says so; a saved card becomes
 * the one billed. Any other status did not go through.
 */
export function PaymentCompletionPage() {
  const [params] = useSearchParams();
  const purpose = params.get('purpose');
  const status = params.get('redirect_status');
  if (purpose === 'payment-method') {
    const setupIntent = SetupIntentIdSchema.safeParse(params.get('setup_intent'));
    if (!setupIntent.success || status === null) return <NoPayment />;
    if (status === 'succeeded') return <ConfirmCardChange setupIntentId={setupIntent.data} />;
    return <PaymentFailed back="subscription" />;
  }

  const id = PaymentIntentIdSchema.safeParse(params.get('payment_intent'));
  if (!id.success || status === null) return <NoPayment />;
  if (status !== 'succeeded') {
    return <PaymentFailed back={purpose === 'subscription' ? 'subscription' : 'credits'} />;
  }
  if (purpose === 'subscription') return <SubscriptionActivation />;
  return <ConfirmPurchase paymentIntentId={id.data} />;
}

/** A SetupIntent id, as the contract's payment-method body takes it. */
const SetupIntentIdSchema = UpdatePaymentMethodBodySchema.shape.setupIntentId;

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

function PaymentFailed({ back }: { back: 'credits' | 'subscription' }) {
  const { t } = useTranslation();
  return (
    <CompletionCard tone="danger" icon={<CircleAlert className="size-7" aria-hidden="true" />}>
      <Notice tone="error">{t('billing.messages.notSucceeded')}</Notice>
      {back === 'credits' ? <BackToCredits /> : <BackToSubscription />}
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
  return <BackLink to="/credits" label={t('billing.completion.backToCredits')} />;
}
