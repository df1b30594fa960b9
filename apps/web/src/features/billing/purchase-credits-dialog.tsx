import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateCreditPaymentIntentBodySchema,
  type CreateCreditPaymentIntentBody,
  type CreditPackInfo,
  type PaymentsConfig,
} from '@postcraft/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Lock } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { formatPrice } from './billing-format';
import { purchaseFailureMessage } from './billing-messages';
import { CardField } from './card-field/card-field';
import {
  INITIAL_CARD_FIELD_STATE,
  type CardFieldController,
  type CardFieldState,
} from './card-field/card-field.types';
import { initialPack, packOf } from './credit-packs';
import { PackPicker } from './pack-picker';
import { CREDITS_QUERY_KEY } from './payments.api';
import { completionUrl, purchaseCredits } from './purchase-credits';
import { useAfterDelay } from './use-after-delay';

/** Spec 000 §4: the success shows for 2 s before the dialog closes; an error clears after 5 s. */
export const PURCHASE_TIMINGS = { closeAfterSuccessMs: 2_000, clearErrorMs: 5_000 } as const;

export interface PurchaseCreditsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  config: PaymentsConfig;
  /** The pack to start from (a pack card's Buy button); else the configuration's default. */
  requestedCredits?: number;
}

/**
 * The purchase-credits modal (spec 000 §2, §4), for /credits and the subscription page: choose a
 * pack, enter a card, pay. Each opening starts afresh from the requested or default pack.
 */
export function PurchaseCreditsDialog({
  open,
  onOpenChange,
  config,
  requestedCredits,
}: PurchaseCreditsDialogProps) {
  const { t } = useTranslation();
  const start = initialPack(config.packs, requestedCredits);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('billing.purchase.title')}</DialogTitle>
          <DialogDescription>{t('billing.purchase.description')}</DialogDescription>
        </DialogHeader>
        {start ? (
          <PurchaseForm config={config} start={start} onDone={() => onOpenChange(false)} />
        ) : (
          <Notice tone="error">{t('billing.purchase.noPacks')}</Notice>
        )}
      </DialogContent>
    </Dialog>
  );
}

type Phase = 'choosing' | 'paying' | 'redirecting' | 'purchased';

function PurchaseForm({
  config,
  start,
  onDone,
}: {
  config: PaymentsConfig;
  start: CreditPackInfo;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const queryClient = useQueryClient();
  const cardLabelId = useId();
  const cardRef = useRef<CardFieldController | null>(null);
  const [cardState, setCardState] = useState<CardFieldState>(INITIAL_CARD_FIELD_STATE);
  const [phase, setPhase] = useState<Phase>('choosing');
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CreateCreditPaymentIntentBody>({
    resolver: zodResolver(CreateCreditPaymentIntentBodySchema),
    defaultValues: { creditAmount: start.credits },
  });
  const chosen = packOf(config.packs, form.watch('creditAmount')) ?? start;
  const isBusy = phase !== 'choosing';

  useAfterDelay(error, PURCHASE_TIMINGS.clearErrorMs, () => setError(null));
  useAfterDelay(success, PURCHASE_TIMINGS.closeAfterSuccessMs, onDone);

  const pay = form.handleSubmit(async ({ creditAmount }) => {
    setError(null);
    setPhase('paying');
    const outcome = await purchaseCredits({
      creditAmount,
      card: cardRef.current,
      cardState,
      returnUrl: completionUrl(),
    });
    if (outcome.kind === 'redirecting') {
      setPhase('redirecting');
      return;
    }
    if (outcome.kind === 'failed') {
      setPhase('choosing');
      setError(purchaseFailureMessage(outcome.failure, t));
      return;
    }
    setPhase('purchased');
    setSuccess(t('billing.messages.purchased', { credits: outcome.creditsAdded }));
    void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
  });

  const price = formatPrice(chosen.priceCents, config.currency, language);
  return (
    <form className="flex flex-col gap-5" onSubmit={(event) => void pay(event)} noValidate>
      <Controller
        control={form.control}
        name="creditAmount"
        render={({ field }) => (
          <PackPicker
            packs={config.packs}
            currency={config.currency}
            value={field.value}
            onChange={field.onChange}
            disabled={isBusy}
            label={t('billing.purchase.packs')}
          />
        )}
      />
      <div className="flex flex-col gap-2" role="group" aria-labelledby={cardLabelId}>
        <span id={cardLabelId} className="text-sm font-medium text-foreground">
          {t('billing.purchase.card')}
        </span>
        {/* The field shows its own errors under it, as Stripe Elements' forms do. */}
        <CardField
          config={config}
          controllerRef={cardRef}
          onStateChange={setCardState}
          label={t('billing.purchase.card')}
        />
        {config.provider === 'stripe' ? (
          <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            <Lock className="size-3.5" aria-hidden="true" />
            {t('billing.purchase.secureNote')}
          </p>
        ) : null}
      </div>
      {success ? <Notice tone="success">{success}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={phase === 'paying' || phase === 'redirecting'}>
            {t('billing.purchase.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isBusy}>
          {phase === 'paying' || phase === 'redirecting' ? (
            <>
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {t('billing.purchase.processing')}
            </>
          ) : (
            t('billing.purchase.pay', { price })
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
