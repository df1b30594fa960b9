import type { PaymentsConfig } from '@postcraft/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Check, LoaderCircle } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Notice } from '../../components/ui/notice';
import { formatCount, formatPrice } from './billing-format';
import { purchaseFailureMessage } from './billing-messages';
import { CardFieldGroup } from './card-field-group';
import {
  INITIAL_CARD_FIELD_STATE,
  type CardFieldController,
  type CardFieldState,
} from './card-field/card-field.types';
import { planFeatureTexts, premiumMonthlySeconds } from './plan-features';
import { PURCHASE_TIMINGS } from './purchase-credits-dialog';
import { subscribeToPremium, subscriptionCompletionUrl } from './subscribe';
import { invalidatePlanQueries } from './subscription.api';
import { useAfterDelay } from './use-after-delay';

export interface SubscribeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  config: PaymentsConfig;
}

/**
 * Subscribe to Premium (for /plan and /subscription): the price, what Premium includes, the
 * card field, and Subscribe, which pays the first month; the plan turns Premium once paid.
 */
export function SubscribeDialog({ open, onOpenChange, config }: SubscribeDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const price = formatPrice(config.premium.priceCents, config.currency, language);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('billing.subscribe.title')}</DialogTitle>
          <DialogDescription>{t('billing.subscribe.description', { price })}</DialogDescription>
        </DialogHeader>
        <SubscribeForm config={config} price={price} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type Phase = 'ready' | 'paying' | 'redirecting' | 'done';

function SubscribeForm({
  config,
  price,
  onDone,
}: {
  config: PaymentsConfig;
  price: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const queryClient = useQueryClient();
  const cardRef = useRef<CardFieldController | null>(null);
  const [cardState, setCardState] = useState<CardFieldState>(INITIAL_CARD_FIELD_STATE);
  const [phase, setPhase] = useState<Phase>('ready');
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const features = planFeatureTexts('premium', t);
  const isBusy = phase === 'paying' || phase === 'redirecting';

  useAfterDelay(error, PURCHASE_TIMINGS.clearErrorMs, () => setError(null));
  useAfterDelay(success, PURCHASE_TIMINGS.closeAfterSuccessMs, onDone);

  async function subscribe(event: FormEvent) {
    event.preventDefault();
    if (phase !== 'ready') return;
    setError(null);
    setPhase('paying');
    const outcome = await subscribeToPremium({
      card: cardRef.current,
      cardState,
      returnUrl: subscriptionCompletionUrl(),
    });
    if (outcome.kind === 'redirecting') {
      setPhase('redirecting');
      return;
    }
    if (outcome.kind === 'failed') {
      setPhase('ready');
      setError(purchaseFailureMessage(outcome.failure, t));
      return;
    }
    setPhase('done');
    void invalidatePlanQueries(queryClient);
    setSuccess(
      outcome.kind === 'subscribed'
        ? t('billing.subscribe.success')
        : t('billing.subscribe.activating'),
    );
  }

  return (
    <form className="flex flex-col gap-5" onSubmit={(event) => void subscribe(event)} noValidate>
      <section aria-labelledby="subscribe-includes" className="flex flex-col gap-2.5">
        <h3 id="subscribe-includes" className="text-sm font-medium text-foreground">
          {t('billing.subscribe.includes')}
        </h3>
        <ul className="grid gap-x-4 gap-y-1.5 text-sm text-foreground sm:grid-cols-2">
          {[
            t('billing.plan.allowance', {
              seconds: formatCount(premiumMonthlySeconds(config), language),
            }),
            ...features.lines,
          ].map((line) => (
            <li key={line} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {line}
            </li>
          ))}
        </ul>
      </section>
      <CardFieldGroup config={config} controllerRef={cardRef} onStateChange={setCardState} />
      {success ? <Notice tone="success">{success}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isBusy}>
            {t('billing.purchase.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={phase !== 'ready'}>
          {isBusy ? (
            <>
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {t('billing.purchase.processing')}
            </>
          ) : (
            t('billing.subscribe.submit', { price })
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
