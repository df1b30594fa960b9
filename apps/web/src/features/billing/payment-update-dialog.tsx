import type { CardSummary, PaymentsConfig } from '@postcraft/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
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
import { getErrorMessage } from '../../lib/api-client';
import { purchaseFailureMessage } from './billing-messages';
import { CardFieldGroup } from './card-field-group';
import {
  INITIAL_CARD_FIELD_STATE,
  type CardFieldController,
  type CardFieldState,
} from './card-field/card-field.types';
import { LoadError, Loading } from './load-error';
import { PURCHASE_TIMINGS } from './purchase-credits-dialog';
import { saveCard, paymentMethodCompletionUrl } from './save-card';
import { createSetupIntent, SUBSCRIPTION_QUERY_KEY } from './subscription.api';
import { useAfterDelay } from './use-after-delay';

export interface PaymentUpdateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  config: PaymentsConfig;
}

/**
 * The payment-update modal (spec 000 §2, §7): opening it creates a SetupIntent; the card field
 * confirms it, and the card it saved becomes the one the subscription is billed to.
 */
export function PaymentUpdateDialog({ open, onOpenChange, config }: PaymentUpdateDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('billing.paymentUpdate.title')}</DialogTitle>
          <DialogDescription>{t('billing.paymentUpdate.description')}</DialogDescription>
        </DialogHeader>
        <PaymentUpdateForm config={config} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type Phase = 'ready' | 'saving' | 'redirecting' | 'saved';

function PaymentUpdateForm({ config, onDone }: { config: PaymentsConfig; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // One SetupIntent per opening of the modal; a declined card may try again with it.
  const setup = useQuery({
    queryKey: ['payments', 'setup-intent', 'modal'],
    queryFn: createSetupIntent,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const cardRef = useRef<CardFieldController | null>(null);
  const [cardState, setCardState] = useState<CardFieldState>(INITIAL_CARD_FIELD_STATE);
  const [phase, setPhase] = useState<Phase>('ready');
  const [saved, setSaved] = useState<CardSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isBusy = phase === 'saving' || phase === 'redirecting';

  useAfterDelay(error, PURCHASE_TIMINGS.clearErrorMs, () => setError(null));
  useAfterDelay(saved, PURCHASE_TIMINGS.closeAfterSuccessMs, onDone);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (phase !== 'ready' || !setup.data) return;
    setError(null);
    setPhase('saving');
    const outcome = await saveCard({
      setupIntent: setup.data,
      card: cardRef.current,
      cardState,
      returnUrl: paymentMethodCompletionUrl(),
    });
    if (outcome.kind === 'redirecting') {
      setPhase('redirecting');
      return;
    }
    if (outcome.kind === 'failed') {
      setPhase('ready');
      setError(
        outcome.failure.reason === 'confirm-failed'
          ? getErrorMessage(outcome.failure.error, t, t('billing.paymentUpdate.failed'))
          : purchaseFailureMessage(outcome.failure, t),
      );
      return;
    }
    setPhase('saved');
    setSaved(outcome.card);
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
  }

  if (setup.isPending) return <Loading label={t('billing.paymentUpdate.preparing')} />;
  if (setup.isError) {
    return <LoadError error={setup.error} onRetry={() => void setup.refetch()} />;
  }
  return (
    <form className="flex flex-col gap-5" onSubmit={(event) => void save(event)} noValidate>
      <CardFieldGroup config={config} controllerRef={cardRef} onStateChange={setCardState} />
      {saved ? (
        <Notice tone="success">
          {t('billing.paymentUpdate.saved', {
            brand: brandName(saved.brand),
            last4: saved.last4,
          })}
        </Notice>
      ) : null}
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
            t('billing.paymentUpdate.submit')
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Stripe's brand names ('visa', 'amex', 'mastercard') as a card shows them. */
export function brandName(brand: string): string {
  const names: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
    diners: 'Diners Club',
    jcb: 'JCB',
    unionpay: 'UnionPay',
  };
  return names[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
