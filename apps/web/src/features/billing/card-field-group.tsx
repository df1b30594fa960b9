import type { PaymentsConfig } from '@postcraft/contracts';
import { Lock } from 'lucide-react';
import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CardField } from './card-field/card-field';
import type { CardFieldController, CardFieldState } from './card-field/card-field.types';

/** The card field of a payment dialog under its label (the field shows its own errors). */
export function CardFieldGroup({
  config,
  controllerRef,
  onStateChange,
}: {
  config: PaymentsConfig;
  controllerRef: RefObject<CardFieldController | null>;
  onStateChange: (state: CardFieldState) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="text-sm font-medium text-foreground">
        {t('billing.purchase.card')}
      </span>
      <CardField
        config={config}
        controllerRef={controllerRef}
        onStateChange={onStateChange}
        label={t('billing.purchase.card')}
      />
      {config.provider === 'stripe' ? (
        <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
          <Lock className="size-3.5" aria-hidden="true" />
          {t('billing.purchase.secureNote')}
        </p>
      ) : null}
    </div>
  );
}
